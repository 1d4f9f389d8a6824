import { describe, expect, it } from 'vitest';
import { BrowserSession } from '../../../src/core/browser/browser-session';
import { resolveCitations } from '../../../src/core/agent/citations';
import { SourceTable } from '../../../src/core/research/source-table';
import { topicPage, TOPICS } from './research-world';

function sessionOf(...pages: number[]): BrowserSession {
  const s = new BrowserSession();
  // Cursor 0 is the search, as in a real sub-question.
  s.add({ doc: { title: 'Web search', url: 'https://searx.example/search', lines: ['# Search Results'], links: [], path: 'search' }, startLine: 1 });
  for (const p of pages) s.add({ doc: topicPage(p), startLine: 1 });
  return s;
}

describe('the report’s source table', () => {
  it('maps cursors of separate sub-question sessions to one numbering, the same page once', () => {
    const table = new SourceTable();
    const a = table.renumber(`${TOPICS[0]!.fact}【1†L3】 ${TOPICS[1]!.fact}【2†L3】`, sessionOf(0, 1));
    const b = table.renumber(`${TOPICS[1]!.fact}【1†L3】 ${TOPICS[2]!.fact}[2†L3-L4]`, sessionOf(1, 2));
    expect(a.text).toBe(`${TOPICS[0]!.fact}【0†L3】 ${TOPICS[1]!.fact}【1†L3】`);
    expect(b.text).toBe(`${TOPICS[1]!.fact}【1†L3】 ${TOPICS[2]!.fact}【2†L3-L4】`);
    expect(b.added.map((s) => s.ref.url)).toEqual([TOPICS[2]!.url]);
    const cited = resolveCitations(`${a.text} ${b.text}`, table.session());
    expect(cited.map((c) => [c.url, c.lines[0]])).toEqual([
      [TOPICS[0]!.url, TOPICS[0]!.fact],
      [TOPICS[1]!.url, TOPICS[1]!.fact],
      [TOPICS[1]!.url, TOPICS[1]!.fact],
      [TOPICS[2]!.url, TOPICS[2]!.fact],
    ]);
  });

  it('removes citations that would never resolve and clamps ranges past the end', () => {
    const table = new SourceTable();
    const { text } = table.renumber('A【7†L1】 B【1†L99】 C【1†L4-L40】', sessionOf(0));
    expect(text).toBe('A B C【0†L4-L5】');
  });

  it('keeps its numbering when rebuilt from the stored sources', () => {
    const first = new SourceTable();
    first.renumber('x【1†L3】 y【2†L3】', sessionOf(0, 1));
    const again = new SourceTable([...first.sources].reverse());
    expect(again.renumber('z【1†L3】', sessionOf(1)).text).toBe('z【1†L3】');
    expect(again.renumber('w【1†L3】', sessionOf(3)).text).toBe('w【2†L3】');
  });
});
