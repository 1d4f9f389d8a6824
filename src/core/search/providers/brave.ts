import { SidelightError, userText } from '../../errors';
import { cleanText, isWebUrl, providerFetch, readJson, statusError } from '../provider-http';
import type { ProviderResponse, SearchProvider, SearchProviderSettings, SearchRequest, SearchResult, TimeRange } from '../types';

const LABEL = 'Brave Search';
const BRAVE_API = 'https://api.search.brave.com/res/v1/web/search';

const FRESHNESS: Record<TimeRange, string | undefined> = { none: undefined, day: 'pd', week: 'pw', month: 'pm', year: 'py' };
const SAFE = ['off', 'moderate', 'strict'] as const;

function buildBraveUrl(request: SearchRequest, settings: SearchProviderSettings): string {
  const u = new URL(BRAVE_API);
  u.searchParams.set('q', request.query);
  // The API caps count at 20 and offset (in pages) at 9.
  u.searchParams.set('count', String(Math.min(20, Math.max(1, request.count))));
  const page = request.page ?? 1;
  if (page > 1) u.searchParams.set('offset', String(Math.min(9, page - 1)));
  if (settings.country) u.searchParams.set('country', settings.country.toLowerCase());
  if (settings.language) u.searchParams.set('search_lang', settings.language.toLowerCase());
  const freshness = FRESHNESS[request.timeRange ?? 'none'];
  if (freshness) u.searchParams.set('freshness', freshness);
  u.searchParams.set('safesearch', SAFE[settings.safeSearch]);
  u.searchParams.set('text_decorations', 'false');
  return u.href;
}

function braveResultsPage(query: string): string {
  return `https://search.brave.com/search?q=${encodeURIComponent(query)}&source=web`;
}

/** Descriptions can still carry <strong> and entities; they are snippets, not pages, so a light touch. */
function plain(value: unknown): string {
  return cleanText(
    cleanText(value)
      .replace(/<[^>]*>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&#0?39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

function parseBraveJson(body: unknown): SearchResult[] {
  if (typeof body !== 'object' || body === null) {
    throw new SidelightError('bad-response', 'Brave Search answered with something other than a JSON object.', { userMessage: userText('errBraveNotObject') });
  }
  const web = (body as { web?: { results?: unknown } }).web;
  if (web === undefined) return []; // Brave omits `web` when nothing matched.
  if (!Array.isArray(web.results)) throw new SidelightError('bad-response', 'Brave Search answered without a results list.', { userMessage: userText('errBraveNoResults') });
  const out: SearchResult[] = [];
  for (const raw of web.results as Record<string, unknown>[]) {
    const url = typeof raw.url === 'string' ? raw.url : '';
    if (!isWebUrl(url)) continue;
    const r: SearchResult = { title: plain(raw.title) || url, url, snippet: plain(raw.description), engine: 'brave' };
    if (typeof raw.page_age === 'string') r.publishedDate = raw.page_age;
    else if (typeof raw.age === 'string') r.publishedDate = raw.age;
    out.push(r);
  }
  return out;
}

/** Brave's error bodies: {"type":"ErrorResponse","error":{"code":"SUBSCRIPTION_TOKEN_INVALID","detail":"…"}}. */
export function braveError(status: number, body: string): SidelightError {
  let code = '';
  let detail = '';
  try {
    const e = (JSON.parse(body) as { error?: { code?: string; detail?: string } }).error;
    code = e?.code ?? '';
    detail = e?.detail ?? '';
  } catch {
    /* not JSON: fall back to the status */
  }
  if (/TOKEN|AUTH/i.test(code) || status === 401) {
    return new SidelightError('unauthorized', `Brave Search rejected the API key${detail ? `: ${detail}` : '.'}`, {
      status,
      hint: 'Check the Brave API key in Options → Search.',
      userMessage: detail ? userText('errBraveKeySaid', detail) : userText('errBraveKey'),
      userHint: userText('hintBraveKey'),
    });
  }
  if (/QUOTA/i.test(code) || status === 402) {
    return new SidelightError('quota', `Brave Search quota is used up${detail ? `: ${detail}` : '.'}`, {
      status,
      hint: 'Wait for the quota to renew or upgrade the plan; another provider is used meanwhile.',
      userMessage: detail ? userText('errBraveQuotaSaid', detail) : userText('errBraveQuota'),
      userHint: userText('hintBraveQuota'),
    });
  }
  if (/RATE/i.test(code) || status === 429) {
    return new SidelightError('rate-limited', 'Brave Search is rate-limiting requests (the free plan allows one a second).', {
      status,
      hint: 'Wait a moment and retry.',
      userMessage: userText('errBraveRate'),
      userHint: userText('hintWaitRetry'),
    });
  }
  return statusError(LABEL, status, detail || body);
}

export const braveProvider: SearchProvider = {
  id: 'brave',
  label: LABEL,
  isConfigured: (s) => s.braveApiKey.trim() !== '',
  async search(request, settings, ctx): Promise<ProviderResponse> {
    const key = settings.braveApiKey.trim();
    if (!key) {
      throw new SidelightError('config', 'Brave Search needs an API key.', {
        hint: 'Get one at brave.com/search/api and enter it in Options → Search.',
        userMessage: userText('errBraveNoKey'),
        userHint: userText('hintBraveGetKey'),
      });
    }
    const res = await providerFetch(
      ctx,
      buildBraveUrl(request, settings),
      { headers: { Accept: 'application/json', 'X-Subscription-Token': key } },
      { label: LABEL, timeoutMs: 15_000 },
    );
    if (!res.ok) throw braveError(res.status, await res.text());
    return { results: parseBraveJson(await readJson(LABEL, res)), pageUrl: braveResultsPage(request.query) };
  },
};
