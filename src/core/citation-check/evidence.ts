import { datesIn, type DateMention } from './dates';
import { numbersIn, spelledNumbersIn, type NumberMention } from './numbers';
import { foldText, withoutLinkQuotes } from './plain-text';

/** What the lines around a citation say, read once per check. */
export interface Evidence {
  numbers: NumberMention[];
  dates: DateMention[];
  /** The lines' words, folded and joined, so a quote matches across wrapped lines. */
  folded: string;
}

/**
 * Pages seldom say their language, and an answer in German may cite an English page: the lines are
 * read both ways. A decimal comma counts only where it cannot be a thousands comma (not three digits
 * after it: "7,4" is 7.4 in any language, "1,200" stays 1200).
 */
export function evidenceOf(lines: readonly string[]): Evidence {
  const text = lines.map(withoutLinkQuotes).join('\n');
  const commaDecimals = numbersIn(text, ',').filter((n) => n.decimals > 0 && n.decimals !== 3);
  return { numbers: [...numbersIn(text), ...commaDecimals, ...spelledNumbersIn(text)], dates: datesIn(text), folded: foldText(text) };
}
