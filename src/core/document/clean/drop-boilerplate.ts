import { linkTextLength, shortText, textLength } from '../dom/block-text';
import { classAttribute, classWords } from '../dom/class-tokens';
import { elementsNamed, tagNames } from '../dom/element-walk';

/**
 * What Readability leaves in an article that is not the article: share bars, "related" and "more
 * stories" lists, newsletter and subscription prompts, tag clouds, author boxes. They cost the model
 * tokens and attention. Blocks go by what they are named (class or id words) and how they read:
 *  - link widgets (share, related, tags…) only when small and mostly links, so an article's own
 *    lists and links stay;
 *  - promotions, author boxes, breadcrumbs and print-only headers (newsletter, subscribe, promo, author
 *    bio, breadcrumb, print-header, or hidden on screen and shown in print) when small, prose or not;
 *    ad slots when small and not prose;
 *  - a label ("You may also like", "Don't miss") with the links it introduces, whether they follow
 *    it as a list, as a run of link paragraphs, or in the label's own paragraph; alone where its links
 *    are gone (Readability dropped the embed it introduced) and a heading follows it. A "Related: <link>"
 *    line inside the prose stays: Readability keeps it, and it is a link the reader may follow.
 */
const LINK_WIDGET = / (?:share|sharing|social|sociallinks|related|recommended|recommendations|more (?:stories|articles|news|from)|read ?more|outbrain|taboola|tags|tag ?list|taglist|tag ?cloud|categories|catlinks|recirc|recirculation|trending|most ?(?:popular|read)|popular (?:posts|stories|articles)) /;
const PROMOTION = / (?:breadcrumbs?|crumbs?|print ?(?:header|footer|only|url|logo)|visible ?print|newsletter|newsletters|subscribe|subscription|signup|sign ?up|promo|promotion|cta|author ?(?:bio|box|info|card|about|details|profile)|about ?(?:the )?author|bio ?box) /;
/**
 * Ad slots: what Readability leaves of one is a label or a link. Only such widgets go, never prose: "ads"
 * is also a word in names of content (Gmail names each message of a thread `adn ads`).
 */
const ADVERT = / (?:ad|ads|advert|adverts|advertisement|advertising|sponsored) /;
const LABEL =
  /^\s*(?:you (?:may|might) (?:also )?(?:like|enjoy)|related(?: (?:articles?|stories|posts?|content|coverage|news|reading|links))?|more (?:from|on|stories|articles|news|like this)|for more on (?:this|the) (?:topic|subject|story|issue)|(?:also )?read (?:more|also|next)|see (?:more|also)|also read|recommended(?: for you)?|don'?t miss|must read|most (?:popular|read)|trending(?: now)?|tags?|share (?:this|on)|follow us|more|top stories|latest(?: news| stories| articles| posts)?|recent (?:articles|posts|stories|news)|popular(?: now| stories| posts| articles| this week| today)?)\b[\s:.!…]*$/i;
/**
 * Hidden on screen and shown only in print (Bootstrap's `d-none d-print-block`, Tailwind's
 * `hidden print:block`): the page's print header or footer ("Citation: … retrieved … from <url>",
 * "This document is subject to copyright"), never what a reader sees.
 */
const PRINT_SHOWN = / (?:d print |print:)(?:block|inline|flex|grid|table)/;
const SCREEN_HIDDEN = / (?:d none|hidden) /;
const LABEL_TAGS = tagNames('h2, h3, h4, h5, h6, p, strong, b, div');
const BOLD = tagNames('strong, b');
/**
 * A piece of a word every name above holds (LINK_WIDGET, ADVERT, PROMOTION, PRINT_SHOWN), looked for
 * in the raw class and id: classWords only splits and lower-cases them, so a block whose raw names hold
 * none of these cannot match, and its words need not be built. A word added above needs its piece here.
 */
const NAME_PIECE = /ad|shar|social|related|recommend|more|most|outbrain|taboola|tag|categories|catlinks|recirc|trending|popular|sponsored|crumb|print|newsletter|subscri|sign|promo|cta|author|about|bio/i;
/** A block bigger than this share of the article is part of it, whatever its name. */
const MAX_SHARE = 0.25;
/** Promotions and author boxes longer than this are read as content. */
const MAX_PROMOTION_CHARS = 700;

/** Small enough and mostly links (or nearly empty): a widget, not prose. */
function isWidget(el: Element, articleLength: number): boolean {
  const length = textLength(el);
  if (length > MAX_SHARE * articleLength) return false;
  return length < 40 || linkTextLength(el) / length > 0.5;
}

/** Mostly links (with their punctuation and a kicker such as "[VIDEO]"), as a "more stories" entry is. */
function isLinkOnly(el: Element): boolean {
  const length = textLength(el);
  return length > 0 && linkTextLength(el) / length > 0.6;
}

export function dropBoilerplate(article: Element): void {
  const total = textLength(article);
  if (total === 0) return;
  for (const el of Array.from(article.querySelectorAll('[class], [id]'))) {
    if (!(NAME_PIECE.test(classAttribute(el) ?? '') || NAME_PIECE.test(el.getAttribute('id') ?? '')) || !article.contains(el)) continue;
    const words = classWords(el);
    if ((LINK_WIDGET.test(words) || ADVERT.test(words)) && isWidget(el, total)) el.remove();
    else if (PROMOTION.test(words) || (PRINT_SHOWN.test(words) && SCREEN_HIDDEN.test(words))) {
      const length = textLength(el);
      if (length <= MAX_PROMOTION_CHARS && length <= MAX_SHARE * total) el.remove();
    }
  }
  dropLabelledLinks(article, total);
  dropTagLists(article, total);
}

/** Links marked as tags (`rel="tag"`, WordPress's tag and category lists) and the block holding them. */
function dropTagLists(article: Element, total: number): void {
  for (const a of Array.from(article.querySelectorAll('a[rel~="tag"]'))) {
    if (!article.contains(a)) continue;
    const block = a.closest('p, ul, ol, div, span, footer') ?? a;
    if (block === article || !article.contains(block) || block.querySelectorAll('a[rel~="tag"]').length < 2) continue;
    if (isWidget(block, total)) block.remove();
  }
}

function dropLabelledLinks(article: Element, total: number): void {
  for (const label of elementsNamed(article, LABEL_TAGS)) {
    // More than two children (read without building the list of them).
    if (label.firstElementChild?.nextElementSibling?.nextElementSibling) continue;
    const text = shortText(label, 60);
    if (!text || !LABEL.test(text) || !article.contains(label)) continue;
    // A heading for a list that scripts would have filled: nothing follows it.
    if (/^H[2-6]$/.test(label.nodeName) && !label.nextElementSibling && textLength(label.parentElement!) === textLength(label)) label.remove();
    // A paragraph label whose links are gone (an embed Readability dropped): the next section's heading follows it.
    else if (label.nodeName === 'P' && /^H[1-6]$/.test(label.nextElementSibling?.nodeName ?? '')) label.remove();
    else dropIntroducedLinks(label, total);
  }
  // "DON'T MISS" in bold, then the links, all in one paragraph.
  for (const strong of boldOpenings(article)) {
    const p = strong.parentElement;
    const label = shortText(strong, 60);
    if (!p || !label || !LABEL.test(label) || !article.contains(p) || textLength(p) > MAX_SHARE * total) continue;
    const rest = textLength(p) - textLength(strong);
    if (rest > 0 && linkTextLength(p) >= 0.6 * rest) p.remove();
  }
}

/**
 * `article.querySelectorAll('p > strong:first-child, p > b:first-child')` by one walk that reads the
 * tag name first: linkedom matched the pseudo-class by listing each element's siblings.
 */
export function boldOpenings(article: Element): Element[] {
  const out: Element[] = [];
  for (const el of elementsNamed(article, BOLD)) {
    const parent = el.parentElement;
    if (parent && parent.firstElementChild === el && parent.localName.toLowerCase() === 'p') out.push(el);
  }
  return out;
}

/** The list (or run of one-link paragraphs) right after a label, and the label, when they are links. */
function dropIntroducedLinks(label: Element, total: number): void {
  const next = label.nextElementSibling ?? label.parentElement?.nextElementSibling ?? null;
  if (next && (next.nodeName === 'UL' || next.nodeName === 'OL' || next.nodeName === 'DIV') && isWidget(next, total)) {
    next.remove();
    label.remove();
    return;
  }
  const run: Element[] = [];
  for (let el = label.nextElementSibling; el && isLinkOnly(el) && el.nodeName !== 'UL' && el.nodeName !== 'OL'; el = el.nextElementSibling) run.push(el);
  const links = run.reduce((n, el) => n + el.querySelectorAll('a[href]').length, 0);
  if (links >= 2 && run.reduce((n, el) => n + textLength(el), 0) <= MAX_SHARE * total) {
    for (const el of run) el.remove();
    label.remove();
  }
}
