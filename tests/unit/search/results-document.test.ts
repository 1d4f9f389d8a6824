import { describe, expect, it } from 'vitest';
import { resultsToDocument } from '../../../src/core/search/results-document';

describe('results document', () => {
  it('follows browser-tools.md exactly', () => {
    const doc = resultsToDocument(
      {
        query: 'solar panels',
        providerId: 'searxng',
        pageUrl: 'http://searx.test/search?q=solar+panels',
        results: [
          { url: 'https://www.energy.example.gov/solar', title: 'Solar 【panels】 † guide', snippet: 'Panels convert\n sunlight.', rank: 1, score: 0.9 },
          { url: 'https://b.example.org/x', title: '', snippet: '', rank: 2, score: 0.4 },
        ],
        notes: ['SearXNG failed (x); these results are from DuckDuckGo.'],
        errors: [],
      },
      1234,
    );
    expect(doc).toEqual({
      title: 'Web search for “solar panels”',
      url: 'http://searx.test/search?q=solar+panels',
      lines: [
        '# Search Results',
        '',
        'Note: SearXNG failed (x); these results are from DuckDuckGo.',
        '',
        '  * 【0†Solar panels + guide†energy.example.gov】',
        'Panels convert sunlight.',
        '',
        '  * 【1†https://b.example.org/x†b.example.org】',
      ],
      links: [
        { url: 'https://www.energy.example.gov/solar', text: 'Solar panels + guide' },
        { url: 'https://b.example.org/x', text: 'https://b.example.org/x' },
      ],
      path: 'search',
      contentType: 'text/markdown',
      fetchedAt: 1234,
    });
  });

  it('wraps long snippets without splitting the quote, and says when nothing was found', () => {
    const long = 'word '.repeat(60).trim();
    const doc = resultsToDocument({ query: 'q', providerId: 'brave', pageUrl: 'https://search.brave.com/search?q=q', results: [{ url: 'https://a.example/', title: 'T '.repeat(70), snippet: long }], notes: [], errors: [] });
    expect(doc.lines[2]).toMatch(/^ {2}\* 【0†(T ){69}T†a\.example】$/);
    expect(doc.lines.slice(3).every((l) => l.length <= 110)).toBe(true);
    expect(doc.lines.slice(3).join(' ').replace(/\s+/g, ' ').trim()).toBe(long);
    const empty = resultsToDocument({ query: 'q', providerId: 'brave', pageUrl: 'u', results: [], notes: [], errors: [], answers: ['42'] });
    expect(empty.lines).toEqual(['# Search Results', '', 'Answer: 42']);
    const none = resultsToDocument({ query: 'q', providerId: 'brave', pageUrl: 'u', results: [], notes: [], errors: [] });
    expect(none.lines).toEqual(['# Search Results', '', 'No results.']);
  });
});
