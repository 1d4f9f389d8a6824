import { inQuoteTableOrCode, linkTextLength, shortText } from '../dom/block-text';
import { blocksFromEnd } from '../dom/end-blocks';

/**
 * The backlinks a notes site (Obsidian Publish, Quartz, a wiki) lists under each page: "Links to this
 * page" and the titles of the pages that link here. The site builds that list from its other pages; it
 * is an index of the site, not the page's text. Only the label with nothing but links under it, at the
 * article's very end, goes: a sentence under it, or a label the list does not end the article with, stays.
 */
const LABEL = /^(?:links to this (?:page|note)|backlinks|linked references|pages? (?:that )?link(?:s|ing)? (?:to this page|here)|what links here)\s*:?$/i;
const MAX_LABEL_CHARS = 40;
const MAX_ROWS = 30;
const MAX_ROW_CHARS = 200;
/** Nearly all of a row is its links: a count or a separator may stand beside them. */
const LINK_SHARE = 0.85;

export function dropBacklinks(article: Element): void {
  const rows: Element[] = [];
  for (const { el, length } of blocksFromEnd(article)) {
    if (rows.length < MAX_ROWS && isLinkRow(el, length)) {
      rows.push(el);
      continue;
    }
    if (rows.length === 0 || length > MAX_LABEL_CHARS) return;
    const label = shortText(el, MAX_LABEL_CHARS);
    if (label === null || !LABEL.test(label)) return;
    for (const row of rows) row.remove();
    el.remove();
    return;
  }
}

function isLinkRow(el: Element, length: number): boolean {
  if (length > MAX_ROW_CHARS || inQuoteTableOrCode(el) || !el.querySelector('a[href]')) return false;
  return linkTextLength(el) >= LINK_SHARE * length;
}
