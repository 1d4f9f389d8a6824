import { claimsOf } from './claims';
import { compatibleDates, type DateMention } from './dates';
import type { Evidence } from './evidence';
import { supports, type DecimalMark, type NumberMention } from './numbers';
import { foldText } from './plain-text';
import { quotePieces } from './quotes';

/** The outcome of checking one citation against the lines it cites. */
export interface CitationCheck {
  /** What the cited sentence claims that can be checked (numbers, dates, quotes), as written. */
  claims: string[];
  /** Those not found in the cited lines or within a few lines of them. Empty: verified. */
  missing: string[];
}

function numberFound(n: NumberMention, ev: Evidence): boolean {
  return ev.numbers.some((line) => supports(line, n));
}

function dateFound(d: DateMention, ev: Evidence): boolean {
  return ev.dates.some(
    (line) =>
      compatibleDates(line, d) &&
      (d.day === undefined || line.day !== undefined) &&
      // "On March 5 … in 2021": the year may stand apart from the day and month.
      (d.year === undefined || line.year !== undefined || ev.numbers.some((n) => n.value === d.year)),
  );
}

function quoteFound(phrase: string, ev: Evidence): boolean {
  return quotePieces(phrase).every((piece) => ev.folded.includes(foldText(piece)));
}

/** Checks one sentence's numbers, dates and quoted phrases against the evidence of its citation(s). */
export function checkSentence(sentence: string, evidence: Evidence, decimal: DecimalMark = '.'): CitationCheck {
  const { numbers, dates, quotes } = claimsOf(sentence, decimal);
  const claims: string[] = [];
  const missing: string[] = [];
  const note = (text: string, found: boolean) => {
    claims.push(text);
    if (!found) missing.push(text);
  };
  for (const q of quotes) note(q.text, quoteFound(q.phrase, evidence));
  for (const d of dates) note(d.text, dateFound(d, evidence));
  for (const n of numbers) note(n.text, numberFound(n, evidence));
  return { claims, missing };
}
