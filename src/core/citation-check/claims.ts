import { datesIn, type DateMention } from './dates';
import { numbersIn, type DecimalMark, type NumberMention } from './numbers';
import { quotesIn, type QuoteMention } from './quotes';

/** What a sentence says that its citation can be checked for. */
export interface Claims {
  numbers: NumberMention[];
  dates: DateMention[];
  quotes: QuoteMention[];
}

const blank = (m: string) => ' '.repeat(m.length);

/** Link targets, bare URLs and citation-like markers hold digits that are not claims; list numbering ("2. ") neither. */
function claimText(sentence: string): string {
  return sentence
    .replace(/(?:【|\[)\d+†[^】\]\n]*(?:】|\])/g, blank)
    .replace(/\]\([^)\s]*\)/g, (m) => ']' + ' '.repeat(m.length - 1))
    .replace(/https?:\/\/\S+/g, blank)
    .replace(/^(\s*)(?:#{1,6}\s|[-*+]\s|\d{1,3}[.)]\s)/, blank);
}

function inside(spans: readonly { start: number; end: number }[], at: number): boolean {
  return spans.some((s) => at >= s.start && at < s.end);
}

/** Quotes first (their words are checked as a whole), then dates, then the numbers outside both. */
export function claimsOf(sentence: string, decimal: DecimalMark = '.'): Claims {
  const text = claimText(sentence);
  const quotes = quotesIn(text);
  const dates = datesIn(text).filter((d) => !inside(quotes, d.start));
  const numbers = numbersIn(text, decimal).filter((n) => !inside(quotes, n.start) && !inside(dates, n.start));
  return { numbers, dates, quotes };
}
