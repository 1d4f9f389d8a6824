import { Readability } from '@mozilla/readability';
import { cleanBodyClone, roughTextLength } from './clean-body';
import { buildDocument, type DocumentMeta } from './document-builder';
import { createMarkdownConverter } from './markdown-converter';
import { LinkCollector, resolveBase } from './quote-links';
import type { ExtractionPath, PageDocument } from './types';

export interface HtmlToDocumentOptions {
  /** Extra fields for the document (fetch time, content type, status, byte size, truncated). */
  meta?: DocumentMeta;
  maxLines?: number;
}

/**
 * An article shorter than this, on a page with much more text, means Readability picked a teaser
 * rather than the page (home pages, search and listing pages): read the whole body instead.
 */
const MIN_ARTICLE_CHARS = 250;

/**
 * A page as the model reads it. Readability runs on a clone (it mutates its input, and in the content
 * script the input is the live tab); when it finds no article, or too little of the page, a cleaned
 * whole-body conversion is used instead and `path` says so.
 */
export function htmlToDocument(dom: Document, url: string, opts: HtmlToDocumentOptions = {}): PageDocument {
  const base = resolveBase(url, dom.querySelector('base[href]')?.getAttribute('href'));
  const clone = dom.cloneNode(true) as Document;
  absolutizeLinks(clone, base);
  let article: ReturnType<Readability<Element>['parse']>;
  try {
    article = new Readability<Element>(clone, { keepClasses: true, serializer: (el) => el as Element }).parse();
  } catch {
    // A page that breaks Readability still deserves a document: fall back below.
    article = null;
  }
  let root: Element | null = article?.content ?? null;
  let path: ExtractionPath = 'readability';
  if (!root || tooLittle(root, dom)) {
    root = cleanBodyClone(dom);
    path = 'fallback';
  }
  const meta: DocumentMeta = { ...pageMeta(dom), ...opts.meta };
  if (path === 'readability' && article) {
    meta.byline = article.byline ?? undefined;
    meta.siteName = article.siteName ?? meta.siteName;
    meta.publishedTime = article.publishedTime ?? undefined;
    meta.lang = article.lang ?? meta.lang;
    meta.excerpt = article.excerpt ?? meta.excerpt;
  }
  const title = article?.title?.trim() || dom.querySelector('title')?.textContent?.trim() || url;
  return elementToDocument(root, { url, base, title, path, meta, maxLines: opts.maxLines });
}

/** Converts an element (an article, a cleaned body, a selection) without running Readability. */
export function elementToDocument(
  root: Element | null,
  o: { url: string; base?: string; title: string; path: ExtractionPath; meta?: DocumentMeta; maxLines?: number },
): PageDocument {
  const collector = new LinkCollector(o.url, o.base ?? o.url);
  const markdown = root ? createMarkdownConverter(collector).turndown(root as unknown as HTMLElement) : '';
  return buildDocument({ markdown, title: o.title, url: o.url, links: collector.links, path: o.path, meta: o.meta, maxLines: o.maxLines });
}

function tooLittle(article: Element, dom: Document): boolean {
  const articleLength = roughTextLength(article);
  if (articleLength >= MIN_ARTICLE_CHARS) return false;
  return roughTextLength(dom.body) > 2 * articleLength + MIN_ARTICLE_CHARS;
}

/**
 * Readability resolves links against `document.baseURI`, which is wrong for a DOM parsed outside the
 * page (an offscreen document's own URL, or none in Node); resolve them against the page first.
 */
function absolutizeLinks(doc: Document, base: string): void {
  for (const a of Array.from(doc.querySelectorAll('a[href]'))) {
    const href = a.getAttribute('href')!;
    if (/^(javascript|mailto|tel|data):/i.test(href.trim())) continue;
    try {
      a.setAttribute('href', new URL(href.trim(), base).href);
    } catch {
      // Unparseable hrefs stay as they are; the link quoter drops them.
    }
  }
}

function pageMeta(dom: Document): DocumentMeta {
  const content = (sel: string) => dom.querySelector(sel)?.getAttribute('content')?.trim() || undefined;
  return {
    lang: dom.documentElement?.getAttribute('lang')?.trim() || undefined,
    siteName: content('meta[property="og:site_name"]'),
    excerpt: content('meta[name="description"]') ?? content('meta[property="og:description"]'),
  };
}
