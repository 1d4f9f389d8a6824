import type { PageDocument } from './types';

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
  // spaces: line k ends with the part before it and line k+1 starts with the part after it.
  const splits = [...needle.matchAll(/ /g)].map((m) => m.index);
  const endsWith = splits.length ? new RegExp(`(?:${splits.map((i) => escapeRegExp(needle.slice(0, i))).join('|')})$`, 'i') : null;
  const reach = needle.length;
  const lower = needle.toLowerCase();
  // Chinese and Japanese lines break between characters, with no space: any split may straddle.
  const cjk = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u.test(needle);
  for (let k = start; k <= lines.length; k++) {
    const line = lines[k - 1]!;
    if (whole.test(line)) return k;
    if (cjk && k < lines.length && line.length > 0 && lower.includes(line[line.length - 1]!.toLowerCase())) {
      const tail = line.slice(-reach).toLowerCase();
      const head = lines[k]!.replace(/^[\s>]+/, '').slice(0, reach).toLowerCase();
      for (let s = 1; s < lower.length; s++) if (tail.endsWith(lower.slice(0, s)) && head.startsWith(lower.slice(s))) return k;
    }
    if (endsWith && k < lines.length && endsWith.test(line.length > reach ? line.slice(-reach) : line)) {
      const tail = line.slice(-reach).toLowerCase();
      const head = lines[k]!.replace(/^[\s>]+/, '').slice(0, reach).toLowerCase();
      for (const s of splits) if (tail.endsWith(lower.slice(0, s)) && head.startsWith(lower.slice(s + 1))) return k;
    }
  }
  return null;
}
