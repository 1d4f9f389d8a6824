import { HEADING_TAGS } from '../dom/block-text';
import { firstText, followingText, noteLeadIn } from './lead-ins';

/**
 * The headings above a page laid out in a table: an old site, a cheat sheet, an online book puts its
 * heading, subtitle and "Dr. A. Researcher, March 2015" above the `<table>` that holds the rest.
 * Readability takes the table for the article and leaves the headings out (a heading scores nothing,
 * and it is no sibling worth keeping to it), though a reader sees them first. Each heading whose
 * following text is the first text of a table after it is noted, with the headings right before it,
 * to go back before that text's block (lead-ins.ts). Only above tables: Readability's own test pages
 * drop the headings between plain divs, and its expected output is what the corpus guards.
 */

/** What prepare-content's one walk of the page collects for the rule (with `isHeading`, its plain check). */
export const HEADING = 'h1, h2, h3, h4, h5, h6';

export function isHeading(_el: Element, name: string): boolean {
  return name.length === 2 && HEADING_TAGS.has(name);
}

/** Notes the headings above a table, before Readability moves anything (prepare-content's rule). */
export function noteTablePageHeadings(headings: readonly Element[], root: Element): void {
  for (const h of headings) {
    const text = followingText(h);
    if (!text || !firstTextOfTable(text, h)) continue;
    const lead = [h];
    for (let prev = previousHeading(h); prev && lead.length < 3; prev = previousHeading(prev)) lead.unshift(prev);
    noteLeadIn(root, [text], lead);
  }
}

/** `text` is the first text of a table that does not hold `heading`. */
function firstTextOfTable(text: Node, heading: Element): boolean {
  for (let e = text.parentNode as Element | null; e && e.nodeType === 1; e = e.parentNode as Element | null) {
    if (e.nodeName.toUpperCase() === 'TABLE') return !e.contains(heading) && firstText(e) === text;
    if (HEADING_TAGS.has(e.nodeName.toUpperCase())) return false;
  }
  return false;
}

/** The heading right before `h` (its previous element sibling), with no text between them. */
function previousHeading(h: Element): Element | null {
  const prev = h.previousElementSibling;
  if (!prev || !HEADING_TAGS.has(prev.nodeName.toUpperCase())) return null;
  for (let n = h.previousSibling; n && n !== prev; n = n.previousSibling) if (/\S/.test(n.textContent ?? '')) return null;
  return prev;
}
