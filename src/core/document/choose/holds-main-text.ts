import { roughTextLength } from './clean-body';
import { articleStart, mainTextBlock, widenedToArticle } from './main-text-block';

/** How much main text (dom/main-text.ts) the chosen article holds, and the page it was chosen from. */
export interface MainTextShare {
  article: number;
  page: number;
}

/** The share of the page's main text a short article must hold to be kept instead of the whole body. */
const MAIN_TEXT_SHARE = 0.8;
/**
 * trafilatura compares its result with another's only below ten times its minimum size (`compare_extraction`:
 * `min_extracted_size * 10`, 2,500 characters): a longer article is trusted.
 */
const CHECKED_LENGTH = 2500;
/** trafilatura's comparison of two extractions (`_prefer_readability`): the other must be over twice as long. */
const MUCH_LONGER = 2;
/**
 * An article inside the block holding most of the page's main text is the densest part of it, and the
 * block adds the page's other prose (teasers, a sidebar's stories) as much as the article's missing
 * parts: it is read instead only when the article holds under this share of the page's main text (a
 * fragment: one post of a thread, a table beside the story). An article outside that block is none of
 * the page's content, whatever its share.
 */
const FRAGMENT_SHARE = 0.2;

/**
 * The check on our own result before a fallback for a short article: when Readability's article holds
 * nearly all of the page's main text by density (dom/main-text.ts: prose blocks, not links, menus or
 * landmarks), the rest of the page is the site's furniture and the whole body would only add it. A
 * short story in Chinese or Japanese (dense script, few characters) or a short notice beside the site's
 * link lists is such an article; a home page's teaser, among many other teasers' prose, is not.
 */
export function holdsMainText(share: MainTextShare): boolean {
  return share.article > 0 && share.article >= MAIN_TEXT_SHARE * share.page;
}

/**
 * The check on a short chosen article: when the block holding most of the page's main text
 * (main-text-block.ts) holds over twice the article's, that block is the content — as trafilatura's
 * fallback takes another extractor's result when it is much longer than its own (`external.py`,
 * `compare_extraction` and `_prefer_readability`). The two are compared by the prose each holds, not
 * by their length: a cookie notice or a post of a thread can be as long as a story (an article inside
 * the block must also be a fragment of it: FRAGMENT_SHARE). The block is
 * widened to the region holding the article too when both stand in one (widenedToArticle: a
 * question above its answers). Null when the article stands.
 */
export function denserBlock(share: MainTextShare, article: Element, articleLength: number, original: () => Document): Element | null {
  if (articleLength > CHECKED_LENGTH || share.page <= MUCH_LONGER * share.article) return null;
  const body = original().body;
  const found = body ? mainTextBlock(body) : null;
  if (!found || found.text <= MUCH_LONGER * share.article) return null;
  // …and, as there, only when the block's text is also over twice the article's: an article of short
  // items (a shop's product list, a release note's bullet points) holds little prose and is no fragment
  // of a block that is not much longer (its notes).
  if (roughTextLength(found.block) <= MUCH_LONGER * articleLength) return null;
  const at = articleStart(article, body);
  const inside = at === null || found.block.contains(at);
  if (inside && share.article >= FRAGMENT_SHARE * share.page) return null;
  return widenedToArticle(found.block, article, articleLength, body);
}
