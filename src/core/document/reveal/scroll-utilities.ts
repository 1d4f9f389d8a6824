/**
 * Class names that say how an element scrolls, not what it is: utility CSS (Tailwind's `scroll-mt-20`,
 * `scroll-smooth`, `overflow-x-scroll`, `overscroll-contain`) and scrollbar styling (`hide-scrollbar`).
 * Readability reads "scroll" in a class as a news ticker's or a carousel's and weighs the element down:
 * a docs site that sets `scroll-mt-20` on every section heading (so an anchor link does not land under
 * its sticky bar) lost all its headings, and one with `overflow-x-scroll` on its code boxes lost its
 * code. Such names leave the class before Readability reads it. A carousel's own name (`cards-scroller`,
 * `scroll-gallery`, `horizontal-scroll`) stays, and Readability still judges it so.
 */
const SCROLL_UTILITY = /^(?:[\w-]+:)*_?(?:scroll-[mp][trblxyse]?-.+|scroll-(?:smooth|auto)|overflow(?:-[xy])?-scroll|overscroll(?:-[xy])?-\w+|(?:hide|no)-scrollbars?)$/;

/** What the rule looks at, for prepare-content's one walk of the page (with `mayNameScrolling`, its plain check). */
export const SCROLL_CLASS = '[class*="scroll"]';

export function mayNameScrolling(_el: Element, _name: string, cls: string): boolean {
  return cls.includes('scroll');
}

/** Takes the scrolling utilities out of the classes of `found`. */
export function dropScrollUtilities(found: readonly Element[]): void {
  for (const el of found) {
    const tokens = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
    const kept = tokens.filter((t) => !SCROLL_UTILITY.test(t));
    if (kept.length !== tokens.length) el.setAttribute('class', kept.join(' '));
  }
}
