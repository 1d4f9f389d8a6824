import { SidelightError, userText } from '../../errors';
import { cleanText, isWebUrl, providerFetch, readJson, retryAfterSeconds, statusError } from '../provider-http';
import type { ProviderContext, ProviderResponse, SearchProvider, SearchProviderSettings, SearchRequest, SearchResult, TimeRange } from '../types';

const LABEL = 'SearXNG';

/**
 * SearXNG's `time_range` takes day/week/month/year. Its API page lists only day/month/year, but the
 * web adapter of both searx and SearXNG accepts `week` too, so a week stays a week rather than being
 * silently widened; engines without time-range support are skipped by the instance itself.
 */
const TIME_RANGE: Record<TimeRange, string | undefined> = { none: undefined, day: 'day', week: 'week', month: 'month', year: 'year' };

/** Accepts the instance root as users paste it: with or without a trailing slash or `/search`. */
function searxngBase(url: string): string {
  return url.trim().replace(/\/+$/, '').replace(/\/search$/, '');
}

function buildSearxngUrl(request: SearchRequest, settings: SearchProviderSettings, format: 'json' | 'html'): string {
  const u = new URL(`${searxngBase(settings.searxngUrl)}/search`);
  // The query goes through untouched: bangs (!news, !it) and keywords (random uuid) are SearXNG syntax.
  u.searchParams.set('q', request.query);
  if (format === 'json') u.searchParams.set('format', 'json');
  const range = TIME_RANGE[request.timeRange ?? 'none'];
  if (range) u.searchParams.set('time_range', range);
  u.searchParams.set('safesearch', String(settings.safeSearch));
  if ((request.page ?? 1) > 1) u.searchParams.set('pageno', String(request.page));
  if (settings.language) u.searchParams.set('language', settings.language);
  return u.href;
}

interface SearxngJson {
  results?: { url?: unknown; title?: unknown; content?: unknown; engine?: unknown; publishedDate?: unknown; pubdate?: unknown }[];
  answers?: unknown[];
  unresponsive_engines?: unknown[];
}

function parseSearxngJson(body: unknown): { results: SearchResult[]; answers: string[]; failedEngines: string[] } {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as SearxngJson).results)) {
    throw new SidelightError('bad-response', 'SearXNG answered without a results list.', {
      hint: 'Check that the URL points at a SearXNG instance.',
      userMessage: userText('errSearxngNoResults'),
      userHint: userText('hintSearxngUrl'),
    });
  }
  const json = body as SearxngJson;
  const results: SearchResult[] = [];
  for (const r of json.results ?? []) {
    const url = typeof r.url === 'string' ? r.url : '';
    if (!isWebUrl(url)) continue;
    const result: SearchResult = { title: cleanText(r.title) || url, url, snippet: cleanText(r.content) };
    if (typeof r.engine === 'string') result.engine = r.engine;
    const date = typeof r.publishedDate === 'string' ? r.publishedDate : typeof r.pubdate === 'string' ? r.pubdate : undefined;
    if (date) result.publishedDate = date;
    results.push(result);
  }
  // Keyword queries (`avg 1 2 3`, `random uuid`) answer in `answers`: strings in searx, objects in SearXNG.
  const answers = (json.answers ?? [])
    .map((a) => (typeof a === 'string' ? a : typeof a === 'object' && a !== null ? cleanText((a as { answer?: unknown }).answer) : ''))
    .map(cleanText)
    .filter(Boolean);
  const failedEngines = (json.unresponsive_engines ?? []).map((e) => (Array.isArray(e) ? e.map(String).join(': ') : String(e)));
  return { results, answers, failedEngines };
}

export const searxngProvider: SearchProvider = {
  id: 'searxng',
  label: LABEL,
  isConfigured: (s) => s.searxngUrl.trim() !== '',
  async search(request, settings, ctx: ProviderContext): Promise<ProviderResponse> {
    if (!settings.searxngUrl.trim()) {
      throw new SidelightError('config', 'SearXNG has no instance URL.', {
        hint: 'Enter your instance URL in Options → Search.',
        userMessage: userText('errSearxngNoUrl'),
        userHint: userText('hintSearxngEnterUrl'),
      });
    }
    const res = await providerFetch(ctx, buildSearxngUrl(request, settings, 'json'), { headers: { Accept: 'application/json' } }, { label: LABEL, timeoutMs: 20_000 });
    if (res.status === 403) {
      await res.body?.cancel();
      throw new SidelightError('forbidden', 'Your SearXNG instance refused JSON output (403 Forbidden).', {
        status: 403,
        hint: 'On the instance, add json to search.formats in settings.yml (formats: [html, json]) and restart it, or pick another provider in Options.',
        userMessage: userText('errSearxngNoJson'),
        userHint: userText('hintSearxngJson'),
      });
    }
    if (res.status === 429) {
      await res.body?.cancel();
      throw new SidelightError('rate-limited', 'Your SearXNG instance is rate-limiting Sidelight (429).', {
        status: 429,
        hint: 'Turn off server.limiter in the instance settings.yml (or allow your address in limiter.toml), or wait and retry.',
        userMessage: userText('errSearxngLimiter'),
        userHint: userText('hintSearxngLimiter'),
        // SearXNG's limiter sends none itself; a proxy in front of the instance may.
        retryAfterSeconds: retryAfterSeconds(res.headers),
      });
    }
    if (!res.ok) throw statusError(LABEL, res.status, await res.text(), retryAfterSeconds(res.headers));
    const parsed = parseSearxngJson(await readJson(LABEL, res));
    if (parsed.results.length === 0 && parsed.answers.length === 0 && parsed.failedEngines.length > 0) {
      // Zero results because every engine failed is an outage, not an answer: let the pipeline fail over.
      const engines = parsed.failedEngines.slice(0, 4).join('; ');
      throw new SidelightError('server', `Every engine of your SearXNG instance failed (${engines}).`, {
        hint: 'Engines are often rate-limited or blocked upstream; check the instance, or pick another provider in Options.',
        userMessage: userText('errSearxngEnginesFailed', engines),
        userHint: userText('hintSearxngEngines'),
      });
    }
    return { results: parsed.results, pageUrl: buildSearxngUrl(request, settings, 'html'), answers: parsed.answers };
  },
};
