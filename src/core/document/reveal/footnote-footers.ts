/**
 * Footnotes in a block named for the foot of the page (Wikidot, which hosts the SCP wiki and many
 * others: `<div class="footnotes-footer">` around `<div class="footnote-footer" id="footnote-1">`).
 * Readability takes "footer" in a class for the site's footer and strips the block before scoring, so
 * every note the text's markers point at was lost. In the class of an element that also says
 * "footnote", the word is read as the notes' end ("footnotes-end"), so Readability judges them as text.
 */
const FOOTER = /footer/gi;

/** What prepare-content's one walk of the page collects for the rule (with `namesFootnoteFooter`, its plain check). */
export const FOOTNOTE_FOOTER = '[class*="footnote" i][class*="footer" i]';

export function namesFootnoteFooter(_el: Element, _name: string, cls: string): boolean {
  if (cls.length < 14) return false;
  const lower = cls.toLowerCase();
  return lower.includes('footnote') && lower.includes('footer');
}

export function keepFootnoteFooters(found: readonly Element[]): void {
  for (const el of found) el.setAttribute('class', el.getAttribute('class')!.replace(FOOTER, 'end'));
}
