import { describe, expect, it } from 'vitest';
import { findInDocument } from '../../../../src/core/document/views/find';
import type { PageDocument } from '../../../../src/core/document/types';

function doc(lines: string[]): PageDocument {
  return { title: 't', url: 'https://site.test/', lines, links: [], path: 'text' };
}

describe('findInDocument', () => {
  const d = doc(['Alpha beta', 'gamma DELTA', '', 'beta again', 'the quick brown', 'fox jumps']);
  it('finds literally and case-insensitively at or after fromLine', () => {
    expect(findInDocument(d, 'delta', 1)).toBe(2);
    expect(findInDocument(d, 'BETA', 1)).toBe(1);
    expect(findInDocument(d, 'beta', 2)).toBe(4);
    expect(findInDocument(d, 'beta', 5)).toBeNull();
    expect(findInDocument(d, 'a.p', 1)).toBeNull();
  });
  it('matches across a wrapped line break, reporting the first line', () => {
    expect(findInDocument(d, 'brown fox', 1)).toBe(5);
    expect(findInDocument(d, 'quick  brown\nfox jumps', 1)).toBe(5);
    expect(findInDocument(d, 'delta beta', 1)).toBeNull();
    expect(findInDocument(doc(['ends with Quick Brown', 'FOX jumps']), 'brown fox', 1)).toBe(1);
    expect(findInDocument(doc(['mid-word: unbrown', 'fox']), 'brown fox', 1)).toBe(1);
    expect(findInDocument(doc(['brown', 'fix', 'brown fox']), 'brown fox', 1)).toBe(3);
    // Line 1 ends with the pattern's first word, but the whole pattern only starts on line 2.
    expect(findInDocument(doc(['see a', 'a b here']), 'a b', 1)).toBe(2);
    expect(findInDocument(doc(['> quoted text that', '> goes on']), 'that goes', 1)).toBe(1);
  });
  it('matches Chinese across a break between characters', () => {
    expect(findInDocument(doc(['前面的文字这是一', '个句子后面']), '这是一个句子', 1)).toBe(1);
    expect(findInDocument(doc(['前面的文字', '这是一个句子']), '这是一个句子', 1)).toBe(2);
    expect(findInDocument(doc(['使用 Rust', '编写的程序']), 'Rust 编写', 1)).toBe(1);
  });
  it('returns null for an empty pattern', () => {
    expect(findInDocument(d, '  ', 1)).toBeNull();
  });
});
