import { quotesIn } from './quotes';

/** Where a sentence ends: a stop followed by space (not a decimal point), or a line break. */
const BOUNDARY = /[.!?…][)"”’\]*_]*\s+|\n/g;

/**
 * The claim a citation backs: the end of the sentence it closes, from the sentence's start (or the end
 * of the previous citation in the same sentence) up to the marker at `to`. `from` is where the previous
 * citation ended. A marker after the full stop ("… tall. 【1†L2】") still belongs to that sentence.
 */
export function sentenceBefore(answer: string, from: number, to: number): string {
  const text = answer.slice(from, to);
  const body = text.replace(/[\s.!?…:;,]*$/u, '');
  // A full stop inside quotation marks ends the quoted sentence, not the answer's.
  const quoted = quotesIn(body);
  let start = 0;
  for (const m of body.matchAll(BOUNDARY)) if (!quoted.some((q) => m.index > q.start && m.index < q.end - 1)) start = m.index + m[0].length;
  return body.slice(start);
}
