import type { Readability } from '@mozilla/readability';
import type { ExtractionPath, PageDocument } from './types';
// The stages, in the order a page goes through them (each folder's index.ts lists its steps).
import { dropHeadTemplates, prepareContent, quoteCallouts, restoreCaptionedGalleries, restoreLeadIns, revealHidden, type PreparedFacts } from './reveal';
import { answerAmongTurns, cleanClone, cleanedAway, cleanTaken, denserBlock, holdsMainText, isCommentThread, joinArticleChunks, mainRegion, mainRegionOwnText, markCommentThreads, pagePart, readabilityReader, roughTextLength, shortInItsRegion, widerRegion } from './choose';
import { mainTextLength, readingLength } from './dom';
import { cleanArticle, dropTitleHeading, type CleanContext, type StepTrace } from './clean';
import { detachNotesBlocks, gatherNotes, opensWithNotes } from './notes';
import { addClaimReviews, dataDeclaresArticle, headTitles, JSON_LD, jsonLdTexts, metaDeclaresArticle, tidyAuthorLines, trimTitle } from './metadata';
import { LinkCollector, markdownOf, resolveBase, withoutEdgeRules } from './markdown';
import { buildDocument, type DocumentMeta } from './wrap';

export interface HtmlToDocumentOptions {
  /** Extra fields for the document (fetch time, content type, status, byte size, truncated). */
  meta?: DocumentMeta;
  maxLines?: number;
  /**
   * The caller hands `dom` over (freshly parsed, used for nothing else), so Readability may work on
   * it directly instead of on a clone: cloning costs as much as parsing in Node DOMs. `reparse` gives
   * an untouched copy for the rare fallback. Never set this for a live tab.
   */
  consume?: { reparse: () => Document };
  /** Diagnostics only (scripts/clean-rule-costs.ts): told each step's name and the article after it. */
  trace?: StepTrace;
}

/**
 * An article shorter than this, on a page with much more text, means Readability picked a teaser
 * rather than the page (home pages, search and listing pages): read the whole body instead.
 */
const MIN_ARTICLE_CHARS = 250;
const SHORT_ARTICLE_CHARS = 500;
/** A region holding this many times Readability's short article: the article is a fragment of it. */
const THIN_RATIO = 1.5;
/** …when at least this share of the short article is code. */
const CODE_SHARE = 0.5;
/** An article this much code is a code block: a sentence of prose beside it in the region is enough. */
const ALL_CODE = 0.9;
const MIN_PROSE_CHARS = 40;

/**
 * A page as the model reads it. Readability runs on a clone (it mutates its input, and in the content
 * script the input is the live tab) unless the caller hands the DOM over (`consume`); when it finds no
 * article, or too little of the page, a cleaned whole-body conversion is used instead and `path` says so.
 */
export function htmlToDocument(dom: Document, url: string, opts: HtmlToDocumentOptions = {}): PageDocument {
  // Read what Readability would destroy first. These live in <head>: searching only there saves
  // several walks of a large page when they are absent.
  const head: ParentNode = dom.head ?? dom;
  const base = resolveBase(url, head.querySelector('base[href]')?.getAttribute('href'));
  const meta: DocumentMeta = { ...pageMeta(dom, head), ...opts.meta };
  // Where Readability may take its title from: the <title>, meta tags and JSON-LD.
  const { title: pageTitle, metaTitles } = headTitles(head);
  // The body's come from prepareContent's walk, below.
  const headJsonLd = dom.head ? jsonLdTexts(dom.head.querySelectorAll(JSON_LD)) : [];
  // A heading tells whether a title is whole (a colon in it, a brand name instead of it); read them
  // before Readability removes any.
  const headings = pageTitle?.includes(': ') || metaTitles.some((t) => t.split(' ').length <= 2) ? Array.from(dom.querySelectorAll('h1, h2'), (h) => (h.textContent ?? '').replace(/\s+/g, ' ')) : [];
  // The page's main text by density (dom/main-text.ts), measured before Readability consumes the DOM:
  // what the choose stage's checks compare the article with.
  const pageProse = mainTextLength(dom.body);
  // A page that says in its head that it is an article keeps Readability's block and its cleaning of
  // boxes by their names (choose/readability-reader.ts); the others are compared with their main region
  // after cleaning (choose/wider-region.ts), measured now, before Readability consumes it.
  const headSaysArticle = metaDeclaresArticle(head, dom) || dataDeclaresArticle(headJsonLd, undefined);
  const regionOwnText = headSaysArticle ? 0 : mainRegionOwnText(dom);
  let work = opts.consume ? dom : (dom.cloneNode(true) as Document);
  setBase(work, base);
  let { article, facts } = readArticle(work, headSaysArticle);
  let root: Element | null = article?.content ?? null;
  if (root && opensWithNotes(root)) {
    // Readability took the page's notes for its article (a short article, longer notes): read the
    // page again without them; appendLabeledFootnotes puts them after the article it finds then.
    const again = opts.consume ? opts.consume.reparse() : (dom.cloneNode(true) as Document);
    setBase(again, base);
    const notes = detachNotesBlocks(again);
    const second = readArticle(again, headSaysArticle);
    if (second.article?.content && again.body) {
      for (const block of notes) again.body.appendChild(block);
      ({ article, facts } = second);
      work = again;
      root = second.article.content;
    }
  }
  const jsonLdScripts = [...headJsonLd, ...(facts.jsonLd ?? [])];
  let path: ExtractionPath = 'readability';
  let pageAuthor: string | undefined;
  let untouched: Document | undefined;
  const original = () => (untouched ??= opts.consume ? opts.consume.reparse() : dom);
  // A part of the untouched page, cleaned to be read whole. A page parsed again hands the part over to
  // the cleaning (a check after it parses once more); the caller's DOM is copied.
  const cleanedPart = (part: Element | null): Element | null => {
    if (!part) return null;
    if (!opts.consume) return cleanClone(part);
    untouched = undefined;
    return cleanTaken(part);
  };
  const cleanedPage = (o: { mainRegion?: boolean } = {}) => cleanedPart(pagePart(original(), o));
  // The article's length, asked by each check below of the same article.
  const articleLength = root ? roughTextLength(root) : 0;
  // The article's main text is read only by the checks of a short article (holdsMainText, denserBlock):
  // measured on first use, so a long article is not walked once more.
  const chosen = root;
  let articleProse: number | undefined;
  const share = {
    get article() {
      return (articleProse ??= mainTextLength(chosen));
    },
    page: pageProse,
  };
  let denser: Element | null;
  if (!root || (tooLittle(root, articleLength, original) && !holdsMainText(share))) {
    root = cleanedPage();
    path = 'fallback';
  } else if (thinInItsRegion(root, articleLength, original)) {
    root = cleanedPage({ mainRegion: true });
    path = 'fallback';
  } else if (shortInItsRegion(root, articleLength, original)) {
    root = cleanedPage({ mainRegion: true });
    path = 'fallback';
  } else if (answerAmongTurns(root, articleLength, facts.main, original)) {
    root = cleanedPage({ mainRegion: true });
    path = 'fallback';
  } else if (isCommentThread(root)) {
    root = cleanedPage({ mainRegion: true });
    path = 'fallback';
  } else if ((denser = denserBlock(share, root, articleLength, original))) {
    root = cleanedPart(denser);
    path = 'fallback';
  }
  const trace = opts.trace;
  if (trace && root) trace(path, root);
  if (root && path === 'fallback') cleanWholePage(root, { url, base, trace });
  if (root) markCommentThreads(root);
  if (path === 'readability' && root) {
    const declaredArticle = headSaysArticle || dataDeclaresArticle(facts.jsonLd ?? [], facts.publishedTime);
    const articleTitle = article?.title ?? pageTitle ?? '';
    // A page that says it is an article: its text, cut into chunks, is one (a thread's posts, alike named, are read by their region below).
    if (declaredArticle && facts.elements) joinArticleChunks(root, work, facts.elements);
    restoreLeadIns(root, work, articleTitle);
    restoreCaptionedGalleries(root, work, url);
    trace?.('reveal', root);
    cleanArticle(root, { url, base, trace });
    let wider: Element | null;
    if (cleanedAway(articleLength, root)) {
      // Cleaning found Readability's article all furniture (choose/cleaned-away.ts): read the page instead.
      root = cleanedPage({ mainRegion: true });
      path = 'fallback';
      if (root) {
        cleanWholePage(root, { url, base });
        markCommentThreads(root);
      }
      if (trace && root) trace('cleanedAway', root);
    } else if (!declaredArticle && (wider = widerRegion(root, regionOwnText, () => cleanedPage({ mainRegion: true }), { url, base }))) {
      // No article page, and its main region holds well over Readability's block: the region is the content.
      root = wider;
      path = 'fallback';
      markCommentThreads(root);
      trace?.('widerRegion', root);
    } else {
      pageAuthor = tidyAuthorLines(root, { byline: article?.byline, publishedTime: article?.publishedTime ?? facts.publishedTime });
      trace?.('tidyAuthorLines', root);
      gatherNotes(root, work, [url, base], trace);
      quoteCallouts(root);
      addClaimReviews(root, jsonLdScripts, articleTitle);
    }
  }
  if (path === 'readability' && article) {
    meta.byline = article.byline ?? pageAuthor;
    meta.siteName = article.siteName ?? meta.siteName;
    meta.publishedTime = article.publishedTime ?? facts.publishedTime;
    meta.lang = article.lang ?? meta.lang;
    meta.excerpt = article.excerpt ?? meta.excerpt;
  }
  const title = chooseTitle(article?.title, pageTitle, { metaTitles, jsonLd: jsonLdScripts.join('\n') }, meta.siteName, headings) || url;
  // Readability drops one heading that repeats the title it found: not one that repeats ours, nor the
  // second of a page that shows its headline twice (in the site's header and atop the story).
  if (path === 'readability' && root) dropTitleHeading(root, title);
  if (trace && root) trace('dropTitleHeading', root);
  return elementToDocument(root, { url, base, title, path, meta, maxLines: opts.maxLines, owned: true });
}

/**
 * A page read whole (the fallback) is cleaned as an article is, of the site's menus, breadcrumbs, credits,
 * prompts and notices, but keeps its cards (clean/'s wholePage). Not a comment thread: its parts are read
 * by comment-threads.ts, and a thread's rows of faces and bare counts are what those rules would take.
 */
function cleanWholePage(root: Element, context: CleanContext): void {
  if (!isCommentThread(root)) cleanArticle(root, { ...context, wholePage: true });
}

/** Readability's article of `work`, after the preparations it needs; null when it finds none or breaks. */
function readArticle(work: Document, saysArticle: boolean): { article: ReturnType<Readability<Element>['parse']>; facts: PreparedFacts } {
  let facts: PreparedFacts = {};
  dropHeadTemplates(work);
  if (work.body) {
    revealHidden(work.body);
    facts = prepareContent(work.body);
  }
  try {
    return { article: readabilityReader(work, { saysArticle }).parse(), facts };
  } catch {
    // A page that breaks Readability still deserves a document: the caller falls back.
    return { article: null, facts };
  }
}

/**
 * Converts an element (an article, a cleaned body, a selection) without running Readability.
 * `owned`: the element is a copy nobody else uses, so turndown may work on it in place.
 */
export function elementToDocument(
  root: Element | null,
  o: { url: string; base?: string; title: string; path: ExtractionPath; meta?: DocumentMeta; maxLines?: number; owned?: boolean },
): PageDocument {
  const collector = new LinkCollector(o.url, o.base ?? o.url);
  let markdown = '';
  if (root) {
    const element = root as unknown as HTMLElement;
    markdown = withoutEdgeRules(o.owned ? withoutClone(root, () => markdownOf(element, collector)) : markdownOf(element, collector));
  }
  return buildDocument({ markdown, title: o.title, url: o.url, links: collector.links, path: o.path, meta: o.meta, maxLines: o.maxLines });
}

/**
 * Turndown deep-clones its input before converting it. For an element that is already our own copy
 * that second clone is pure cost (a tenth of the pipeline in Node DOMs), so it is skipped by letting
 * the element's cloneNode return itself for the duration of the call.
 */
function withoutClone<T>(el: Element, run: () => T): T {
  Object.defineProperty(el, 'cloneNode', { value: () => el, configurable: true, writable: true });
  try {
    return run();
  } finally {
    delete (el as unknown as { cloneNode?: unknown }).cloneNode;
  }
}

/**
 * Readability takes a title from metadata (og:title and the like) when the page has one, else from the
 * `<title>`, trimmed. Metadata titles are kept as Readability gives them, unless one is a brand name
 * (two words at most, in neither the `<title>` nor a heading); titles from the `<title>` are trimmed
 * as its newer releases do (0.6.0 knows only | - \\ / > » as separators), plus the site's name.
 */
function chooseTitle(
  fromReadability: string | null | undefined,
  pageTitle: string | undefined,
  metadata: { metaTitles: string[]; jsonLd: string },
  siteName: string | undefined,
  headings: string[],
): string {
  const found = fromReadability?.replace(/\s+/g, ' ').trim() ?? '';
  if (!pageTitle) return found;
  const lower = found.toLowerCase();
  const fromMetadata = metadata.metaTitles.some((t) => t.toLowerCase() === lower) || (found !== '' && metadata.jsonLd.includes(JSON.stringify(found).slice(1, -1)));
  if (found && fromMetadata) {
    const brand = found.split(' ').length <= 2 && !pageTitle.toLowerCase().includes(lower) && !headings.some((h) => h.trim().toLowerCase() === lower);
    if (!brand || pageTitle.split(' ').length <= 2) return found;
  }
  return trimTitle(pageTitle, { siteName, headings });
}

/**
 * Mostly code and under Readability's own threshold for an article (its `charThreshold`: a shorter
 * one is its last resort), while the page's main region holds much more: a short page of prose and
 * code, where Readability scores a code block highest and drops the sentences that introduce it
 * ("Here is the function:" is no paragraph to it). The region is read instead, also when it holds
 * only a sentence or two more around an article that is a code block and nothing else.
 */
function thinInItsRegion(article: Element, articleLength: number, original: () => Document): boolean {
  if (articleLength >= SHORT_ARTICLE_CHARS) return false;
  let code = 0;
  for (const pre of Array.from(article.querySelectorAll('pre'))) code += roughTextLength(pre);
  if (code < CODE_SHARE * articleLength) return false;
  const region = mainRegion(original());
  if (region === null) return false;
  const regionLength = roughTextLength(region);
  // A code block alone is no article: any sentence of prose around it in the region is the rest of it.
  return regionLength > THIN_RATIO * articleLength || (code >= ALL_CODE * articleLength && regionLength - articleLength >= MIN_PROSE_CHARS);
}

/**
 * Readability's article is short (counted as alphabetic text: a complete Chinese or Japanese news item of
 * 120 characters is no teaser, dom/main-text.ts's readingLength) on a page with much more text.
 */
function tooLittle(article: Element, articleLength: number, original: () => Document): boolean {
  if (articleLength >= MIN_ARTICLE_CHARS || readingLength(article.textContent ?? '', articleLength) >= MIN_ARTICLE_CHARS) return false;
  return roughTextLength(original().body) > 2 * articleLength + MIN_ARTICLE_CHARS;
}

/**
 * Readability resolves links against `document.baseURI`, which is wrong for a DOM parsed outside the
 * page (an offscreen document's own URL): a `<base>` with the page's base URL puts that right, at
 * no cost per link. Links Readability leaves relative are resolved by the link quoter.
 */
function setBase(doc: Document, base: string): void {
  let el = (doc.head ?? doc).querySelector('base');
  if (!el) {
    const head = doc.head ?? doc.documentElement;
    if (!head) return;
    el = doc.createElement('base');
    head.insertBefore(el, head.firstChild);
  }
  el.setAttribute('href', base);
}

function pageMeta(dom: Document, head: ParentNode): DocumentMeta {
  const content = (sel: string) => head.querySelector(sel)?.getAttribute('content')?.trim() || undefined;
  return {
    lang: dom.documentElement?.getAttribute('lang')?.trim() || undefined,
    siteName: content('meta[property="og:site_name"]'),
    excerpt: content('meta[name="description"]') ?? content('meta[property="og:description"]'),
  };
}
