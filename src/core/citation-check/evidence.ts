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

export function evidenceOf(lines: readonly string[]): Evidence {
  const text = lines.map(withoutLinkQuotes).join('\n');
  return { numbers: [...numbersIn(text), ...spelledNumbersIn(text)], dates: datesIn(text), folded: foldText(text) };
}
