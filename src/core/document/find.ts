import type { PageDocument } from './types';

/**
 * Lower-cased lines per document, computed once: find is called repeatedly on the same document
 * (find-next), and lower-casing 10,000 lines on every call would dominate its cost.
 */
const lowered = new WeakMap<readonly string[], string[]>();

function lowerLines(lines: readonly string[]): string[] {
  let low = lowered.get(lines);
  if (!low) {
    low = lines.map((l) => l.toLowerCase());
    lowered.set(lines, low);
  }
  return low;
}

/**
 * Next line (1-based) at or after `fromLine` containing `pattern`: literal, case-insensitive, with
 * runs of whitespace in the pattern matching the single space the document uses. A match that spans
 * a wrapped line break (end of line k + start of line k+1) counts as line k. Null when none.
 */
export function findInDocument(doc: PageDocument, pattern: string, fromLine: number): number | null {
  const needle = pattern.replace(/\s+/g, ' ').trim().toLowerCase();
  if (!needle) return null;
  const lines = lowerLines(doc.lines);
  const start = Math.max(1, Math.floor(Number.isFinite(fromLine) ? fromLine : 1));
  const reach = needle.length - 1;
  const spans = needle.includes(' ');
  for (let k = start; k <= lines.length; k++) {
    const line = lines[k - 1]!;
    if (line.includes(needle)) return k;
    // Wrapping breaks lines only at spaces, so a spanning match must contain one.
    if (spans && k < lines.length) {
      const nextLine = lines[k]!.replace(/^[\s>]+/, '');
      if (!nextLine) continue;
      const joint = `${line.slice(-reach)} ${nextLine.slice(0, reach)}`;
      if (joint.includes(needle)) return k;
    }
  }
  return null;
}
