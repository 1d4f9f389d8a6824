import { cleanArticle } from '../clean';
import { cleanBodyClone, mainRegion, roughTextLength } from './clean-body';

/**
 * A page that does not say it is an article (metadata/declares-article.ts) — a product page, a
 * company's landing page, a documentation index, a forum page — spreads its content over the sections of
 * its main region: a hero, feature cards, a description, specifications, testimonials. Readability keeps
 * the one block that scores best, a fraction of it. When the main region, cleaned by the same rules as
 * an article, keeps well over what Readability's cleaned article keeps, the region is the page's content.
 * trafilatura makes the same comparison the other way round: it checks its result against a wider
 * baseline and takes the baseline when its own is much shorter (`core.py`, `compare_extraction`).
 * An article page keeps Readability's choice: around a story, the rest of the region is other stories.
 */

/** The main region, cleaned, holds over this many times the cleaned article: the article was one section of it. */
const WIDER = 1.5;

/** The raw main region's text length, read before Readability consumes the page; 0 when the page has none. */
export function mainRegionLength(dom: Document): number {
  return roughTextLength(mainRegion(dom));
}

/**
 * The page's main region, cleaned, when it holds well over the cleaned article (`article`, after the
 * clean stage) on a page that is no article; else null. `regionLength` (mainRegionLength) spares the
 * copy and the cleaning when even the raw region is not that much longer.
 */
export function widerRegion(article: Element, regionLength: number, original: () => Document, context: { url: string; base: string }): Element | null {
  const articleLength = roughTextLength(article);
  if (regionLength <= WIDER * articleLength) return null;
  const region = cleanBodyClone(original(), { mainRegion: true });
  if (!region) return null;
  cleanArticle(region, context);
  return ownText(region) > WIDER * ownText(article) ? region : null;
}

/** Text outside links: what the region adds must be the page's words, not lists of links to other pages. */
function ownText(el: Element): number {
  let links = 0;
  for (const a of Array.from(el.querySelectorAll('a'))) links += roughTextLength(a);
  return roughTextLength(el) - links;
}
