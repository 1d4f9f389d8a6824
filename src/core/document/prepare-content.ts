import { DEFINITION_GROUP, unwrapDefinitionGroups } from './definition-groups';
import { FOOTNOTE_PARTS, showHiddenFootnotes } from './hidden-footnotes';
import { LATEXML_NOTE, tidyLatexmlNotes } from './latexml-notes';
import { MATH, mathToTex } from './math-to-tex';
import { dateRelativeTimes, TIME_WITH_DATE } from './relative-times';
import { joinSplitSections, SECTION } from './split-sections';

/**
 * Rewrites that make a page read as a person sees it, before Readability judges it: formulas as TeX,
 * definition groups unwrapped, relative times dated, footnotes shown on hover shown, LaTeXML notes tidied, split sections
 * joined. One walk of the page finds what every rule
 * needs (a walk of a large page costs as much as a rule's work), then each rule takes its share.
 */
const RULES: { selector: string; apply: (found: Element[], root: Element) => void }[] = [
  { selector: DEFINITION_GROUP, apply: unwrapDefinitionGroups },
  { selector: TIME_WITH_DATE, apply: dateRelativeTimes },
  { selector: MATH, apply: mathToTex },
  { selector: FOOTNOTE_PARTS, apply: showHiddenFootnotes },
  { selector: LATEXML_NOTE, apply: tidyLatexmlNotes },
  { selector: SECTION, apply: joinSplitSections },
];
const ALL = RULES.map((r) => r.selector).join(', ');

/** In place under `root` (a page's body, or our copy of it). */
export function prepareContent(root: Element): void {
  const found = Array.from(root.querySelectorAll(ALL));
  if (found.length === 0) return;
  for (const rule of RULES) {
    const mine = found.filter((el) => el.matches(rule.selector));
    if (mine.length > 0) rule.apply(mine, root);
  }
}
