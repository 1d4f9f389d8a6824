import type { PageDocument } from '../document/types';
import type { Passage } from './select-passages';

/**
 * The chosen passages as the model reads them: one block per page in cursor order, headed like a
 * page view (shared/design/browser-tools.md "Views") so `[cursor]` and `L{n}:` mean what they mean
 * after browser.open, and the model cites `【cursor†Lx-Ly】` exactly as it would there. Passages of a
 * page are in line order, touching ones joined, gaps shown as `…`.
 */
export function excerptDocuments(passages: readonly Passage[], docOf: (cursor: number) => PageDocument | undefined): string {
  const byCursor = new Map<number, Passage[]>();
  for (const p of passages) byCursor.set(p.cursor, [...(byCursor.get(p.cursor) ?? []), p]);
  const blocks: string[] = [];
  for (const cursor of [...byCursor.keys()].sort((a, b) => a - b)) {
    const doc = docOf(cursor);
    if (!doc) continue;
    blocks.push(excerptBlock(cursor, doc, byCursor.get(cursor)!));
  }
  return blocks.join('\n\n');
}

/** Passages of one page merged into runs of lines: [first, last] pairs in order. */
export function lineRuns(passages: readonly Pick<Passage, 'first' | 'last'>[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const p of [...passages].sort((a, b) => a.first - b.first)) {
    const prev = runs[runs.length - 1];
    if (prev && p.first <= prev[1] + 1) prev[1] = Math.max(prev[1], p.last);
    else runs.push([p.first, p.last]);
  }
  return runs;
}

export function excerptBlock(cursor: number, doc: PageDocument, passages: readonly Pick<Passage, 'first' | 'last'>[]): string {
  const runs = lineRuns(passages);
  const title = doc.title.replace(/\s+/g, ' ').trim() || doc.url;
  const ranges = runs.map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join(', ');
  const body = runs.map(([a, b]) => excerptLines(doc, a, b)).join('\n…\n');
  return `[${cursor}] ${title}\n(${doc.url})\n**excerpt: lines ${ranges} of ${doc.lines.length}**\n\n${body}`;
}

export function excerptLines(doc: PageDocument, first: number, last: number): string {
  const out: string[] = [];
  for (let k = first; k <= last; k++) {
    const line = doc.lines[k - 1] ?? '';
    out.push(line === '' ? `L${k}:` : `L${k}: ${line}`);
  }
  return out.join('\n');
}
