/**
 * A SearXNG-compatible search backend for tests, over a small corpus that points at the fixture
 * website. It answers `/search?q=…&format=json` like a SearXNG instance (time_range, safesearch,
 * pageno, bangs such as `!news` and `!it`), and the `/general`, `/news`, `/it` JSON endpoints that
 * `/work/shared/tools/searx-local PORT URL` points a real searx's engines at. `/duckduckgo/html/`
 * imitates DuckDuckGo's HTML endpoint (redirector links, or its bot wall) for failover tests that
 * redirect html.duckduckgo.com here.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLocalServer } from './local-server';

export type SearchBackendMode = 'ok' | 'json-disabled' | 'rate-limited' | 'engines-down' | 'slow';

export interface SearchBackendRequest {
  path: string;
  query: Record<string, string>;
}

export interface SearchBackend {
  /** Base URL (the SearXNG instance URL to put in settings). */
  url: string;
  requests: SearchBackendRequest[];
  /** Switches behaviour for following requests, e.g. 'json-disabled' to answer 403 like an instance without JSON output. */
  setMode(mode: SearchBackendMode): void;
  /**
   * Holds the next `/search` request until `release()`; `arrived` resolves when it comes in. Lets a test
   * act while a search is in flight (stop the worker that sent it).
   */
  holdNextSearch(): { arrived: Promise<void>; release(): void };
  /** 'bot-wall' answers the DuckDuckGo imitation with its 202 "are you a robot?" page. */
  setDuckDuckGoMode(mode: 'ok' | 'bot-wall'): void;
  close(): Promise<void>;
}

type Category = 'general' | 'news' | 'it';

interface Entry {
  path: string;
  title: string;
  snippet: string;
  category: Category;
  /** How old the page is, for time_range. */
  ageDays: number;
  adult?: boolean;
}

const CORPUS: Entry[] = [
  { path: '/articles/solar.html', title: 'Solar panels reach record efficiency', snippet: 'Rooftop solar panels in the fixture town now convert more sunlight into electricity than ever.', category: 'news', ageDays: 0.5 },
  { path: '/articles/battery.html', title: 'Solid-state batteries enter pilot production', snippet: 'A solid-state battery line starts pilot production; energy density and charging times improve.', category: 'news', ageDays: 5 },
  { path: '/articles/table-code.html', title: 'Benchmark table and example code', snippet: 'A benchmark table of parser speeds and an example of code in TypeScript.', category: 'it', ageDays: 20 },
  { path: '/js-rendered.html', title: 'Rendered by JavaScript: tidal energy', snippet: 'Tidal turbines in the fixture strait; this page is written by a script after it loads.', category: 'general', ageDays: 40 },
  { path: '/long.html', title: 'A very long report', snippet: 'A very long report on energy, storage and the grid, with many sections.', category: 'general', ageDays: 200 },
  { path: '/notes.txt', title: 'Field notes — fixture lab', snippet: 'Pyranometer calibration and solar output under cloud cover, day by day.', category: 'general', ageDays: 3 },
  { path: '/data.json', title: 'Harbour station readings (JSON)', snippet: 'Daily energy readings in kWh from the fixture harbour station.', category: 'it', ageDays: 2 },
  { path: '/doc.pdf', title: 'Fixture report (PDF)', snippet: 'The fixture report as a PDF document about energy.', category: 'general', ageDays: 400 },
  { path: '/index.html', title: 'Fixture News — Home', snippet: 'Front page of Fixture News: solar, batteries, tidal energy and more.', category: 'general', ageDays: 1 },
  { path: '/hostile.html', title: 'Totally normal article', snippet: 'An ordinary article about energy prices.', category: 'general', ageDays: 10 },
  { path: '/articles/solar.html?utm_source=feed', title: 'Solar panels reach record efficiency (feed copy)', snippet: 'Duplicate of the solar article with a tracking parameter.', category: 'general', ageDays: 0.5 },
  { path: '/adult-energy.html', title: 'Unsafe energy drinks', snippet: 'Adult content about energy, hidden by safe search.', category: 'general', ageDays: 7, adult: true },
];

const RANGE_DAYS: Record<string, number> = { day: 1, week: 7, month: 31, year: 366 };
const PAGE_SIZE = 10;
const BANG_CATEGORY: Record<string, Category> = { news: 'news', fxn: 'news', it: 'it', fxi: 'it', general: 'general', fx: 'general' };

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

export interface SearchQuery {
  q: string;
  category?: Category;
  timeRange?: string;
  safeSearch?: number;
  page?: number;
}

/** The matching logic both kinds of endpoint share: any query word in title or snippet. */
export function searchCorpus(siteUrl: string, query: SearchQuery): { url: string; title: string; snippet: string; entry: Entry }[] {
  let category = query.category;
  const terms: string[] = [];
  for (const token of query.q.split(/\s+/).filter(Boolean)) {
    const bang = /^!(\w+)$/.exec(token);
    if (bang && BANG_CATEGORY[bang[1]!.toLowerCase()]) category = BANG_CATEGORY[bang[1]!.toLowerCase()];
    else terms.push(...words(token));
  }
  const maxAge = query.timeRange ? RANGE_DAYS[query.timeRange] : undefined;
  const hits = CORPUS.filter((e) => {
    if (category && category !== 'general' && e.category !== category) return false;
    if (maxAge !== undefined && e.ageDays > maxAge) return false;
    if (e.adult && (query.safeSearch ?? 1) > 0) return false;
    const text = new Set(words(`${e.title} ${e.snippet}`));
    return terms.length > 0 && terms.some((t) => text.has(t));
  });
  const page = Math.max(1, query.page ?? 1);
  return hits.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((entry) => ({ url: `${siteUrl}${entry.path}`, title: entry.title, snippet: entry.snippet, entry }));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** DuckDuckGo's HTML results page, as far as the keyless provider reads it. */
function duckDuckGoPage(q: string, hits: { url: string; title: string; snippet: string }[]): string {
  const results = hits.length
    ? hits
        .map(
          (h) => `<div class="result results_links results_links_deep web-result"><div class="links_main links_deep result__body">
<h2 class="result__title"><a rel="nofollow" class="result__a" href="//duckduckgo.com/l/?uddg=${encodeURIComponent(h.url)}&amp;rut=x">${escapeHtml(h.title)}</a></h2>
<a class="result__snippet" href="//duckduckgo.com/l/?uddg=${encodeURIComponent(h.url)}">${escapeHtml(h.snippet)}</a></div></div>`,
        )
        .join('\n')
    : '<div class="result results_links"><div class="no-results">No results.</div></div>';
  return `<!DOCTYPE html><html><head><title>${escapeHtml(q)} at DuckDuckGo</title></head><body class="body--html"><div id="links" class="results">${results}</div></body></html>`;
}

const DDG_BOT_WALL = `<!DOCTYPE html><html><head><title>DuckDuckGo</title></head><body><div class="anomaly-modal__mask"><div class="anomaly-modal__title">Unfortunately, bots use DuckDuckGo too.</div>
<form id="challenge-form" action="//duckduckgo.com/anomaly.js?sv=html" method="POST"><button type="submit">Submit</button></form></div></body></html>`;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startSearchBackend(opts: { siteUrl: string }): Promise<SearchBackend> {
  const siteUrl = opts.siteUrl.replace(/\/+$/, '');
  const requests: SearchBackendRequest[] = [];
  let mode: SearchBackendMode = 'ok';
  let ddgMode: 'ok' | 'bot-wall' = 'ok';
  let hold: { arrive: () => void; released: Promise<void> } | null = null;

  const server = await startLocalServer(async (req: IncomingMessage, res: ServerResponse) => {
    const u = new URL(req.url ?? '/', 'http://backend');
    // A request the browser redirected here (DNR, in e2e) arrives as a cross-origin one.
    res.setHeader('access-control-allow-origin', '*');
    const query = Object.fromEntries(u.searchParams.entries());
    requests.push({ path: u.pathname, query });

    // The engine endpoints for a real searx (searx-local): searx strips bangs and keeps time_range itself.
    const engine = /^\/(general|news|it)$/.exec(u.pathname);
    if (engine) {
      const hits = searchCorpus(siteUrl, { q: query.q ?? '', category: engine[1] as Category, page: Number(query.page ?? '1') });
      sendJson(res, 200, { results: hits.map(({ url, title, snippet }) => ({ url, title, snippet })) });
      return;
    }

    if (u.pathname === '/duckduckgo/html/') {
      if (ddgMode === 'bot-wall') {
        res.writeHead(202, { 'content-type': 'text/html; charset=UTF-8' }).end(DDG_BOT_WALL);
        return;
      }
      const df: Record<string, string> = { d: 'day', w: 'week', m: 'month', y: 'year' };
      const hits = searchCorpus(siteUrl, { q: query.q ?? '', timeRange: df[query.df ?? ''], safeSearch: query.kp === '-2' ? 0 : 1 });
      res.writeHead(200, { 'content-type': 'text/html; charset=UTF-8' }).end(duckDuckGoPage(query.q ?? '', hits));
      return;
    }

    if (u.pathname !== '/search') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if (hold) {
      const { arrive, released } = hold;
      hold = null;
      arrive();
      await released;
    }
    if (mode === 'slow') await new Promise((r) => setTimeout(r, 30_000));
    if (query.format === 'json' && mode === 'json-disabled') {
      res.writeHead(403, { 'content-type': 'text/html' }).end('<!doctype html><title>403 Forbidden</title><h1>Forbidden</h1>');
      return;
    }
    if (mode === 'rate-limited') {
      res.writeHead(429, { 'content-type': 'text/plain' }).end('Too Many Requests');
      return;
    }
    if (query.time_range && !(query.time_range in RANGE_DAYS)) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(`Invalid value "${query.time_range}" for parameter time_range`);
      return;
    }
    const hits =
      mode === 'engines-down'
        ? []
        : searchCorpus(siteUrl, { q: query.q ?? '', timeRange: query.time_range, safeSearch: Number(query.safesearch ?? '1'), page: Number(query.pageno ?? '1') });
    if (query.format !== 'json') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>${query.q} - SearXNG</title><ul>${hits.map((h) => `<li><a href="${h.url}">${h.title}</a></li>`).join('')}</ul>`);
      return;
    }
    sendJson(res, 200, {
      query: query.q ?? '',
      number_of_results: hits.length,
      results: hits.map((h) => ({
        url: h.url,
        title: h.title,
        content: h.snippet,
        engine: 'fixture',
        engines: ['fixture'],
        category: h.entry.category,
        publishedDate: new Date(Date.now() - h.entry.ageDays * 86_400_000).toISOString(),
        score: 1,
      })),
      answers: [],
      corrections: [],
      infoboxes: [],
      suggestions: [],
      unresponsive_engines: mode === 'engines-down' ? [['fixture', 'timeout']] : [],
    });
  });

  return {
    url: server.url,
    requests,
    setMode: (m) => {
      mode = m;
    },
    setDuckDuckGoMode: (m) => {
      ddgMode = m;
    },
    holdNextSearch: () => {
      let arrive!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((r) => (arrive = r));
      hold = { arrive, released: new Promise<void>((r) => (release = r)) };
      return { arrived, release };
    },
    close: () => server.close(),
  };
}
