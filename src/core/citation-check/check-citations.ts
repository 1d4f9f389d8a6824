import { checkSentence, type CitationCheck } from './check';
import { evidenceOf } from './evidence';
import type { DecimalMark } from './numbers';
import { sentenceBefore } from './sentence';

/** Lines before and after the cited range that still count: models often cite a line or two off. */
const NEARBY_LINES = 3;

export interface CitedRange {
  marker: string;
  /** Offset of the marker in the answer. */
  index: number;
  startLine: number;
  endLine: number;
  /** Every line of the cited document. */
  docLines: readonly string[];
}

function windowOf(c: CitedRange): readonly string[] {
  return c.docLines.slice(Math.max(0, c.startLine - 1 - NEARBY_LINES), Math.min(c.docLines.length, c.endLine + NEARBY_LINES));
}

/** Two markers back one sentence together when nothing but spaces, commas or semicolons is between them. */
export function sideBySide(answer: string, a: { index: number; marker: string }, b: { index: number }): boolean {
  return /^[\s,;]*$/.test(answer.slice(a.index + a.marker.length, b.index));
}

/**
 * Checks each citation of an answer against the lines it cites. Markers side by side (`…【1†L2】【4†L9】`)
 * back one sentence together: a claim found in any of their lines is supported, and a claim found in none
 * marks them all. Citations must be in answer order. `sentenceFrom`: where the first one's sentence may
 * start at the earliest (the end of the marker before it, when checking the rest of a streaming answer).
 * `decimal`: the mark the answer writes decimals with ("7,4 Minuten" in German).
 */
export function checkCitations(answer: string, cited: readonly CitedRange[], sentenceFrom = 0, decimal: DecimalMark = '.'): CitationCheck[] {
  const out: CitationCheck[] = [];
  for (let i = 0; i < cited.length; ) {
    let j = i + 1;
    while (j < cited.length && sideBySide(answer, cited[j - 1]!, cited[j]!)) j++;
    const group = cited.slice(i, j);
    const sentence = sentenceBefore(answer, sentenceFrom, group[0]!.index);
    const check = checkSentence(sentence, evidenceOf(group.flatMap(windowOf)), decimal);
    for (let k = i; k < j; k++) out.push(check);
    const last = group[group.length - 1]!;
    sentenceFrom = last.index + last.marker.length;
    i = j;
  }
  return out;
}
