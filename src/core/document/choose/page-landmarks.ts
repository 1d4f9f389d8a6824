import { linkTextLength, textLength } from '../dom/block-text';

/**
 * What a page itself marks as beside its content or below it, dropped when a part of the page is read
 * whole (the fallback, the wider region), as Readability drops them from its article (`_clean(…, "aside")`,
 * `_clean(…, "footer")`, and `complementary` among its unlikely roles); a part read whole has not been
 * through that.
 *
 * - Its sidebars: `<aside>` ("tangentially related to the content around it", in HTML's words) and ARIA's
 *   `role="complementary"`. On forum, Q&A, shop and company pages they hold the site's widgets inside its
 *   main region: "Recent replies", "Similar questions", a login box, offers, a column of menus. One kind
 *   stays: an aside of words set in the flow of the text beside a paragraph, a sidenote or a footnote
 *   (`<div><p>…<sup>1</sup></p></div><aside><ol start=1>…`).
 * - Its footer: `<footer>` and `role="contentinfo"` outside any `<article>`: the site's address, social
 *   links, legal lines. An article's own footer (its author, its tags, its notes) is the clean stage's to judge.
 *
 * Only beside content: when the rest of the part holds less than half as much text as they do, they are the
 * page's content (a home page listing its categories in an aside), and all stay.
 */
const SIDEBAR = 'aside, [role="complementary"]';
const FOOTER = 'footer, [role="contentinfo"]';
/** A sidenote is words, not links: a block more than this share links is a widget (offers, other posts). */
const MAX_NOTE_LINK_SHARE = 0.5;
/** Prose beside the aside, outside links: the aside is set in the text, not in a column of widgets. */
const MIN_BESIDE_PROSE = 20;
/**
 * The rest of the part holds at least this share of the landmarks' text, or they are its content. Dev half:
 * 0.25 and 0.5 gave the same figures; 1 kept the footer of a shop page whose own text is shorter than it.
 * The more cautious of the two.
 */
const MIN_REST_SHARE = 0.5;

export function dropPageLandmarks(part: Element): void {
  const landmarks = [
    ...Array.from(part.querySelectorAll(FOOTER)).filter((footer) => !footer.closest('article')),
    ...Array.from(part.querySelectorAll(SIDEBAR)).filter((aside) => !isSidenote(aside)),
  ].filter((el, _, all) => !all.some((other) => other !== el && other.contains(el)));
  // Nothing to weigh: the part's text is not walked for it.
  if (landmarks.length === 0) return;
  const landmarksLength = landmarks.reduce((sum, el) => sum + textLength(el), 0);
  // Beside the content means there is content beside them: a page whose text is nearly all in its aside (a
  // shop's home page that lists its categories there) keeps it.
  if (textLength(part) - landmarksLength < MIN_REST_SHARE * landmarksLength) return;
  for (const el of landmarks) el.remove();
}

function isSidenote(aside: Element): boolean {
  const length = textLength(aside);
  if (length === 0 || linkTextLength(aside) > MAX_NOTE_LINK_SHARE * length) return false;
  for (const sibling of [aside.previousElementSibling, aside.nextElementSibling]) {
    if (sibling && !sibling.matches(SIDEBAR) && textLength(sibling) - linkTextLength(sibling) >= MIN_BESIDE_PROSE) return true;
  }
  return false;
}
