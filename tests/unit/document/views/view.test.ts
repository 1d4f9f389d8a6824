import { describe, expect, it } from 'vitest';
import { renderView } from '../../../../src/core/document/views/view';
import type { PageDocument } from '../../../../src/core/document/types';

function doc(lines: string[]): PageDocument {
  return { title: 'A page', url: 'https://site.test/p', lines, links: [], path: 'readability' };
}

describe('renderView', () => {
  it('renders the exact header and numbered lines', () => {
    const v = renderView(doc(['# Title', '', 'one two three']), { cursor: 4, startLine: 1, maxWords: 100 });
    expect(v.text).toBe(
      '[4] A page\n(https://site.test/p)\n**viewing lines [1 - 3] of 3**\n\nL1: # Title\nL2:\nL3: one two three',
    );
    expect(v).toMatchObject({ first: 1, last: 3, total: 3 });
  });
  it('shows whole lines until the word budget is spent, at least one line', () => {
    const d = doc(['a b c', 'd e f', 'g h i', 'j k l']);
    expect(renderView(d, { cursor: 0, startLine: 2, maxWords: 6 })).toMatchObject({ first: 2, last: 3 });
    expect(renderView(d, { cursor: 0, startLine: 2, maxWords: 7 })).toMatchObject({ first: 2, last: 3 });
    expect(renderView(d, { cursor: 0, startLine: 1, maxWords: 1 })).toMatchObject({ first: 1, last: 1 });
  });
  it('clamps the start line and uses a title override', () => {
    const d = doc(['a', 'b']);
    expect(renderView(d, { cursor: 0, startLine: 99, maxWords: 10 })).toMatchObject({ first: 2, last: 2 });
    expect(renderView(d, { cursor: 0, startLine: -5, maxWords: 10 })).toMatchObject({ first: 1, last: 2 });
    expect(renderView(d, { cursor: 2, startLine: 1, maxWords: 10, title: 'Find results for “a” in “A page”' }).text).toMatch(
      /^\[2\] Find results for “a” in “A page”\n/,
    );
  });
  it('renders an empty document sensibly', () => {
    const v = renderView(doc([]), { cursor: 1, startLine: 1, maxWords: 10 });
    expect(v).toMatchObject({ first: 0, last: 0, total: 0 });
    expect(v.text.split('\n').slice(0, 3)).toEqual(['[1] A page', '(https://site.test/p)', '**viewing lines [0 - 0] of 0**']);
  });
  it('costs O(view): only the lines shown are read', () => {
    const reads: number[] = [];
    const lines = new Proxy(Array.from({ length: 200_000 }, () => 'some words here'), {
      get(target, prop, receiver) {
        if (typeof prop === 'string' && /^\d+$/.test(prop)) reads.push(Number(prop));
        return Reflect.get(target, prop, receiver);
      },
    });
    const v = renderView(doc(lines), { cursor: 0, startLine: 150_000, maxWords: 30 });
    expect(v).toMatchObject({ first: 150_000, last: 150_009, total: 200_000 });
    expect(reads.length).toBeLessThanOrEqual(12);
  });
});

describe('countWords', () => {
  it('counts Chinese and Japanese characters one each', async () => {
    const { countWords } = await import('../../../../src/core/document/views/view');
    expect(countWords('two words')).toBe(2);
    expect(countWords('日本語 and 中文')).toBe(6);
  });
});
