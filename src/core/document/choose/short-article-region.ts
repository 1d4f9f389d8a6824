import { collapsedText, textLength } from '../dom/block-text';
import { mainRegion } from './clean-body';

/**
 * A page whose content is a few short posts in a row (a conversation with a chat assistant, a post and
 * its replies): Readability scores each post apart, takes the longest and drops the others, the
 * question before an answer or the post a reply answers. Its article is then short, under its own
 * threshold for one, while the page's main region (`<main>`, its one `<article>`) holds more, and the
 * post it took stands in the region beside others of its kind: boxes of the same tag and the same
 * attribute names (`data-testid`, `data-message-author-role`), each holding text. The region is read
 * instead. A short story beside the site's menus and link lists, which are no posts like it, stays
 * Readability's.
 */
/** Readability's own `charThreshold`: a shorter article is its last resort. */
export const SHORT_CHARS = 500;
/** The region holds this many times the article's text. */
const RATIO = 1.25;
/** A text this long in the article is found again in the page. */
const MIN_KEY_CHARS = 15;
export const POST_TAGS: ReadonlySet<string> = new Set(['DIV', 'ARTICLE', 'SECTION', 'LI']);
/** The box around the post Readability took holds this share of its text at least. */
const WHOLE = 0.9;

export function shortInItsRegion(article: Element, articleLength: number, original: () => Document): boolean {
  if (articleLength >= SHORT_CHARS) return false;
  if (!firstKeyText(article)) return false;
  const region = mainRegion(original());
  if (!region || textLength(region) <= RATIO * articleLength) return false;
  return postAmongOthers(article, articleLength, region) !== null;
}

/** The box of the post Readability took (found by its first text), when it stands in `region` beside others of its kind. */
export function postAmongOthers(article: Element, articleLength: number, region: Element): Element | null {
  const key = firstKeyText(article);
  if (!key) return null;
  const found = findText(region, key);
  if (!found) return null;
  let box: Element | null = found;
  while (box && box !== region && textLength(box) < WHOLE * articleLength) box = box.parentElement;
  for (; box && box !== region; box = box.parentElement) if (hasPostsBeside(box)) return box;
  return null;
}

/** The same kind of box as `box`, with text, before or after it among its siblings. */
function hasPostsBeside(box: Element): boolean {
  const kind = signature(box);
  if (kind === null) return false;
  for (const sibling of Array.from(box.parentElement?.children ?? [])) {
    if (sibling !== box && signature(sibling) === kind && textLength(sibling) > 0) return true;
  }
  return false;
}

/**
 * A box's tag and attributes, numbers left out of their values (`conversation-turn-2`, `post-1234`);
 * null for a box without any (a bare paragraph's div). Ids and styles are each box's own.
 */
export function signature(el: Element): string | null {
  const name = el.nodeName.toUpperCase();
  if (!POST_TAGS.has(name)) return null;
  const attrs = Array.from(el.attributes)
    .filter((a) => a.name !== 'id' && a.name !== 'style')
    .map((a) => `${a.name}=${a.value.replace(/\d+/g, '')}`)
    .sort();
  return attrs.length === 0 ? null : `${name} ${attrs.join(' ')}`;
}

/** The article's first text long enough to be found again in the page. */
export function firstKeyText(el: Element): string | null {
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3) {
      const text = collapsedText(c.nodeValue);
      if (text.length >= MIN_KEY_CHARS) return text;
    } else if (c.nodeType === 1) {
      const t = firstKeyText(c as Element);
      if (t) return t;
    }
  }
  return null;
}

/** The element whose own text is `key`. */
export function findText(el: Element, key: string): Element | null {
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3) {
      if (collapsedText(c.nodeValue) === key) return el;
    } else if (c.nodeType === 1) {
      const found = findText(c as Element, key);
      if (found) return found;
    }
  }
  return null;
}
