import { describe, expect, it } from 'vitest';
import { resultsFromDocument } from '../../../src/core/browser/tools/results-from-document';
import { webFetchTool } from '../../../src/core/browser/tools/web-fetch-tool';
import { cutSnippet, formatWebSearch, webSearchTool } from '../../../src/core/browser/tools/web-search-tool';
import { resultsToDocument } from '../../../src/core/search/results-document';
import { PM_PAGE, RESULTS, allowOnce, context, stubEnv } from './fixtures';

describe('web_search profile', () => {
  it('lists numbered results with title, URL and snippet (seed 000 format)', async () => {
    const ctx = context();
    const out = await webSearchTool.run({ query: 'uk pm', max_results: 2 }, ctx);
    expect(out).toBe(
      [
        'Search results for: uk pm',
        '',
        '1. Prime Minister - GOV.UK',
        '   URL: https://www.gov.uk/government/ministers/prime-minister',
        '   Sir Keir Starmer became Prime Minister on 5 July 2024.',
        '',
        '2. Keir Starmer - Wikipedia',
        '   URL: https://en.wikipedia.org/wiki/Keir_Starmer',
        '   Sir Keir Rodney Starmer (born 2 September 1962) is a British politician.',
      ].join('\n'),
    );
    expect((ctx.env as ReturnType<typeof stubEnv>).searches[0]).toEqual({ query: 'uk pm', count: 2 });
    expect(ctx.events.at(-1)).toMatchObject({ type: 'search-finished', resultCount: 2 });
  });

  it('passes a time range and a strict domain allow-list through to the search', async () => {
    const ctx = context();
    await webSearchTool.run({ query: 'release notes', time_range: 'Week', domains: ['https://docs.python.org/3/', 'pypi.org'] }, ctx);
    await webSearchTool.run({ query: 'news', domains: 'bbc.co.uk, reuters.com' }, ctx);
    const searches = (ctx.env as ReturnType<typeof stubEnv>).searches;
    expect(searches[0]).toEqual({ query: 'release notes', count: 5, timeRange: 'week', domains: ['docs.python.org', 'pypi.org'] });
    expect(searches[1]).toEqual({ query: 'news', count: 5, domains: ['bbc.co.uk', 'reuters.com'] });
  });

  it('answers bad time ranges and domains with a message for the model, without searching', async () => {
    const ctx = context();
    expect(await webSearchTool.run({ query: 'q', time_range: 'fortnight' }, ctx)).toMatch(/^Error: `time_range` must be one of none, day, week, month, year/);
    expect(await webSearchTool.run({ query: 'q', domains: ['not a domain'] }, ctx)).toMatch(/^Error: `domains`: "not a domain" is not a domain name/);
    expect(await webSearchTool.run({ query: 'q', domains: 42 }, ctx)).toMatch(/^Error: `domains` must be a list of domain names/);
    expect((ctx.env as ReturnType<typeof stubEnv>).searches).toEqual([]);
  });

  it('cuts snippets at 300 characters, counting astral characters as one', () => {
    const emoji = '😀'.repeat(400);
    const cut = cutSnippet(emoji);
    expect(Array.from(cut)).toHaveLength(303);
    expect(cut.endsWith('😀...')).toBe(true);
    expect(cutSnippet('é'.repeat(300))).toBe('é'.repeat(300));
    expect(formatWebSearch('q', [])).toBe('No results found for: q');
  });

  it('reads long wrapped snippets back from a results document', () => {
    const long = 'word '.repeat(120).trim();
    const doc = resultsToDocument({ query: 'q', providerId: 'brave', pageUrl: 'https://s.example/', results: [{ ...RESULTS[0]!, snippet: long }, RESULTS[1]!], notes: ['Brave failed'], errors: [] }, 0);
    const listed = resultsFromDocument(doc);
    expect(listed.map((r) => r.url)).toEqual(RESULTS.map((r) => r.url));
    expect(listed[0]!.snippet).toBe(long);
  });

  it('web_fetch returns title, URL and the text within the word budget', async () => {
    const ctx = context({ askToOpen: allowOnce });
    const out = await webFetchTool.run({ url: PM_PAGE.url }, ctx);
    expect(out.startsWith(`Title: Prime Minister - GOV.UK\nURL: ${PM_PAGE.url}\n\n## Responsibilities\n`)).toBe(true);
    expect(ctx.events[0]).toMatchObject({ type: 'page-opening', invented: true });
    expect(await webFetchTool.run({ url: 'not a url' }, ctx)).toMatch(/^Error: "not a url" is not a full http\(s\) URL/);
    expect(await webFetchTool.run({ url: 'https://nowhere.example/' }, ctx)).toMatch(/^Error: could not fetch https:\/\/nowhere\.example\/: HTTP 404/);
  });
});
