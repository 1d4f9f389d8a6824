import { describe, expect, it } from 'vitest';
import { SidelightError } from '../../../src/core/errors';
import { failoverOrder, runSearchPipeline, stripBangs } from '../../../src/core/search/pipeline';
import { pipelineSettings } from './pipeline-settings';
import { searchNotesText } from '../../../src/shared/search-notes-text';
import { inLocale } from '../../support/chrome-i18n-stub';
import type { SearchProvider, SearchProviderId, SearchRequest, SearchResult } from '../../../src/core/search/types';

const SETTINGS = pipelineSettings();

/**
 * The pipeline, checking that every note it gives has a message key that says, in English, exactly
 * that note (the user reads the key, the model reads the note).
 */
async function searched(...args: Parameters<typeof runSearchPipeline>) {
  const out = await runSearchPipeline(...args);
  expect(out.userNotes ?? []).toHaveLength(out.notes.length);
  expect(searchNotesText(out.notes, out.userNotes)).toEqual(out.notes);
  return out;
}


function r(url: string, title = url, snippet = ''): SearchResult {
  return { url, title, snippet };
}

function stub(id: SearchProviderId, behaviour: SearchResult[] | SidelightError, calls: SearchRequest[] = [], configured = true): SearchProvider {
  return {
    id,
    label: `P-${id}`,
    isConfigured: () => configured,
    async search(request) {
      calls.push(request);
      if (behaviour instanceof SidelightError) throw behaviour;
      return { results: behaviour, pageUrl: `https://${id}.test/?q=${request.query}` };
    },
  };
}

const deps = (providers: SearchProvider[]) => ({
  fetch: (() => Promise.reject(new Error('no network in tests'))) as typeof fetch,
  parseHtml: () => {
    throw new Error('unused');
  },
  signal: new AbortController().signal,
  providers,
});

describe('search pipeline', () => {
  it('fails over to the next configured provider and says so', async () => {
    const calls: SearchRequest[] = [];
    const providers = [
      stub('searxng', new SidelightError('forbidden', 'Your SearXNG instance refused JSON output (403 Forbidden).')),
      stub('brave', [], [], false),
      stub('duckduckgo', [r('https://a.example/x', 'A')], calls),
    ];
    const phases: string[] = [];
    const out = await searched({ query: '!news solar', count: 5 }, { ...SETTINGS, rerank: 'lexical' }, { ...deps(providers), onProgress: (p, d) => phases.push(`${p}: ${d}`) });
    expect(phases).toEqual(['searching: P-searxng', 'failover: P-duckduckgo', 'reranking: 1']);
    expect(out.providerId).toBe('duckduckgo');
    expect(out.notes[0]).toBe('P-searxng failed (Your SearXNG instance refused JSON output (403 Forbidden).); these results are from P-duckduckgo.');
    expect(out.notes[1]).toContain('bangs were removed');
    expect(calls[0]!.query).toBe('solar');
    expect(out.errors.map((e) => e.code)).toEqual(['forbidden']);
    expect(out.results).toEqual([{ url: 'https://a.example/x', title: 'A', snippet: '', rank: 1, score: 1 }]);
  });

  it('treats a bot wall as a failure, not as zero results', async () => {
    const providers = [stub('duckduckgo', new SidelightError('bot-wall', 'DuckDuckGo showed a check.')), stub('brave', [r('https://b.example/')])];
    const out = await searched({ query: 'q', count: 5 }, { ...SETTINGS, provider: 'duckduckgo' }, deps(providers));
    expect(out.providerId).toBe('brave');
    expect(out.results).toHaveLength(1);
  });

  it('throws one error naming every provider when all fail', async () => {
    const providers = [stub('searxng', new SidelightError('server', 'S down.', { hint: 'fix S' })), stub('duckduckgo', new SidelightError('rate-limited', 'D busy.'))];
    const err = await searched({ query: 'q', count: 5 }, SETTINGS, deps(providers)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SidelightError);
    expect((err as SidelightError).code).toBe('server');
    expect((err as SidelightError).message).toBe('Search failed with every provider. P-searxng: S down. P-duckduckgo: D busy.');
    expect((err as SidelightError).hint).toBe('fix S');
  });

  it('stops at once when aborted, without failing over', async () => {
    const ac = new AbortController();
    const calls: SearchRequest[] = [];
    const aborting: SearchProvider = {
      ...stub('searxng', []),
      async search() {
        ac.abort();
        throw new SidelightError('aborted', 'Search stopped.');
      },
    };
    const err = await searched({ query: 'q', count: 5 }, SETTINGS, { ...deps([aborting, stub('duckduckgo', [], calls)]), signal: ac.signal }).catch((e: unknown) => e);
    expect((err as SidelightError).code).toBe('aborted');
    expect(calls).toHaveLength(0);
  });

  it('gives its notes in the user’s language too (German here), a provider’s own words inside them', async () => {
    const providers = [stub('searxng', new SidelightError('forbidden', 'Refused.')), stub('duckduckgo', [r('https://spam.example/a'), r('https://a.example/x')])];
    const out = await searched({ query: '!news solar', count: 5 }, { ...SETTINGS, rerank: 'embeddings', blockedDomains: ['spam.example'] }, deps(providers));
    expect(await inLocale('de', () => searchNotesText(out.notes, out.userNotes))).toEqual([
      'P-searxng ist fehlgeschlagen (Refused.); diese Ergebnisse stammen von P-duckduckgo.',
      'SearXNG-Bangs wurden für P-duckduckgo entfernt: gesucht wurde nach „solar“.',
      '1 Ergebnis von gesperrten Domains ausgeblendet.',
      'Kein Embedding-Modell eingerichtet; stattdessen wurde lexikalisch geordnet.',
    ]);
  });

  it('applies a strict per-call allow-list, possibly leaving nothing', async () => {
    const results = [r('https://docs.python.org/3/'), r('https://sub.docs.python.org/x'), r('https://notpython.org/'), r('https://evil-docs.python.org.attacker.com/')];
    const out = await searched({ query: 'q', count: 10, domains: ['docs.python.org'] }, SETTINGS, deps([stub('searxng', results)]));
    expect(out.results.map((x) => x.url)).toEqual(['https://docs.python.org/3/', 'https://sub.docs.python.org/x']);
    expect(out.notes).toContain('Only results from docs.python.org were kept (2 others dropped).');
    const none = await searched({ query: 'q', count: 10, domains: ['example.com'] }, SETTINGS, deps([stub('searxng', results)]));
    expect(none.results).toEqual([]);
    expect(none.notes).toContain('No results from example.com: only those domains were allowed for this search.');
  });

  it('never shows blocked domains, ranks preferred ones up, removes duplicates', async () => {
    const results = [
      r('https://spam.example/a'),
      r('https://www.site.example/page/?utm_source=x'),
      r('https://site.example/page'),
      r('https://f1.example/'),
      r('https://f2.example/'),
      r('https://f3.example/'),
      r('https://blog.spam.example/b'),
      r('https://good.example/c'),
    ];
    const settings = { ...SETTINGS, blockedDomains: ['spam.example'], preferredDomains: ['https://good.example/'] };
    const out = await searched({ query: 'q', count: 10 }, settings, deps([stub('searxng', results)]));
    // Position priors 1, .8, .6, .4, .2: the preferred last result (+.25) passes f3 but not f2.
    expect(out.results.map((x) => x.url)).toEqual(['https://www.site.example/page/?utm_source=x', 'https://f1.example/', 'https://f2.example/', 'https://good.example/c', 'https://f3.example/']);
    expect(out.results.map((x) => x.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(out.notes).toContain('2 results from blocked domains hidden.');
  });

  it('reranks lexically, records scores in 0..1, and cuts to count', async () => {
    const results = [
      r('https://a.example/', 'Cooking pasta', 'How to boil water'),
      r('https://b.example/', 'Solar panel efficiency', 'Solar panels convert sunlight; efficiency of panels'),
      r('https://c.example/', 'Gardening', 'Plants need sunlight'),
    ];
    const out = await searched({ query: 'solar panel efficiency', count: 2 }, { ...SETTINGS, rerank: 'lexical' }, deps([stub('searxng', results)]));
    expect(out.results.map((x) => x.url)).toEqual(['https://b.example/', 'https://a.example/']);
    for (const x of out.results) expect(x.score).toBeGreaterThanOrEqual(0);
    expect(out.results[0]!.score).toBeLessThanOrEqual(1);
    expect(out.results[0]!.score!).toBeGreaterThan(out.results[1]!.score!);
  });

  it('reranks with injected embeddings and falls back to lexical (with a note) when they fail', async () => {
    const results = [r('https://a.example/', 'A'), r('https://b.example/', 'B')];
    const embed = async (texts: string[]) => texts.map((t) => (t === 'q' ? [1, 0] : t.startsWith('B') ? [1, 0.1] : [0, 1]));
    const out = await searched({ query: 'q', count: 5 }, { ...SETTINGS, rerank: 'embeddings' }, { ...deps([stub('searxng', results)]), embed });
    expect(out.results.map((x) => x.url)).toEqual(['https://b.example/', 'https://a.example/']);
    const broken = async () => {
      throw new Error('model not found');
    };
    const out2 = await searched({ query: 'q', count: 5 }, { ...SETTINGS, rerank: 'embeddings' }, { ...deps([stub('searxng', results)]), embed: broken });
    expect(out2.notes[0]).toBe('Reranking with embeddings failed (model not found); used the lexical scorer.');
    expect(out2.results).toHaveLength(2);
  });

  it('asks providers for a larger pool and passes the settings time range when the call gives none', async () => {
    const calls: SearchRequest[] = [];
    await searched({ query: 'q', count: 3 }, { ...SETTINGS, timeRange: 'year' }, deps([stub('searxng', [], calls)]));
    expect(calls[0]).toMatchObject({ count: 20, timeRange: 'year' });
  });

  it('orders failover: chosen first, then configured ones in registration order', () => {
    const order = failoverOrder({ ...SETTINGS, provider: 'brave' }, [stub('searxng', []), stub('brave', []), stub('ollama', [], [], false), stub('duckduckgo', [])]);
    expect(order.map((p) => p.id)).toEqual(['brave', 'searxng', 'duckduckgo']);
  });

  it('strips bangs but keeps a query made only of a bang', () => {
    expect(stripBangs('!it !q&a python async')).toBe('python async');
    expect(stripBangs('!news')).toBe('!news');
    expect(stripBangs('c# vs f!')).toBe('c# vs f!');
  });

  it('refuses an empty query', async () => {
    const err = await searched({ query: '  ', count: 3 }, SETTINGS, deps([])).catch((e: unknown) => e);
    expect((err as SidelightError).code).toBe('invalid-arguments');
  });
});
