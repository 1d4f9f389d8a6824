import { describe, expect, it } from 'vitest';
import { dedupeResults, normalizeUrlForDedupe } from '../../../src/core/search/dedupe';
import { filterByDomain, hostInDomain, normalizeDomain } from '../../../src/core/search/domain-filter';
import { lexicalScores } from '../../../src/core/search/rerank-lexical';
import { cosine } from '../../../src/core/search/rerank-embeddings';
import { tokenize } from '../../../src/core/search/tokenize';

describe('URL normalisation for dedupe', () => {
  it.each([
    ['https://www.Example.com/a/', 'http://example.com/a'],
    ['https://example.com/a#section', 'https://example.com/a'],
    ['https://example.com/a?b=2&a=1', 'https://example.com/a?a=1&b=2'],
    ['https://example.com/a?utm_source=x&fbclid=y', 'https://example.com/a'],
    ['https://example.com/index.html', 'https://example.com/'],
    ['https://example.com:443/a', 'https://example.com/a'],
  ])('%s = %s', (a, b) => {
    expect(normalizeUrlForDedupe(a)).toBe(normalizeUrlForDedupe(b));
  });

  it.each([
    ['https://example.com/a', 'https://example.com/b'],
    ['https://example.com/a?id=1', 'https://example.com/a?id=2'],
    ['https://example.com:8080/a', 'https://example.com/a'],
    ['https://a.example.com/', 'https://b.example.com/'],
  ])('%s ≠ %s', (a, b) => {
    expect(normalizeUrlForDedupe(a)).not.toBe(normalizeUrlForDedupe(b));
  });

  it('keeps the first copy, with the longest snippet', () => {
    const { kept, removed } = dedupeResults([
      { url: 'https://x.example/p', title: 'First', snippet: 'short' },
      { url: 'https://www.x.example/p/', title: 'Second', snippet: 'a much longer snippet' },
    ]);
    expect(removed).toBe(1);
    expect(kept).toEqual([{ url: 'https://x.example/p', title: 'First', snippet: 'a much longer snippet' }]);
  });
});

describe('domain filters', () => {
  it('normalises what users type', () => {
    expect(['example.com', 'https://www.example.com/path', '*.example.com', 'EXAMPLE.com.', 'example.com:8080'].map(normalizeDomain)).toEqual(Array(5).fill('example.com'));
  });
  it('covers subdomains, not look-alikes', () => {
    expect(hostInDomain('docs.example.com', 'example.com')).toBe(true);
    expect(hostInDomain('example.com', 'example.com')).toBe(true);
    expect(hostInDomain('badexample.com', 'example.com')).toBe(false);
    expect(hostInDomain('example.com.evil.net', 'example.com')).toBe(false);
  });
  it('blocked wins over allowed and is counted', () => {
    const res = filterByDomain(
      [
        { url: 'https://a.example.com/', title: '', snippet: '' },
        { url: 'https://b.example.com/', title: '', snippet: '' },
        { url: 'https://other.org/', title: '', snippet: '' },
      ],
      ['example.com'],
      ['b.example.com'],
    );
    expect(res.kept.map((r) => r.url)).toEqual(['https://a.example.com/']);
    expect(res).toMatchObject({ blocked: 1, notAllowed: 1 });
  });
});

describe('lexical rerank', () => {
  it('tokenizes any script, drops stop words and bangs', () => {
    expect(tokenize('!news What is the Größe of 東京 2024?')).toEqual(['größe', '東京', '2024']);
  });
  it('scores matching results higher, best = blend of 1 and its prior', () => {
    const s = lexicalScores('battery chemistry', [
      { url: 'u1', title: 'Weather today', snippet: 'Sunny' },
      { url: 'u2', title: 'Battery chemistry basics', snippet: 'Lithium battery chemistry' },
    ]);
    expect(s[1]).toBeGreaterThan(s[0]!);
    expect(s[1]).toBeCloseTo(0.75 + 0.25 * 0.5);
    expect(s[0]).toBeCloseTo(0.25);
  });
  it('falls back to the provider order when the query has no words', () => {
    expect(lexicalScores('the of', [{ url: 'a', title: 'x', snippet: '' }, { url: 'b', title: 'y', snippet: '' }])).toEqual([1, 0.5]);
  });
  it('cosine', () => {
    expect(cosine([1, 0], [1, 0])).toBe(1);
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(cosine([0, 0], [1, 1])).toBe(0);
  });
});
