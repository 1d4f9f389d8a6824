/**
 * Footnotes in LaTeXML's HTML (arXiv's HTML papers, other LaTeX-to-HTML sites): each note sits where
 * it is marked, as `<span class="ltx_note"><sup class="ltx_note_mark">2</sup><span
 * class="ltx_note_outer"><span class="ltx_note_content"><sup class="ltx_note_mark">2</sup><span
 * class="ltx_note_type">footnote: </span>The note.</span></span></span>`, shown beside the text by
 * the site's stylesheet. Read as text it is "Rafailov22footnotemark: 2": the copy of the mark and the
 * type label go, a note with text is kept in brackets, and a bare `\footnotemark` (no text) goes whole.
 */
export const LATEXML_NOTE = '.ltx_note_outer';

export function tidyLatexmlNotes(outers: readonly Element[]): void {
  const doc = outers[0]?.ownerDocument;
  if (!doc) return;
  for (const outer of outers) {
    for (const label of Array.from(outer.querySelectorAll('.ltx_note_mark, .ltx_note_type, .ltx_tag_note'))) label.remove();
    if (!(outer.textContent ?? '').trim()) {
      outer.remove();
      continue;
    }
    outer.before(doc.createTextNode(' ['));
    outer.after(doc.createTextNode(']'));
  }
}
