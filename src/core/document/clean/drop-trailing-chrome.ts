import { textLength } from '../dom/block-text';

/**
 * What Readability takes along after the page's own `<article>` (or `<main>`) ends: the site's cookie
 * banner, its "Make us your homepage" steps, its footer. When that element holds the story — nearly
 * all of the extracted text — what follows it outside is the page around the story, not more of it,
 * as long as it is little (a site's chrome is a few lines; a second half of the story is not).
 */
/** The element holds at least this share of the extracted text. */
const MIN_ARTICLE_SHARE = 0.75;
/** What trails it is at most this share of the extracted text, and this long. */
const MAX_TRAILING_SHARE = 0.15;
const MAX_TRAILING_CHARS = 800;

export function dropTrailingChrome(root: Element): void {
  const main = root.querySelector('article, main');
  if (!main) return;
  const trailing: Element[] = [];
  for (let node: Element | null = main; node && node !== root; node = node.parentElement) {
    for (let next = node.nextElementSibling; next; next = next.nextElementSibling) trailing.push(next);
  }
  if (trailing.length === 0) return;
  const trailingLength = trailing.reduce((n, el) => n + textLength(el), 0);
  if (trailingLength === 0 || trailingLength > MAX_TRAILING_CHARS) return;
  const total = textLength(root);
  if (trailingLength > MAX_TRAILING_SHARE * total || textLength(main) < MIN_ARTICLE_SHARE * total) return;
  for (const el of trailing) el.remove();
}
