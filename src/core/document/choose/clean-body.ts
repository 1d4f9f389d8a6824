import { prepareContent } from '../reveal/prepare-content';
import { revealHidden } from '../reveal/reveal-hidden';

/**
 * The whole page, cleaned, for when Readability finds no article (home pages, app shells, search
 * pages). Works on a clone: the caller's DOM is the live tab in the content script.
 */
const NOISE = 'script, style, noscript, template, iframe, object, embed, svg, canvas, dialog, [hidden], [aria-hidden="true"]';
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;

export function cleanBodyClone(dom: Document, opts: { mainRegion?: boolean } = {}): Element | null {
  // The page's main region, when asked and it has one: without the site's header, menus and footer.
  const main = opts.mainRegion ? mainRegion(dom) : null;
  const body = main ?? dom.body ?? dom.documentElement;
  return body ? cleanClone(body) : null;
}

/** A copy of one part of the page (its body, its main region, the block holding its main text), cleaned as above. */
export function cleanClone(el: Element): Element {
  const clone = el.cloneNode(true) as Element;
  revealHidden(clone);
  prepareContent(clone);
  for (const e of Array.from(clone.querySelectorAll(NOISE))) e.remove();
  for (const e of Array.from(clone.querySelectorAll('[style]'))) {
    if (HIDDEN_STYLE.test(e.getAttribute('style') ?? '')) e.remove();
  }
  return clone;
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
