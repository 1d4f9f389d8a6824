import { prepareContent } from '../reveal/prepare-content';
import { revealHidden } from '../reveal/reveal-hidden';
import { dropPageLandmarks } from './page-landmarks';

/**
 * The whole page, cleaned, for when Readability finds no article (home pages, app shells, search
 * pages). Works on a copy (the caller's DOM is the live tab in the content script), or on a page parsed
 * again for it.
 */
const NOISE = 'script, style, noscript, template, iframe, object, embed, svg, canvas, dialog, [hidden], [aria-hidden="true"]';
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;

/**
 * The part of the page read whole: its body, or its main region when asked and it has one (without the
 * site's header, menus and footer).
 */
export function pagePart(dom: Document, opts: { mainRegion?: boolean } = {}): Element | null {
  const main = opts.mainRegion ? mainRegion(dom) : null;
  return main ?? dom.body ?? dom.documentElement;
}

/** A copy of one part of the page (its body, its main region, the block holding its main text), cleaned as above. */
export function cleanClone(el: Element): Element {
  return cleaned(el.cloneNode(true) as Element);
}

/**
 * One part of a page nobody else reads (parsed again for this), taken out of it and cleaned as above:
 * no copy, which costs as much as parsing in Node DOMs.
 */
export function cleanTaken(el: Element): Element {
  // Out of its page, as a copy would be: no rule reads past the part it was given.
  el.remove();
  return cleaned(el);
}

function cleaned(el: Element): Element {
  revealHidden(el);
  prepareContent(el);
  for (const e of Array.from(el.querySelectorAll(NOISE))) e.remove();
  for (const e of Array.from(el.querySelectorAll('[style]'))) {
    if (HIDDEN_STYLE.test(e.getAttribute('style') ?? '')) e.remove();
  }
  // The page's sidebars and footer inside the part (page-landmarks.ts): Readability drops them from its
  // article. After what is hidden is gone: the rest of the part they are weighed against is what shows.
  dropPageLandmarks(el);
  return el;
}

/** The page's main region: `<main>` or `[role=main]`, else its one `<article>`. */
export function mainRegion(dom: Document): Element | null {
  const main = dom.querySelector('main, [role="main"]');
  if (main) return main;
  const articles = dom.querySelectorAll('article');
  return articles.length === 1 ? articles[0]! : null;
}

/** Visible-ish text length of a page, for judging whether Readability kept enough of it. */
export function roughTextLength(el: Element | null): number {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').length;
}
