import { cleanArticle } from '../clean';
import { CollapsedLength } from '../dom/block-text';
import { mainRegion } from './clean-body';
import { isRestoredLeadIn } from '../reveal/lead-ins';

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

/**
 * The main region, cleaned, holds over this many times the cleaned article: the article was one section
 * of it. Dev half: 1.15–1.4 all scored above 1.5 (more of product and docs pages' sections); below 1.4
 * a page of the Defuddle suite with an empty paragraph, and one with a list of sidenotes, were read by
 * their whole region.
 */
export const WIDER = 1.4;

/**
 * The raw main region's own text (outside links), read before Readability consumes the page; 0 when
 * the page has none. Cleaning takes text away (all but a little: a formula written as TeX, a date
 * spelled out), so a region not well over the article even now is not copied, cleaned and compared (a
 * second parse where the DOM was handed over): this left every document of every corpus as it was.
 */
export function mainRegionOwnText(dom: Document): number {
  const region = mainRegion(dom);
  return region ? ownText(region) : 0;
}

/**
 * Text outside links: what the region adds must be the page's words, not lists of links to other pages.
 * Nor scripts and styles, never text for a reader and often most of a raw region's text (the cleaning
 * drops them). Nor a lead-in put back above the article from outside it (reveal/lead-ins.ts): the
 * comparison asks whether Readability's own block was one section of the region. One measure for the raw
 * region, the cleaned one and the article.
 */
function ownText(el: Element): number {
  const count = new CollapsedLength();
  addOwnText(el, count);
  return count.length;
}

const CODE_TAGS: ReadonlySet<string> = new Set(['script', 'style']);

/** Counted as it comes (dom/block-text.ts), without building the text. */
function addOwnText(el: Element, count: CollapsedLength): void {
  for (let node = el.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === TEXT_NODE) count.add(node.nodeValue ?? '');
    else if (node.nodeType === ELEMENT_NODE) {
      const name = (node as Element).localName.toLowerCase();
      if (name !== 'a' && !CODE_TAGS.has(name) && !isRestoredLeadIn(node as Element)) addOwnText(node as Element, count);
    }
  }
}

/** Node.ELEMENT_NODE and TEXT_NODE, without the global Node (src/core runs in workers and Node). */
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/**
 * The page's main region, cleaned, when it holds well over the cleaned article (`article`, after the
 * clean stage) on a page that is no article; else null. `regionOwnText` (mainRegionOwnText) spares the
 * copy and the cleaning when even the raw region does not hold that much more.
 */
export function widerRegion(article: Element, regionOwnText: number, cleanedRegion: () => Element | null, context: { url: string; base: string }): Element | null {
  const articleOwnText = ownText(article);
  if (regionOwnText <= WIDER * articleOwnText) return null;
  const region = cleanedRegion();
  if (!region) return null;
  cleanArticle(region, context);
  return ownText(region) > WIDER * articleOwnText ? region : null;
}
