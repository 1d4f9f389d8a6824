import type { PageDocument, ViewOptions, ViewRange } from '../types';

/**
 * Renders the window of a document the model sees (shared/design/browser-tools.md "Views"):
 *
 *   [{cursor}] {title}
 *   ({url})
 *   **viewing lines [{first} - {last}] of {total}**
 *
 *   L{first}: …
 *
 * Whole lines from `startLine` until `maxWords` is spent, at least one line. Only the lines shown are
 * touched, so a view of a huge document costs the same as a view of a small one.
 */
export function renderView(doc: PageDocument, opts: ViewOptions): ViewRange {
  const total = doc.lines.length;
  const title = oneLine(opts.title ?? doc.title) || doc.url;
  const head = `[${opts.cursor}] ${title}\n(${doc.url})\n`;
  if (total === 0) {
    return { text: `${head}**viewing lines [0 - 0] of 0**\n\n(this page has no text)`, first: 0, last: 0, total: 0 };
  }
  const first = clamp(Math.floor(Number.isFinite(opts.startLine) ? opts.startLine : 1), 1, total);
  const budget = Math.max(0, opts.maxWords);
  const shown: string[] = [];
  let words = 0;
  let last = first - 1;
  for (let k = first; k <= total; k++) {
    const line = doc.lines[k - 1] ?? '';
    const w = countWords(line);
    if (shown.length > 0 && words + w > budget) break;
    words += w;
    shown.push(line === '' ? `L${k}:` : `L${k}: ${line}`);
    last = k;
  }
  return { text: `${head}**viewing lines [${first} - ${last}] of ${total}**\n\n${shown.join('\n')}`, first, last, total };
}

/**
 * Words for the view budget. Chinese and Japanese characters count one each: written without
 * spaces, a whole paragraph of them would otherwise count as a single word.
 */
export function countWords(line: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    const space = c === 32 || c === 9 || c === 10 || c === 13;
    const cjk = (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff);
    if (cjk) n++;
    else if (!space && !inWord) n++;
    inWord = !space && !cjk;
  }
  return n;
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
