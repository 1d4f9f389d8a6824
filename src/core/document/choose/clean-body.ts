import { prepareContent } from '../reveal/prepare-content';
import { revealHidden } from '../reveal/reveal-hidden';

/**
 * The whole page, cleaned, for when Readability finds no article (home pages, app shells, search
 * pages). Works on a clone: the caller's DOM is the live tab in the content script.
 */
const NOISE = 'script, style, noscript, template, iframe, object, embed, svg, canvas, dialog, [hidden], [aria-hidden="true"]';
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;

/**
 * `owned`: `dom` is a copy of the page nobody else reads (parsed again for this): its body or region is
 * taken out of it and cleaned there, not copied first (copying costs as much as parsing in Node DOMs).
 */
export function cleanBodyClone(dom: Document, opts: { mainRegion?: boolean; owned?: boolean } = {}): Element | null {
  // The page's main region, when asked and it has one: without the site's header, menus and footer.
  const main = opts.mainRegion ? mainRegion(dom) : null;
  const body = main ?? dom.body ?? dom.documentElement;
  if (!body) return null;
  return opts.owned ? cleanTaken(body) : cleanClone(body);
}

/** A copy of one part of the page (its body, its main region, the block holding its main text), cleaned as above. */
export function cleanClone(el: Element): Element {
  return cleaned(el.cloneNode(true) as Element);
}

/** One part of a page nobody else reads, taken out of it and cleaned as above: no copy. */
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
