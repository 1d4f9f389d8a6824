import type { PageDocument } from '../types';

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Next line (1-based) at or after `fromLine` containing `pattern`: literal, case-insensitive, with
 * runs of whitespace in the pattern matching the single space the document uses. A match that spans
 * a wrapped line break (end of line k + start of line k+1) counts as line k. Null when none.
 *
 * A case-insensitive regular expression per line, rather than lower-casing the document: it needs no
 * copy of the document and is several times faster on a first search (measured in the bench).
 */
export function findInDocument(doc: PageDocument, pattern: string, fromLine: number): number | null {
  const needle = pattern.replace(/\s+/g, ' ').trim();
  if (!needle) return null;
  const lines = doc.lines;
  const start = Math.max(1, Math.floor(Number.isFinite(fromLine) ? fromLine : 1));
  const whole = new RegExp(escapeRegExp(needle), 'i');
  // Wrapping breaks lines only at spaces, so a match across lines splits the pattern at one of its
  // spaces: line k ends with the part before it (a prefix) and line k+1 starts with the rest.
  const lower = needle.toLowerCase();
  const splits = [...lower.matchAll(/ /g)].map((m) => m.index);
  const prefixes = splits.map((i) => lower.slice(0, i));
  const rests = splits.map((i) => lower.slice(i + 1));
  // One expression per line finds both a whole match and a line ending in a prefix: a second
  // per-line test of the line end made multi-word searches twice as slow (measured in the bench).
  const words = needle.split(' ');
  const nestedPrefixes = words.slice(1, -1).reduceRight((inner, w) => `(?: ${escapeRegExp(w)}${inner})?`, '');
  const candidate = splits.length ? new RegExp(`${escapeRegExp(needle)}|${escapeRegExp(words[0]!)}${nestedPrefixes}$`, 'i') : whole;
  // Chinese and Japanese lines break between characters, with no space: any split may straddle.
  const cjk = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u.test(needle);
  for (let k = start; k <= lines.length; k++) {
    const line = lines[k - 1]!;
    if (cjk) {
      if (whole.test(line)) return k;
      if (k < lines.length && line.length > 0 && lower.includes(line[line.length - 1]!.toLowerCase())) {
        for (let s = 1; s < lower.length; s++) {
          // At a space the break replaced the space itself, as in other text.
          const rest = lower[s] === ' ' ? lower.slice(s + 1) : lower.slice(s);
          if (endsWithFolded(line, lower.slice(0, s)) && startsWithFolded(lines[k]!, rest)) return k;
        }
      }
      continue;
    }
    if (!candidate.test(line)) continue;
    if (candidate === whole || whole.test(line)) return k;
    if (k < lines.length) {
      for (let j = 0; j < prefixes.length; j++) if (endsWithFolded(line, prefixes[j]!) && startsWithFolded(lines[k]!, rests[j]!)) return k;
    }
  }
  return null;
}

/** Whether a UTF-16 unit of the text equals one of the lower-cased pattern, ignoring case. */
function sameFolded(c: number, lowerC: number): boolean {
  if (c === lowerC) return true;
  if (c >= 65 && c <= 90) return c + 32 === lowerC;
  return c >= 128 && lowerC >= 128 && String.fromCharCode(c).toLowerCase().charCodeAt(0) === lowerC;
}

/**
 * Case-insensitive endsWith/startsWith that compare in place: find runs them on every line, where
 * slicing and lower-casing each line's ends would allocate thousands of strings per search.
 */
function endsWithFolded(line: string, lowerSuffix: string): boolean {
  const offset = line.length - lowerSuffix.length;
  if (offset < 0) return false;
  for (let i = lowerSuffix.length - 1; i >= 0; i--) if (!sameFolded(line.charCodeAt(offset + i), lowerSuffix.charCodeAt(i))) return false;
  return true;
}

/** Same, for the start of the next line after its indentation and blockquote markers. */
function startsWithFolded(line: string, lowerPrefix: string): boolean {
  let offset = 0;
  while (offset < line.length && (line.charCodeAt(offset) === 32 || line.charCodeAt(offset) === 62)) offset++;
  if (line.length - offset < lowerPrefix.length) return false;
  for (let i = 0; i < lowerPrefix.length; i++) if (!sameFolded(line.charCodeAt(offset + i), lowerPrefix.charCodeAt(i))) return false;
  return true;
}
