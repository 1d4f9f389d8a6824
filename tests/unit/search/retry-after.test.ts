import { describe, expect, it } from 'vitest';
import { SidelightError } from '../../../src/core/errors';
import { runSearchPipeline } from '../../../src/core/search/pipeline';
import { retryAfterSeconds, statusError } from '../../../src/core/search/provider-http';
import { searxngProvider } from '../../../src/core/search/providers/searxng';
import type { SearchProvider } from '../../../src/core/search/types';
import { pipelineSettings } from './pipeline-settings';

const headers = (value?: string) => new Headers(value === undefined ? {} : { 'retry-after': value });

describe('Retry-After', () => {
  it('reads delay-seconds and an HTTP-date, and nothing from garbage or its absence', () => {
    expect(retryAfterSeconds(headers('30'))).toBe(30);
    const now = Date.parse('Fri, 27 Nov 2026 12:00:00 GMT');
    expect(retryAfterSeconds(headers('Fri, 27 Nov 2026 12:01:30 GMT'), now)).toBe(90);
    expect(retryAfterSeconds(headers('soon'))).toBeUndefined();
    expect(retryAfterSeconds(headers())).toBeUndefined();
  });

  it('travels with the error, across contexts too', () => {
    const e = statusError('Brave Search', 429, '', 12);
    expect(e.retryAfterSeconds).toBe(12);
    expect(e.toJSON().retryAfterSeconds).toBe(12);
  });

  it('is kept from a SearXNG instance that rate-limits behind a proxy that says when', async () => {
    const ctx = {
      fetch: (async () => new Response('Too Many Requests', { status: 429, headers: { 'retry-after': '40' } })) as typeof fetch,
      signal: new AbortController().signal,
      parseHtml: () => {
        throw new Error('no html');
      },
    };
    const err = await searxngProvider.search({ query: 'q', count: 5 }, { searxngUrl: 'http://searx.test', braveApiKey: '', ollamaApiKey: '', safeSearch: 1, country: '', language: '' }, ctx).catch((e: unknown) => e);
    expect((err as SidelightError).retryAfterSeconds).toBe(40);
  });

  it('is the soonest any provider said when every provider failed', async () => {
    const failing = (id: 'searxng' | 'duckduckgo', wait?: number): SearchProvider => ({
      id,
      label: id,
      isConfigured: () => true,
      search: async () => {
        throw new SidelightError('rate-limited', `${id} busy.`, { retryAfterSeconds: wait });
      },
    });
    const deps = (providers: SearchProvider[]) => ({ fetch, parseHtml: () => null as unknown as Document, signal: new AbortController().signal, providers });
    const both = await runSearchPipeline({ query: 'q', count: 5 }, pipelineSettings(), deps([failing('searxng', 90), failing('duckduckgo', 30)])).catch((e: unknown) => e);
    expect((both as SidelightError).retryAfterSeconds).toBe(30);
    const none = await runSearchPipeline({ query: 'q', count: 5 }, pipelineSettings(), deps([failing('searxng'), failing('duckduckgo')])).catch((e: unknown) => e);
    expect((none as SidelightError).retryAfterSeconds).toBeUndefined();
  });
});
