/**
 * Search and page-opening figures: (1) result processing (filter, dedupe, lexical rerank, results
 * document) on 50 results; (2) parsing DuckDuckGo's HTML page; (3) opening a fixture page by the fast
 * path in Node (fetch + documents core); (4) both paths in Chromium through the built extension's
 * worker (`open-page` with via 'fetch' and via 'tab'), when dist/ exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';
import { bodyToDocument } from '../../src/core/document/parse/body-to-document';
import { parseDuckDuckGoHtml } from '../../src/core/search/providers/duckduckgo';
import { processResults } from '../../src/core/search/pipeline';
import { resultsToDocument } from '../../src/core/search/results-document';
import type { SearchResult } from '../../src/core/search/types';
import { CONTENT_SCRIPT_PATH } from '../../src/background/content-script-path';
import { DIST_DIR, launchExtension } from '../support/extension-browser';
import { startFixtureSite } from '../support/fixture-site';
import { startSearchBackend } from '../support/search-backend';
import type { BenchRow, BenchSection } from './bench-types';
import { median, ms, percentile, sample } from './timing';

const here = fileURLToPath(new URL('.', import.meta.url));
const parseHtml = (html: string) => parseHTML(html).document as unknown as Document;

const WORDS = 'solar panel battery storage grid efficiency tidal energy turbine price market policy research report cell module inverter'.split(' ');

function syntheticResults(n: number): SearchResult[] {
  return Array.from({ length: n }, (_, i) => ({
    title: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} news ${i}`,
    // Every fifth is a duplicate of an earlier page with a tracking parameter.
    url: i % 5 === 4 ? `https://site${i - 1}.example.com/page?utm_source=x` : `https://site${i}.example.com/page`,
    snippet: Array.from({ length: 40 }, (_, j) => WORDS[(i + j * 3) % WORDS.length]).join(' '),
    engine: 'bench',
  }));
}

/**
 * What the content script's size costs: injecting it (chrome.scripting.executeScript of its file) into
 * a tab that has never run it, as the browser path does with each new tab, against injecting a
 * one-line function the same way. Strings, not functions, go to the worker: the bench's transpiler
 * wraps functions in helpers the worker does not have.
 */
async function injectionRows(ext: Awaited<ReturnType<typeof launchExtension>>, pageUrl: string): Promise<BenchRow> {
  const inject = async (what: string): Promise<number> => {
    const tab = await ext.context.newPage();
    const url = `${pageUrl}?fresh=${Math.random()}`;
    await tab.goto(url);
    const took = (await ext.serviceWorker.evaluate(`(async () => {
      const [t] = await chrome.tabs.query({ url: ${JSON.stringify(url)} });
      const start = performance.now();
      await chrome.scripting.executeScript({ target: { tabId: t.id }, ${what} });
      return performance.now() - start;
    })()`)) as number;
    await tab.close();
    return took;
  };
  const script: number[] = [];
  const oneLine: number[] = [];
  for (let i = 0; i < 8; i++) {
    script.push(await inject(`files: [${JSON.stringify(CONTENT_SCRIPT_PATH)}]`));
    oneLine.push(await inject('func: function one() { return 1; }'));
  }
  return row(`Chromium content-script injection into a fresh tab (a one-line function the same way: ${ms(median(oneLine))})`, script, 30);
}

function row(name: string, times: number[], goalMs?: number): BenchRow {
  const sorted = [...times].sort((a, b) => a - b);
  const med = median(times);
  const r: BenchRow = { name, value: `${ms(med)} median, ${ms(percentile(sorted, 95))} p95 (${times.length} runs)` };
  if (goalMs !== undefined) {
    r.goal = `< ${goalMs} ms median`;
    r.met = med < goalMs;
  }
  return r;
}

export default async function searchBench(): Promise<BenchSection> {
  const rows: BenchRow[] = [];
  const notes: string[] = [];

  const results = syntheticResults(50);
  const settings = { preferredDomains: ['site3.example.com'], blockedDomains: ['site7.example.com'], rerank: 'lexical' as const };
  const signal = new AbortController().signal;
  rows.push(
    row(
      'process 50 results (filter, dedupe, lexical rerank, document)',
      await sample(async () => {
        const notesOut: string[] = [];
        const ranked = await processResults('solar panel efficiency report', results, 10, undefined, settings, { signal }, notesOut);
        resultsToDocument({ query: 'solar panel efficiency report', providerId: 'searxng', pageUrl: 'https://s.example/', results: ranked, notes: notesOut, errors: [] });
      }, 50, 300),
      5,
    ),
  );

  const ddgHtml = readFileSync(join(here, '../fixtures/search/duckduckgo/01-results-page/body.html'), 'utf8');
  rows.push(row('parse a DuckDuckGo HTML results page (linkedom)', await sample(() => parseDuckDuckGoHtml(parseHtml(ddgHtml)), 30, 300)));

  const site = await startFixtureSite();
  try {
    for (const path of ['/articles/solar.html', '/long.html']) {
      rows.push(
        row(
          `fast path in Node: fetch + parse ${path}`,
          await sample(async () => {
            const res = await fetch(`${site.url}${path}`);
            await bodyToDocument({ body: await res.text(), url: res.url, contentType: res.headers.get('content-type') ?? '', parseHtml });
          }, 5, 500),
        ),
      );
    }

    if (!existsSync(join(DIST_DIR, 'manifest.json'))) {
      notes.push('Chromium rows skipped: no dist/ (run npm run build first).');
    } else {
      const ext = await launchExtension();
      const backend = await startSearchBackend({ siteUrl: site.url });
      try {
        // The panel's opens are model opens: the fixture site is an Allowed local host.
        await ext.serviceWorker.evaluate(
          ([searxngUrl, siteHost]) => chrome.storage.local.set({ settings: { browsing: { cacheHours: 0, allowedLocalHosts: [siteHost] }, search: { provider: 'searxng', searxngUrl } } }),
          [backend.url, new URL(site.url).host] as const,
        );
        const panel = await ext.openExtensionPage('src/sidepanel/index.html');
        const search = () =>
          panel.evaluate(async () => {
            const reply = await chrome.runtime.sendMessage({ sidelight: true, type: 'search', payload: { query: 'solar battery energy', count: 10 } });
            if (!reply?.ok) throw new Error(JSON.stringify(reply));
          });
        await search();
        rows.push(row('Chromium search round trip (panel → worker → offscreen pipeline → local SearXNG stand-in)', await sample(search, 10, 500)));
        const open = (via: 'fetch' | 'tab', url: string) =>
          panel.evaluate(
            async ([u, v]) => {
              const reply = await chrome.runtime.sendMessage({ sidelight: true, type: 'open-page', payload: { url: u, via: v } });
              if (!reply?.ok) throw new Error(JSON.stringify(reply));
            },
            [url, via] as const,
          );
        for (const path of ['/articles/solar.html', '/js-rendered.html']) {
          await open('fetch', `${site.url}${path}`); // warm-up: offscreen document creation
          rows.push(row(`Chromium fast path (worker fetch + offscreen parse) ${path}`, await sample(() => open('fetch', `${site.url}${path}`), 5, 500)));
          rows.push(row(`Chromium browser path (background tab + extract) ${path}`, await sample(() => open('tab', `${site.url}${path}`), 5, 0), path === '/js-rendered.html' ? 400 : 250));
        }
        rows.push(await injectionRows(ext, `${site.url}/articles/solar.html`));
      } finally {
        await ext.close();
        await backend.close();
      }
    }
  } finally {
    await site.close();
  }
  notes.push('The browser path waits after load until the DOM is quiet (src/content/settle-page.ts: none without scripts, 80 ms quiet, longer only while the page looks unfinished). Goals: static ≤ 250 ms, JS-rendered ≤ 400 ms.');
  return { title: 'Search and opening pages', rows, notes };
}
