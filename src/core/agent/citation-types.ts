import type { CitationCheck } from '../citation-check/check';
import type { Passage } from './citation-passage';

/** A resolved line citation `【cursor†La-Lb】` in an answer. */
export interface Citation {
  /** The exact text of the marker in the answer, e.g. `【3†L10-L15】`. */
  marker: string;
  /** Character offset of the marker in the answer. */
  index: number;
  cursor: number;
  startLine: number;
  endLine: number;
  url: string;
  title: string;
  host: string;
  /** The cited lines' text, as the model saw them. */
  lines: string[];
  /** The sentence(s) around the cited lines and a line of context, for the preview (absent on older citations). */
  passage?: Passage;
  /** The PDF page the first cited line is on (a paged PDF only): chips say "p. 8 · L39". */
  page?: number;
  /** `#:~:text=` fragment that lands on the passage in the real page. */
  fragment: string;
  /**
   * The sentence's numbers, dates and quotes checked against the cited lines. Absent on citations
   * stored before the check existed.
   */
  check?: CitationCheck;
}
