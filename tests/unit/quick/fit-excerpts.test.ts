import { describe, expect, it } from 'vitest';
import { conversationTokens } from '../../../src/core/agent/token-estimate';
import type { ChatMessage } from '../../../src/core/model/types';
import { excerptBlock } from '../../../src/core/quick/excerpt-documents';
import { fitExcerpts } from '../../../src/core/quick/fit-excerpts';
import type { Passage } from '../../../src/core/quick/select-passages';
import { page } from '../browser/fixtures';

const doc = page('https://a.example/', 'A page', Array.from({ length: 100 }, (_, i) => `Line ${i + 1} ${'word '.repeat(i === 9 ? 400 : 10)}`));
const build = (excerpts: string): ChatMessage[] => [
  { role: 'system', content: 'System.' },
  { role: 'user', content: `${excerpts}\n\nQuestion: what?` },
];
const p = (first: number, last: number): Passage => ({ cursor: 1, first, last, score: 1 });

describe('fitExcerpts', () => {
  it('takes passages best first within the budget, skipping one too large so smaller ones still fit', () => {
    const r = fitExcerpts([p(1, 2), p(10, 10), p(50, 51), p(70, 70)], () => doc, build, 180);
    expect(r.chosen.map((c) => c.first)).toEqual([1, 50, 70]);
    expect(r.tokens).toBe(conversationTokens(r.messages));
    expect(r.tokens).toBeLessThanOrEqual(180);
    expect(r.messages[1]!.content).toContain('L50: Line 50');
    expect(r.messages[1]!.content).not.toContain('L10:');
  });

  it('gives the bare prompt when nothing fits', () => {
    const r = fitExcerpts([p(10, 10)], () => doc, build, 60);
    expect(r.chosen).toEqual([]);
    expect(r.messages[1]!.content).toBe('\n\nQuestion: what?');
  });
});

describe('excerptBlock', () => {
  it('heads the excerpt like a page view and joins touching passages, marking gaps', () => {
    const text = excerptBlock(3, page('https://b.example/x', 'B', ['one', '', 'three', 'four', 'five']), [
      { first: 4, last: 5 },
      { first: 1, last: 1 },
      { first: 3, last: 3 },
    ]);
    expect(text).toBe('[3] B\n(https://b.example/x)\n**excerpt: lines 1, 3-5 of 5**\n\nL1: one\n…\nL3: three\nL4: four\nL5: five');
  });
});
