import { inQuoteTableOrCode, linkTextLength } from '../dom/block-text';
import { blocksFromEnd } from '../dom/end-blocks';
import { isOtherPageOfSite, isPageOfSite, parseUrl } from '../dom/same-site';

/**
 * The rows of other posts a blog sets right under the story ("Maybe there's a pattern here? · science
 * AI", one row per post: its title linked, perhaps its tags): the site's reading list, not the story.
 * Only a run of such rows that is the article's very end and comes straight after the story's prose
 * goes. Rows under a heading ("See also", "Related posts") are a section the page titled and stay, as
 * do rows after a sentence that introduces them ("Earlier posts on this:"), links to other sites
 * (sources), and rows with words of their own beside the links.
 */
const MIN_ROWS = 2;
/** A longer run is an index of the site (an archive page), not a trailer. */
const MAX_ROWS = 12;
const MAX_ROW_CHARS = 200;
/** Nearly all of a row is its links: separators ("·", "|") and spaces may stand between them. */
const LINK_SHARE = 0.85;
/** A post's title has words; a lone "Next" or "Home" link is navigation another rule reads. */
const MIN_TITLE_WORDS = 2;
/** The block above the run is prose: this long and mostly not links. */
const PROSE_CHARS = 80;
const BLOCK_TAGS: ReadonlySet<string> = new Set(['P', 'DIV', 'LI', 'SECTION']);

export function dropTrailingPostLinks(article: Element, pageUrl: string): void {
  const page = parseUrl(pageUrl);
  if (!page) return;
  const rows: Element[] = [];
  for (const { el, length } of blocksFromEnd(article)) {
    if (rows.length < MAX_ROWS && isPostRow(el, length, page)) {
      rows.push(el);
      continue;
    }
    if (rows.length >= MIN_ROWS && isClosingProse(el, length)) for (const row of rows) row.remove();
    return;
  }
}

function isPostRow(el: Element, length: number, page: URL): boolean {
  if (!BLOCK_TAGS.has(el.nodeName.toUpperCase()) || length === 0 || length > MAX_ROW_CHARS || inQuoteTableOrCode(el)) return false;
  const links = el.getElementsByTagName('a');
  if (links.length === 0 || linkTextLength(el) < LINK_SHARE * length) return false;
  const title = links[0]!;
  const titleHref = title.getAttribute('href');
  if (titleHref === null || !isOtherPageOfSite(titleHref, page)) return false;
  if ((title.textContent ?? '').trim().split(/\s+/).length < MIN_TITLE_WORDS) return false;
  // The rest are the post's tags or author: pages of the site too.
  return Array.from(links).every((a) => isPageOfSite(a.getAttribute('href') ?? '', page));
}

function isClosingProse(el: Element, length: number): boolean {
  const name = el.nodeName.toUpperCase();
  if (name !== 'P' && name !== 'DIV') return false;
  if (length < PROSE_CHARS || linkTextLength(el) > 0.5 * length) return false;
  return !/:\s*$/.test(el.textContent ?? '');
}
