/**
 * Stage 5 (after clean/, for Readability's article): the page's footnotes put back under the article
 * and tied to their markers, so a note the text cites is in the document and reads as its note.
 * Readability keeps the markers but often not the notes (they stand outside its container), and a
 * note's number and its way back to the text are laid out for the eye, not for reading.
 */
import { raiseBoldNoteLabels } from './bold-note-labels';
import { dropFootnoteBacklinks } from './drop-footnote-backlinks';
import { raiseGluedNoteMarks } from './glued-note-marks';
import { appendLabeledFootnotes } from './labeled-footnotes';
import { appendLinkedFootnotes } from './linked-footnotes';
import { joinNoteLabels } from './note-labels';
import type { StepTrace } from '../clean';

export { detachNotesBlocks, opensWithNotes } from './labeled-footnotes';

/**
 * In order, on the article (`root`) with the page it came from (`page`) and its addresses (`[url, base]`);
 * `trace` (diagnostics only) is told each step's name after it ran.
 */
export function gatherNotes(root: Element, page: Document, addresses: readonly string[], trace?: StepTrace): void {
  appendLinkedFootnotes(root, page, addresses); // notes the markers link to, from outside the article
  trace?.('appendLinkedFootnotes', root);
  appendLabeledFootnotes(root, page); // a "Footnotes" block after the article whose markers link nowhere
  trace?.('appendLabeledFootnotes', root);
  dropFootnoteBacklinks(root, addresses); // "^", "↩": the way back up is no text
  trace?.('dropFootnoteBacklinks', root);
  raiseGluedNoteMarks(root, addresses); // a marker styled small glued to the word: "centuries^1"
  trace?.('raiseGluedNoteMarks', root);
  joinNoteLabels(root, addresses); // a note's number set apart from its note joins it
  trace?.('joinNoteLabels', root);
  raiseBoldNoteLabels(root); // hand-numbered bold notes after a rule, cited by a bare <sup>
  trace?.('raiseBoldNoteLabels', root);
}
