import { textLength } from '../dom/block-text';
import { closestWhere } from '../dom/element-walk';

/**
 * Teasers for other stories that Readability keeps with the article:
 *  - a row of cards (three or more siblings of one class, or items of one list, each a picture or headline with a link to
 *    another page and a line of text at most) — "more from the site" rails and carousels;
 *  - other `<article>`s next to the article (the next posts of a blog, "featured stories"): the
 *    article with the most text of its own is the page's, much smaller ones beside it are teasers,
 *    and so is one that only holds other articles.
 * A list of links inside the article's own prose has no pictures or headlines per item, and stays.
 */
const MAX_CARD_CHARS = 220;
const MIN_CARDS = 3;
const MAX_SHARE = 0.25;

export function dropTeasers(article: Element, pageUrl: string): void {
  const total = textLength(article);
  // A section front (teasers are all there is) keeps them: only an article's prose makes them extra.
  if (total === 0 || proseLength(article) < 0.5 * total) return;
  dropCardRows(article, pageUrl, total);
  dropSiblingArticles(article);
}

function dropCardRows(article: Element, pageUrl: string, total: number): void {
  const page = placeOf(pageUrl);
  // Without a page to compare with, no card can be told to lead elsewhere: every row stays.
  if (!page) return;
  const seen = new Set<Element>();
  const climbed = new Set<Element>();
  const kinds = new Map<Element, Map<string, number>>();
  for (const card of cardParts(article)) {
    const row = cardRow(closestWhere(card, hasClass)!, article, climbed, kinds);
    if (!row || seen.has(row)) continue;
    seen.add(row);
    if (isCardRow(row, page) && textLength(row) <= MAX_SHARE * total) {
      // The row's parent has one child fewer: its count of each kind is taken again when asked.
      if (row.parentElement) kinds.delete(row.parentElement);
      row.remove();
    }
  }
}

/**
 * What `article.querySelectorAll('[class] > a[href], [class] > p > a[href], [class] h2, [class] h3,
 * [class] h4')` gives, by one walk that reads a tag name first: linkedom matched that selector list
 * through its generic engine against every element, a third of the rule's time.
 */
export function cardParts(article: Element): Element[] {
  const all = article.querySelectorAll('*');
  const out: Element[] = [];
  for (let i = 0; i < all.length; i++) {
    const el = all[i]!;
    const name = el.localName.toLowerCase();
    if (name === 'a') {
      if (!el.hasAttribute('href')) continue;
      const parent = el.parentElement;
      if (!parent) continue;
      const grand = parent.parentElement;
      if (parent.hasAttribute('class') || (parent.localName.toLowerCase() === 'p' && grand?.hasAttribute('class'))) out.push(el);
    } else if ((name === 'h2' || name === 'h3' || name === 'h4') && closestWhere(el.parentElement, hasClass)) out.push(el);
  }
  return out;
}

/** The check for `[class]`, for closestWhere. */
const hasClass = (e: Element) => e.hasAttribute('class');

/**
 * The parent of the element's nearest ancestor that has siblings of its own class. `climbed` holds the
 * elements already looked at: a second link in the same card stops there, so each element is seen once.
 * `kinds` holds each parent's count of children per kind, read once: a parent of many classed children
 * (an article's paragraphs) was read again for each child climbed through it.
 */
function cardRow(el: Element, article: Element, climbed: Set<Element>, kinds: Map<Element, Map<string, number>>): Element | null {
  for (let item: Element | null = el; item && item !== article; item = item.parentElement) {
    if (climbed.has(item)) return null;
    climbed.add(item);
    const kind = cardKind(item);
    const parent = item.parentElement;
    if (!kind || !parent) continue;
    if ((kindCounts(parent, kinds).get(kind) ?? 0) >= MIN_CARDS) return parent;
  }
  return null;
}

function kindCounts(parent: Element, kinds: Map<Element, Map<string, number>>): Map<string, number> {
  let counts = kinds.get(parent);
  if (!counts) {
    counts = new Map();
    for (let sib = parent.firstElementChild; sib; sib = sib.nextElementSibling) {
      const kind = cardKind(sib);
      if (kind) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    kinds.set(parent, counts);
  }
  return counts;
}

/** What makes siblings cards of one kind: their class, or being items of one list (a tile grid's `<li>`s). */
function cardKind(el: Element): string | null {
  return el.getAttribute('class') || (el.nodeName === 'LI' ? 'li' : null);
}

function isCardRow(row: Element, page: Place): boolean {
  const groups = new Map<string, Element[]>();
  for (const child of Array.from(row.children)) {
    const kind = cardKind(child);
    if (kind) (groups.get(kind) ?? groups.set(kind, []).get(kind)!).push(child);
  }
  const cards = [...groups.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  if (cards.length < MIN_CARDS || cards.length < 0.8 * row.children.length) return false;
  return cards.every((card) => {
    if (textLength(card) > MAX_CARD_CHARS) return false;
    if (!card.querySelector('img, picture, h2, h3, h4, h5, h6')) return false;
    return Array.from(card.querySelectorAll('a[href]')).some((a) => leavesPage(a.getAttribute('href')!, page));
  });
}

/** Text in paragraphs long enough to be prose, not teaser lines. */
function proseLength(article: Element): number {
  let n = 0;
  for (const p of Array.from(article.querySelectorAll('p'))) {
    const length = textLength(p);
    if (length >= 60) n += length;
  }
  return n;
}

function dropSiblingArticles(article: Element): void {
  const articles = Array.from(article.querySelectorAll('article')).filter((a) => !a.parentElement?.closest('article'));
  if (articles.length < 2) return;
  // Text of its own: a blog's "more posts" box can be one <article> holding the other posts.
  const lengths = articles.map(ownTextLength);
  const main = lengths.indexOf(Math.max(...lengths));
  if (isListingEntry(articles[main]!, articles)) return;
  for (const [i, a] of articles.entries()) {
    if (i !== main && !a.contains(articles[main]!) && lengths[i]! < MAX_SHARE * lengths[main]!) a.remove();
  }
}

/**
 * The longest article is one entry of a listing (a blog's or a news section's index page): it stands
 * among three or more articles of its own kind under the same parent, as the entries of an index do.
 * The entries are the page then, the longest no more its story than the others. A story's teasers are
 * set apart from it (another container, another kind of block).
 */
function isListingEntry(main: Element, articles: Element[]): boolean {
  const kind = firstClass(main);
  let same = 0;
  for (const a of articles) if (a.parentElement === main.parentElement && firstClass(a) === kind) same++;
  return same >= MIN_CARDS;
}

/** What the site calls a block of this kind: the first word of its class ("entry" of "entry hentry post-12"). */
function firstClass(el: Element): string {
  return (el.getAttribute('class') ?? '').trim().split(/\s+/)[0]!;
}

/** An article's text without the articles inside it. */
function ownTextLength(a: Element): number {
  let n = textLength(a);
  for (const inner of Array.from(a.querySelectorAll('article'))) if (inner.parentElement?.closest('article') === a) n -= textLength(inner);
  return n;
}

/** The page parsed once per call, not once per link: its URL to resolve links against, and where it is. */
interface Place {
  url: URL;
  path: string;
}

function placeOf(pageUrl: string): Place | null {
  try {
    const url = new URL(pageUrl);
    return { url, path: url.origin + url.pathname };
  } catch {
    return null;
  }
}

function leavesPage(href: string, page: Place): boolean {
  if (href.startsWith('#') || /^\s*javascript:/i.test(href)) return false;
  try {
    const a = new URL(href, page.url);
    return a.origin + a.pathname !== page.path;
  } catch {
    return false;
  }
}
