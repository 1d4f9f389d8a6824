/**
 * Section headings whose class or id says "header" (`<h2 class="longform-header-two">`, as X articles
 * and other rich-text editors name them; "section-header", "block-header"): Readability takes "header"
 * in a class for the site's header and strips the element before scoring, so every section heading of
 * such an article was lost. The word is read as "heading" in the names of h2–h6 inside the page's
 * content (not inside its `<header>`, `<nav>` or `<footer>`), so Readability judges them as headings.
 * h1 is left alone: a page's header often holds its title, and the view shows the title anyway.
 */
const HEADER = /header/i;
/** What the rule looks at, for prepare-content's one walk of the page (with `namesHeader`, its plain check). */
export const SECTION_HEADING = ['h2', 'h3', 'h4', 'h5', 'h6'].map((h) => `${h}[class*="header" i], ${h}[id*="header" i]`).join(', ');

export function namesHeader(el: Element, name: string, cls: string): boolean {
  // Asked of every element of the page: the tag name first, attributes only for h2–h6.
  if (name.length !== 2 || name[0] !== 'H' || name[1]! < '2' || name[1]! > '6') return false;
  return HEADER.test(cls) || HEADER.test(el.getAttribute('id') ?? '');
}

/** Renames "header" to "heading" in the names of `found` (h2–h6 named so), outside the page's header. */
export function keepSectionHeadings(found: readonly Element[]): void {
  for (const h of found) {
    if (h.closest('header, nav, footer, [role="banner"], [role="navigation"]')) continue;
    for (const name of ['class', 'id']) {
      const value = h.getAttribute(name);
      if (value && HEADER.test(value)) h.setAttribute(name, value.replace(/header/gi, 'heading'));
    }
  }
}
