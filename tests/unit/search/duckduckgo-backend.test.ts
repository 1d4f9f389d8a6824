/** The keyless provider over HTTP against the backend's DuckDuckGo imitation (fetch re-pointed there). */
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SidelightError } from '../../../src/core/errors';
import { DDG_HTML, duckDuckGoProvider } from '../../../src/core/search/providers/duckduckgo';
import type { ProviderContext } from '../../../src/core/search/types';
import { startSearchBackend, type SearchBackend } from '../../support/search-backend';

const SITE = 'http://site.test:8000';
let backend: SearchBackend;
beforeAll(async () => {
  backend = await startSearchBackend({ siteUrl: SITE });
});
afterAll(async () => {
  await backend?.close();
});

const settings = { searxngUrl: '', braveApiKey: '', ollamaApiKey: '', safeSearch: 1 as const, country: '', language: '' };
const ctx = (): ProviderContext => ({
  fetch: ((url: string, init?: RequestInit) => fetch(String(url).replace(DDG_HTML, `${backend.url}/duckduckgo/html/`), init)) as typeof fetch,
  signal: AbortSignal.timeout(5000),
  parseHtml: (html) => parseHTML(html).document as unknown as Document,
});

describe('DuckDuckGo provider against the imitation', () => {
  it('unwraps redirector links and honours df', async () => {
    backend.setDuckDuckGoMode('ok');
    const res = await duckDuckGoProvider.search({ query: 'solar', count: 10, timeRange: 'day' }, settings, ctx());
    expect(res.results.map((r) => r.url)).toEqual([`${SITE}/articles/solar.html`, `${SITE}/index.html`, `${SITE}/articles/solar.html?utm_source=feed`]);
    expect(backend.requests.at(-1)).toEqual({ path: '/duckduckgo/html/', query: { q: 'solar', df: 'd', kp: '-1' } });
    const none = await duckDuckGoProvider.search({ query: 'zzqqxx', count: 10 }, settings, ctx());
    expect(none.results).toEqual([]);
  });

  it('reports the bot wall as an error, not as zero results', async () => {
    backend.setDuckDuckGoMode('bot-wall');
    try {
      const err = await duckDuckGoProvider.search({ query: 'solar', count: 10 }, settings, ctx()).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SidelightError);
      expect((err as SidelightError).code).toBe('bot-wall');
    } finally {
      backend.setDuckDuckGoMode('ok');
    }
  });
});
