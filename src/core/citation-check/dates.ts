/** A calendar date as written, with whichever parts it gives. */
export interface DateMention {
  year?: number;
  month: number;
  day?: number;
  text: string;
  start: number;
  end: number;
}

const MONTHS: Record<string, number> = {
  january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9, october: 10, november: 11, december: 12,
  jan: 1, feb: 2, mar: 3, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};
const MONTH = `(${Object.keys(MONTHS).join('|')})\\.?`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(\\d{4})';

/**
 * The spellings of one date: `2021-03-05`, `March 5, 2021`, `5 March 2021`, `5th of March`, `March 2021`,
 * `March 5`. Each alternative's groups are named by position in `PARTS`.
 */
const DATE = new RegExp(
  [
    `(?<![\\d-])${YEAR}-(\\d{1,2})-(\\d{1,2})(?![\\d-])`,
    `(?<![\\p{L}])${MONTH}\\s+${DAY}(?:,?\\s+${YEAR})?(?![\\p{L}\\d])`,
    `(?<![\\p{L}\\d.])${DAY}(?:\\s+of)?\\s+${MONTH}(?:,?\\s+${YEAR})?(?![\\p{L}\\d])`,
    `(?<![\\p{L}])${MONTH},?\\s+${YEAR}(?![\\d])`,
  ]
    .map((p) => `(?:${p})`)
    .join('|'),
  'giu',
);

function num(s: string | undefined): number | undefined {
  return s === undefined ? undefined : Number(s);
}

function month(s: string): number {
  return MONTHS[s.toLowerCase()] ?? 0;
}

/** Every date in `text`; month-day pairs that are not real dates ("May 45") are skipped. */
export function datesIn(text: string): DateMention[] {
  const out: DateMention[] = [];
  for (const m of text.matchAll(DATE)) {
    const g = m.slice(1);
    let d: Omit<DateMention, 'text' | 'start' | 'end'>;
    if (g[0] !== undefined) d = { year: num(g[0]), month: Number(g[1]), day: num(g[2]) };
    else if (g[3] !== undefined) d = { month: month(g[3]), day: num(g[4]), year: num(g[5]) };
    else if (g[6] !== undefined) d = { day: num(g[6]), month: month(g[7]!), year: num(g[8]) };
    else d = { month: month(g[9]!), year: num(g[10]) };
    if (d.month < 1 || d.month > 12 || (d.day !== undefined && (d.day < 1 || d.day > 31))) continue;
    out.push({ ...d, text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** No part both dates give disagrees: 2021-03-05 and "March 5" and "March 2021" are all compatible. */
export function compatibleDates(line: DateMention, claim: DateMention): boolean {
  if (line.month !== claim.month) return false;
  if (line.year !== undefined && claim.year !== undefined && line.year !== claim.year) return false;
  return line.day === undefined || claim.day === undefined || line.day === claim.day;
}
