/** Small text-position helpers shared by the call-format readers. */

const isSpaceCode = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/** Index of the first non-whitespace character at or after `from`, or -1. */
export function skipSpace(s: string, from = 0): number {
  for (let i = from; i < s.length; i++) if (!isSpaceCode(s.charCodeAt(i))) return i;
  return -1;
}

/** True when `s` from `at` to its end is a proper prefix of `word` (so `word` may still be arriving). */
export function isPartialAt(s: string, at: number, word: string): boolean {
  const n = s.length - at;
  return n < word.length && word.startsWith(s.slice(at));
}

/**
 * Where a block that ends with `close` ends: the body is text[0, bodyEnd) and the block text[0, end).
 * Without the closing marker the block runs to the end of the stream; until then: undefined (wait).
 */
export function closedBlock(text: string, close: string, final: boolean, from = 0, seen = 0): { bodyEnd: number; end: number; closed: boolean } | undefined {
  // The close cannot lie before `seen` (an earlier search ended there), but may straddle it.
  const i = text.indexOf(close, Math.max(from, seen - close.length + 1));
  if (i >= 0) return { bodyEnd: i, end: i + close.length, closed: true };
  if (!final) return undefined;
  // A closing marker cut off by the end of the stream is still not part of the body.
  let cut = text.length;
  for (let k = Math.max(from, text.length - close.length + 1); k < text.length; k++) {
    if (close.startsWith(text.slice(k))) {
      cut = k;
      break;
    }
  }
  return { bodyEnd: cut, end: text.length, closed: false };
}

/**
 * After a call: whitespace and then one of `tails` (an optional closing marker) are consumed with it.
 * Returns the end of the call including the tail, or undefined while a tail may still be arriving.
 */
export function withOptionalTail(text: string, end: number, tails: readonly string[], final: boolean): number | undefined {
  const j = skipSpace(text, end);
  if (j < 0) return final ? end : undefined;
  for (const t of tails) {
    if (text.startsWith(t, j)) return j + t.length;
    if (!final && isPartialAt(text, j, t)) return undefined;
  }
  return end;
}

/** An excerpt of model text for an error message, on one line. */
export function excerpt(s: string, max = 160): string {
  const t = s.trim().replace(/\s+/g, ' ');
  return `\`${t.length > max ? `${t.slice(0, max)}…` : t}\``;
}
