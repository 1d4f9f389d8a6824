/**
 * The SearXNG provider against HTTP servers, not stubs: the SearXNG-compatible test backend, and a
 * REAL searx (`/work/shared/tools/searx-local`, Debian package `searx`) whose engines read the
 * backend's JSON endpoints. A missing searx fails these tests; it is never a skip.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SidelightError } from '../../../src/core/errors';
import { runSearchPipeline, type SearchPipelineSettings } from '../../../src/core/search/pipeline';
import { searxngProvider } from '../../../src/core/search/providers/searxng';
import { resultsToDocument } from '../../../src/core/search/results-document';
import type { ProviderContext, SearchProviderSettings } from '../../../src/core/search/types';
import { startSearchBackend, type SearchBackend } from '../../support/search-backend';

const SEARX_LOCAL = '/work/shared/tools/searx-local';
const SITE = 'http://site.test:8000';

const ctx = (): ProviderContext => ({ fetch, signal: AbortSignal.timeout(15_000), parseHtml: (html) => parseHTML(html).document as unknown as Document });
const settingsFor = (url: string, extra: Partial<SearchProviderSettings> = {}): SearchProviderSettings => ({
  searxngUrl: url,
  braveApiKey: '',
  ollamaApiKey: '',
  safeSearch: 1,
  country: '',
  language: '',
  ...extra,
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

let backend: SearchBackend;
beforeAll(async () => {
  backend = await startSearchBackend({ siteUrl: SITE });
});
afterAll(async () => {
  await backend?.close();
});

describe('SearXNG provider against the SearXNG-compatible backend', () => {
  it('searches, honouring bangs, time_range and pageno', async () => {
    backend.setMode('ok');
    const res = await searxngProvider.search({ query: '!news solar battery', count: 10, timeRange: 'week', page: 1 }, settingsFor(`${backend.url}/`), ctx());
    expect(res.results.map((r) => r.url)).toEqual([`${SITE}/articles/solar.html`, `${SITE}/articles/battery.html`]);
    expect(backend.requests.at(-1)).toEqual({ path: '/search', query: { q: '!news solar battery', format: 'json', time_range: 'week', safesearch: '1' } });
    const day = await searxngProvider.search({ query: '!news solar battery', count: 10, timeRange: 'day' }, settingsFor(backend.url), ctx());
    expect(day.results.map((r) => r.url)).toEqual([`${SITE}/articles/solar.html`]);
  });

  it('passes safesearch through', async () => {
    const strict = await searxngProvider.search({ query: 'drinks', count: 10 }, settingsFor(backend.url, { safeSearch: 2 }), ctx());
    expect(strict.results).toEqual([]);
    const off = await searxngProvider.search({ query: 'drinks', count: 10 }, settingsFor(backend.url, { safeSearch: 0 }), ctx());
    expect(off.results.map((r) => r.title)).toEqual(['Unsafe energy drinks']);
  });

  it('names the instance setting when JSON output is disabled', async () => {
    backend.setMode('json-disabled');
    try {
      const err = await searxngProvider.search({ query: 'solar', count: 10 }, settingsFor(backend.url), ctx()).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SidelightError);
      expect((err as SidelightError).code).toBe('forbidden');
      expect((err as SidelightError).hint).toContain('search.formats');
    } finally {
      backend.setMode('ok');
    }
  });
});

describe('SearXNG provider against a real searx (searx-local)', () => {
  let searx: ChildProcess | undefined;
  let searxUrl = '';
  let output = '';

  beforeAll(async () => {
    if (!existsSync(SEARX_LOCAL)) throw new Error(`${SEARX_LOCAL} is missing`);
    if (!existsSync('/usr/bin/searx-run')) throw new Error('searx is not installed: apt-get install -y searx');
    const port = await freePort();
    searxUrl = `http://127.0.0.1:${port}`;
    searx = spawn(SEARX_LOCAL, [String(port), backend.url], { stdio: ['ignore', 'pipe', 'pipe'] });
    searx.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    searx.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const deadline = Date.now() + 45_000;
    for (;;) {
      if (searx.exitCode !== null) throw new Error(`searx-local exited with ${searx.exitCode}:\n${output.slice(-2000)}`);
      try {
        const r = await fetch(`${searxUrl}/search?q=ping&format=json`, { signal: AbortSignal.timeout(2000) });
        if (r.ok) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`searx-local did not start within 45 s:\n${output.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }, 60_000);

  afterAll(async () => {
    if (searx && searx.exitCode === null) {
      const exited = new Promise((r) => searx!.once('exit', r));
      searx.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (searx.exitCode === null) searx.kill('SIGKILL');
    }
  });

  it('returns the engine results, normalised', async () => {
    const res = await searxngProvider.search({ query: 'solar', count: 10 }, settingsFor(searxUrl), ctx());
    expect(res.results[0]).toEqual({
      title: 'Solar panels reach record efficiency',
      url: `${SITE}/articles/solar.html`,
      snippet: 'Rooftop solar panels in the fixture town now convert more sunlight into electricity than ever.',
      engine: 'fixture',
    });
    expect(res.results.map((r) => r.url)).toContain(`${SITE}/notes.txt`);
    expect(res.pageUrl).toBe(`${searxUrl}/search?q=solar&safesearch=1`);
  });

  it('passes bangs through untouched to pick engines', async () => {
    const res = await searxngProvider.search({ query: '!fxi benchmark', count: 10 }, settingsFor(searxUrl), ctx());
    expect(res.results.map((r) => [r.url, r.engine])).toEqual([[`${SITE}/articles/table-code.html`, 'fixture it']]);
    expect(backend.requests.some((r) => r.path === '/it' && r.query.q === 'benchmark')).toBe(true);
  });

  it('accepts time_range, safesearch and pageno', async () => {
    for (const timeRange of ['day', 'week', 'month', 'year'] as const) {
      const res = await searxngProvider.search({ query: 'energy', count: 10, timeRange, page: 2 }, settingsFor(searxUrl, { safeSearch: 2 }), ctx());
      expect(Array.isArray(res.results)).toBe(true);
    }
    expect(backend.requests.some((r) => r.path === '/general' && r.query.q === 'energy' && r.query.page === '2')).toBe(true);
  });

  it('feeds the pipeline and the results document', async () => {
    const settings: SearchPipelineSettings = { ...settingsFor(searxUrl), provider: 'searxng', timeRange: 'none', preferredDomains: [], blockedDomains: [], rerank: 'lexical' };
    const outcome = await runSearchPipeline({ query: 'solid state battery', count: 5 }, settings, { fetch, parseHtml: ctx().parseHtml, signal: AbortSignal.timeout(15_000) });
    expect(outcome.providerId).toBe('searxng');
    expect(outcome.results[0]).toMatchObject({ url: `${SITE}/articles/battery.html`, rank: 1 });
    const doc = resultsToDocument(outcome);
    expect(doc.title).toBe('Web search for “solid state battery”');
    expect(doc.lines.slice(0, 3)).toEqual(['# Search Results', '', '  * 【0†Solid-state batteries enter pilot production†site.test】']);
    expect(doc.links[0]).toEqual({ url: `${SITE}/articles/battery.html`, text: 'Solid-state batteries enter pilot production' });
  });
});
