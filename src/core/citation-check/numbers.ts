import { SCALE_AFTER, UNIT_AFTER, canonicalUnit, scaleOf } from './units';

/** A number as written in a text, with what it measures. */
export interface NumberMention {
  /** The number times its scale word: "1.2 million" is 1200000. */
  value: number;
  /** The number without its scale: 1.2. */
  mantissa: number;
  /** Digits after the decimal point as written; "35%" rounds 34.6%, "34.6%" does not round 34.56%. */
  decimals: number;
  scale: number;
  /** Canonical unit (`percent`, `m`, `year`…) or null when the number carries none we know. */
  unit: string | null;
  /** As written, for messages: "7.4 metres", "$1,200", "34.6%". */
  text: string;
  start: number;
  end: number;
}

/**
 * Digits with optional thousands commas and decimals, not glued to a word before ("A380") nor part of
 * a longer digit run. `1,200` and `1200` read the same; a comma list such as `1,2,3` reads as 1, 2, 3.
 */
const NUMBER = /(?<![\p{L}\p{N}_.,])([$€£¥])?(\d{1,3}(?:,\d{3})+(?![\d,]\d)|\d+)(?:\.(\d+))?(?:st|nd|rd|th)?/gu;

/**
 * The same in the languages that write a decimal comma (German "7,4 Minuten", "1.200 m"): thousands
 * grouped by dots or (narrow) no-break spaces, the decimals after a comma.
 */
const NUMBER_DECIMAL_COMMA = /(?<![\p{L}\p{N}_.,])([$€£¥])?(\d{1,3}(?:[.\u00a0\u202f]\d{3})+(?![\d.]\d)|\d+)(?:,(\d+))?(?:st|nd|rd|th)?/gu;

/** Which mark a text writes before decimals: `.` (English) or `,` (German, French, Spanish, …). */
export type DecimalMark = '.' | ',';

/** The decimal mark of a language (BCP 47 tag), as the platform's number formatting knows it. */
export function decimalMarkOf(language: string | undefined): DecimalMark {
  if (!language) return '.';
  try {
    return (1.5).toLocaleString(language).includes(',') ? ',' : '.';
  } catch {
    return '.';
  }
}

/** Words that may follow a number without being its unit, kept out of the message ("in 2021 the"). */
const NOT_A_NOUN = new Set(['and', 'or', 'the', 'a', 'an', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'from', 'as', 'is', 'was', 'were', 'are', 'be', 'that', 'which', 'and', 'but', 'than', 'it', 'its']);

/** Every number in `text` with its scale and unit, read with the text's decimal mark. */
export function numbersIn(text: string, decimal: DecimalMark = '.'): NumberMention[] {
  const out: NumberMention[] = [];
  for (const m of text.matchAll(decimal === ',' ? NUMBER_DECIMAL_COMMA : NUMBER)) {
    const digits = m[2]!.replace(/[^\d]/g, '');
    const fraction = m[3] ?? '';
    const mantissa = Number(fraction ? `${digits}.${fraction}` : digits);
    let end = m.index + m[0].length;
    let scale = 1;
    const scaleWord = SCALE_AFTER.exec(text.slice(end, end + 12));
    if (scaleWord) {
      scale = scaleOf(scaleWord[1]!);
      end += scaleWord[0].length;
    }
    let unit: string | null = null;
    const unitWord = UNIT_AFTER.exec(text.slice(end, end + 24));
    if (unitWord) {
      unit = canonicalUnit(unitWord[0]);
      end += unitWord[0].length;
    }
    let shown = end;
    if (!unitWord) {
      // The noun after the number makes the message readable ("7 bridges"), without changing the check.
      const noun = /^\s([\p{L}][\p{L}-]{0,20})/u.exec(text.slice(end, end + 24));
      if (noun && !NOT_A_NOUN.has(noun[1]!.toLowerCase())) shown = end + noun[0].length;
    }
    out.push({ value: mantissa * scale, mantissa, decimals: fraction.length, scale, unit, text: text.slice(m.index, shown), start: m.index, end });
  }
  return out;
}

const SPELLED: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  hundred: 100, dozen: 12,
};
const SPELLED_WORD = new RegExp(`(?<![\\p{L}])(${Object.keys(SPELLED).join('|')})(?![\\p{L}])`, 'giu');

/** Numbers the lines spell out ("three bridges"), so an answer that writes "3 bridges" is supported. */
export function spelledNumbersIn(text: string): NumberMention[] {
  const out: NumberMention[] = [];
  for (const m of text.matchAll(SPELLED_WORD)) {
    const value = SPELLED[m[1]!.toLowerCase()]!;
    const end = m.index + m[0].length;
    const unitWord = UNIT_AFTER.exec(text.slice(end, end + 24));
    out.push({ value, mantissa: value, decimals: 0, scale: 1, unit: unitWord ? canonicalUnit(unitWord[0]) : null, text: m[0], start: m.index, end });
  }
  return out;
}

/**
 * True when the line's number supports the claim's: the same value, or the line's value rounded to the
 * claim's precision ("about 35%" for 34.6%), and no conflicting unit (a line without a unit is fine).
 */
export function supports(line: NumberMention, claim: NumberMention): boolean {
  if (line.unit && claim.unit && line.unit !== claim.unit) return false;
  const tolerance = 0.5 * 10 ** -claim.decimals * claim.scale + 1e-9 * Math.abs(claim.value);
  if (Math.abs(line.value - claim.value) <= tolerance) return true;
  // "1.2 million" against a table cell "1.2" under a "(millions)" header, and the reverse.
  const mantissaTolerance = 0.5 * 10 ** -claim.decimals + 1e-9;
  return Math.abs(line.mantissa - claim.mantissa) <= mantissaTolerance && (line.scale === 1 || claim.scale === 1);
}
