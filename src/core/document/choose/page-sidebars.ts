import { linkTextLength, textLength } from '../dom/block-text';

/**
 * A page's sidebars, when a part of it is read whole (the fallback, the wider region): the blocks the page
 * itself marks as beside its content, `<aside>` and `role="complementary"` (HTML's "tangentially related
 * to the content around it"; ARIA's landmark "complementary to the main content"). On forum, Q&A, shop and
 * company pages they hold the site's widgets inside its main region: "Recent comments", "Similar questions",
 * a login box, offers, a column of menus. Readability drops both from its article (`_clean(…, "aside")`,
 * and `complementary` among its unlikely roles); a part read whole has not been through that.
 *
 * One kind stays: an aside inside the flow of the text that is not a list of links, a sidenote or a
 * footnote set beside its paragraph (`<div><p>…<sup>1</sup></p></div><aside><ol start=1>…`).
 */
const SIDEBAR = 'aside, [role="complementary"]';
/** A sidenote is words, not links: a block more than this share links is a widget (offers, other posts). */
const MAX_NOTE_LINK_SHARE = 0.5;
/** Prose beside the aside, outside links: the aside is set in the text, not in a column of widgets. */
const MIN_BESIDE_PROSE = 20;

export function dropPageSidebars(part: Element): void {
  for (const aside of Array.from(part.querySelectorAll(SIDEBAR))) {
    if (part.contains(aside) && !isSidenote(aside)) aside.remove();
  }
}

function isSidenote(aside: Element): boolean {
  const length = textLength(aside);
  if (length === 0 || linkTextLength(aside) > MAX_NOTE_LINK_SHARE * length) return false;
  for (const sibling of [aside.previousElementSibling, aside.nextElementSibling]) {
    if (sibling && !sibling.matches(SIDEBAR) && textLength(sibling) - linkTextLength(sibling) >= MIN_BESIDE_PROSE) return true;
  }
  return false;
}
