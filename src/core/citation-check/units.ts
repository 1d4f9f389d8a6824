/**
 * Units a number may carry, by their spellings. A claim's unit must agree with the unit the cited
 * lines give the same number (or the lines give none, as in a table whose header names it).
 * Only units with unambiguous spellings are listed: "in" (inch) or "g" alone would catch ordinary words.
 */
const SPELLINGS: Record<string, string[]> = {
  percent: ['%', 'percent', 'per cent', 'pct', 'percentage points'],
  m: ['m', 'metre', 'metres', 'meter', 'meters'],
  km: ['km', 'kilometre', 'kilometres', 'kilometer', 'kilometers'],
  cm: ['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters'],
  mm: ['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'],
  ft: ['ft', 'foot', 'feet'],
  inch: ['inch', 'inches'],
  mi: ['mi', 'mile', 'miles'],
  kg: ['kg', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kilo', 'kilos'],
  t: ['tonne', 'tonnes', 'ton', 'tons'],
  lb: ['lb', 'lbs'],
  celsius: ['°c', 'degrees celsius', 'celsius'],
  fahrenheit: ['°f', 'degrees fahrenheit', 'fahrenheit'],
  kmh: ['km/h', 'kph', 'kilometres per hour', 'kilometers per hour'],
  mph: ['mph', 'miles per hour'],
  second: ['s', 'sec', 'secs', 'second', 'seconds'],
  minute: ['min', 'mins', 'minute', 'minutes'],
  hour: ['h', 'hr', 'hrs', 'hour', 'hours'],
  day: ['day', 'days'],
  week: ['week', 'weeks'],
  month: ['month', 'months'],
  year: ['year', 'years', 'yr', 'yrs'],
  kb: ['kb', 'kilobyte', 'kilobytes'],
  mb: ['mb', 'megabyte', 'megabytes'],
  gb: ['gb', 'gigabyte', 'gigabytes'],
  tb: ['tb', 'terabyte', 'terabytes'],
};

const CANONICAL = new Map<string, string>();
for (const [unit, spellings] of Object.entries(SPELLINGS)) for (const s of spellings) CANONICAL.set(s, unit);

/** Longest spellings first, so "km/h" wins over "km" and "per cent" over nothing. */
const ALTERNATIVES = [...CANONICAL.keys()].sort((a, b) => b.length - a.length).map((s) => s.replace(/\//g, '\\/'));

/** A unit right after a number: `%` glued or spaced, or a unit word ending at a word boundary. */
export const UNIT_AFTER = new RegExp(`^\\s?(?:${ALTERNATIVES.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

export function canonicalUnit(spelling: string): string | null {
  return CANONICAL.get(spelling.trim().toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

/** Scale words multiply the number: "1.2 million" is 1,200,000. */
export const SCALE_AFTER = /^\s?(thousand|million|billion|trillion|bn)(?![\p{L}\p{N}])/iu;

const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, bn: 1e9, trillion: 1e12 };

export function scaleOf(word: string): number {
  return SCALES[word.toLowerCase()] ?? 1;
}
