import { checkSentence, type CitationCheck } from './check';
import { evidenceOf } from './evidence';
import { sentenceBefore } from './sentence';

/** Lines before and after the cited range that still count: models often cite a line or two off. */
export const NEARBY_LINES = 3;

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

/**
 * Checks each citation of an answer against the lines it cites. Markers side by side (`…【1†L2】【4†L9】`)
 * back one sentence together: a claim found in any of their lines is supported, and a claim found in none
 * marks them all. Citations must be in answer order.
 */
export function checkCitations(answer: string, cited: readonly CitedRange[]): CitationCheck[] {
  const out: CitationCheck[] = [];
  let sentenceFrom = 0;
  for (let i = 0; i < cited.length; ) {
    let j = i + 1;
    while (j < cited.length && /^[\s,;]*$/.test(answer.slice(cited[j - 1]!.index + cited[j - 1]!.marker.length, cited[j]!.index))) j++;
    const group = cited.slice(i, j);
    const sentence = sentenceBefore(answer, sentenceFrom, group[0]!.index);
    const check = checkSentence(sentence, evidenceOf(group.flatMap(windowOf)));
    for (let k = i; k < j; k++) out.push(check);
    const last = group[group.length - 1]!;
    sentenceFrom = last.index + last.marker.length;
    i = j;
  }
  return out;
}
