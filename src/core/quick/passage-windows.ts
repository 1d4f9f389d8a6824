import { countWords } from '../document/views/view';

/** A run of a document's lines, 1-based and inclusive: the unit passages are ranked and cited in. */
export interface LineWindow {
  first: number;
  last: number;
}

/** A window with its length in words (countWords: a CJK character is a word). */
export interface CountedWindow extends LineWindow {
  words: number;
}

/** About a paragraph: small enough that a window is about one thing, large enough to carry its context. */
export const WINDOW_WORDS = 60;

/**
 * A document's lines cut into consecutive windows of about `maxWords` words, whole lines only. A
 * heading starts a new window (it belongs with what follows it); blank lines are skipped at a window's
 * start; a line longer than the budget is a window of its own. Line numbers are the document's, so a
 * passage chosen from a window is cited as the model would cite the page's view.
 */
export function passageWindows(lines: readonly string[], maxWords = WINDOW_WORDS): CountedWindow[] {
  const out: CountedWindow[] = [];
  let first = 0;
  let words = 0;
  const close = (last: number) => {
    if (first && words > 0) out.push({ first, last, words });
    first = 0;
    words = 0;
  };
  for (let n = 1; n <= lines.length; n++) {
    const line = lines[n - 1]!;
    const w = countWords(line);
    if (first && (/^#{1,6} /.test(line) || words + w > maxWords)) close(n - 1);
    if (!first) {
      if (w === 0) continue;
      first = n;
    }
    words += w;
  }
  close(lines.length);
  // Trailing blank lines are not part of the passage.
  return out.map((win) => {
    let last = win.last;
    while (last > win.first && !lines[last - 1]!.trim()) last--;
    return { ...win, last };
  });
}
