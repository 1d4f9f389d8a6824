import { roughTextLength } from './clean-body';

/**
 * The share of Readability's article the clean stage must leave for the article to stand. Cleaning
 * drops what is not the article (clean/: a promo bar, a card list, a site's notices); when it drops
 * nearly all of it, Readability chose the site's furniture, and the article was elsewhere or the page
 * is a listing of items. trafilatura checks its own result the same way after its cleaning, and falls
 * back when too little is left (`core.py`, `extract_content` then `compare_extraction` against its
 * baseline when the result is under `min_extracted_size`).
 */
const KEPT_SHARE = 0.1;

/**
 * The check on our own result after cleaning: the cleaned article keeps under a tenth of the text
 * Readability chose. The caller then reads the page's main region (or its body) instead, so a page
 * never keeps none of its text because its chosen block was all boilerplate.
 */
export function cleanedAway(articleLength: number, cleaned: Element): boolean {
  return articleLength > 0 && roughTextLength(cleaned) < KEPT_SHARE * articleLength;
}
