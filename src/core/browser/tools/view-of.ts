import { renderView } from '../../document/views/view';
import type { CursorEntry } from '../browser-session';

/** The text the model reads for a cursor: the document's view from the entry's start line. */
export function viewOf(entry: CursorEntry, cursor: number, maxWords: number): { text: string; first: number; last: number; total: number } {
  return renderView(entry.doc, { cursor, startLine: entry.startLine, maxWords, ...(entry.title ? { title: entry.title } : {}) });
}
