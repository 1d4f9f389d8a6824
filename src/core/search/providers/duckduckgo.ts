import { SidelightError, userText } from '../../errors';
import { cleanText, isWebUrl, providerFetch, retryAfterSeconds, statusError } from '../provider-http';
import type { ProviderResponse, SearchProvider, SearchProviderSettings, SearchRequest, SearchResult, TimeRange } from '../types';

/** Named as the fallback everywhere it shows: it works without setup but is scraped, so it can break. */
const LABEL = 'DuckDuckGo (keyless fallback)';
export const DDG_HTML = 'https://html.duckduckgo.com/html/';

const DF: Record<TimeRange, string | undefined> = { none: undefined, day: 'd', week: 'w', month: 'm', year: 'y' };
const KP = ['-2', '-1', '1'] as const; // safe search off / moderate / strict
const PAGE_SIZE = 30;

function buildDuckDuckGoUrl(request: SearchRequest, settings: SearchProviderSettings): string {
  const u = new URL(DDG_HTML);
  u.searchParams.set('q', request.query);
  const df = DF[request.timeRange ?? 'none'];
  if (df) u.searchParams.set('df', df);
  u.searchParams.set('kp', KP[settings.safeSearch]);
  // kl is region-language, e.g. us-en; only sent when both halves are known.
  if (settings.country && settings.language) u.searchParams.set('kl', `${settings.country}-${settings.language}`.toLowerCase());
  const page = request.page ?? 1;
  if (page > 1) u.searchParams.set('s', String((page - 1) * PAGE_SIZE));
  return u.href;
}

/** Result links go through DuckDuckGo's redirector (`//duckduckgo.com/l/?uddg=<target>`): keep the target. */
function unwrapDuckDuckGoLink(href: string): string {
  try {
    const u = new URL(href, 'https://duckduckgo.com/');
    if (/(^|\.)duckduckgo\.com$/.test(u.hostname) && u.pathname === '/l/') return u.searchParams.get('uddg') ?? '';
    return u.href;
  } catch {
    return '';
  }
}

const BOT_WALL_MARKERS = ['.anomaly-modal', '#challenge-form', 'form[action*="anomaly"]', '.g-recaptcha', '.h-captcha', 'iframe[src*="captcha"]'];

function botWall(status?: number): SidelightError {
  return new SidelightError('bot-wall', 'DuckDuckGo asked “are you a robot?” instead of showing results: the keyless fallback is blocked for now.', {
    status,
    hint: 'Set up SearXNG, Brave Search or Ollama web search in Options → Search for reliable search.',
    userMessage: userText('errDuckDuckGoBotWall'),
    userHint: userText('hintSetUpSearchReliable'),
  });
}

/**
 * Reads DuckDuckGo's HTML results page with a real DOM. A page that is neither results nor an
 * explicit "no results" (a CAPTCHA, a changed layout) is an error, never zero results.
 */
export function parseDuckDuckGoHtml(doc: Document, status = 200): SearchResult[] {
  if (BOT_WALL_MARKERS.some((sel) => doc.querySelector(sel)) || /unfortunately, bots use duckduckgo too/i.test(doc.body?.textContent ?? '')) {
    throw botWall(status);
  }
  const results: SearchResult[] = [];
  for (const node of Array.from(doc.querySelectorAll('.result'))) {
    if (node.classList.contains('result--ad') || node.querySelector('.badge--ad')) continue;
    const a = node.querySelector('a.result__a');
    if (!a) continue;
    const url = unwrapDuckDuckGoLink(a.getAttribute('href') ?? '');
    if (!isWebUrl(url)) continue;
    results.push({
      title: cleanText(a.textContent) || url,
      url,
      snippet: cleanText(node.querySelector('.result__snippet')?.textContent),
      engine: 'duckduckgo',
    });
  }
  if (results.length > 0) return results;
  if (doc.querySelector('.no-results, .result--no-result')) return [];
  if (status === 202) throw botWall(status);
  throw new SidelightError('bad-response', 'DuckDuckGo answered with a page that has no results and no “no results” notice; its layout may have changed.', {
    hint: 'Set up SearXNG, Brave Search or Ollama web search in Options → Search.',
    userMessage: userText('errDuckDuckGoLayout'),
    userHint: userText('hintSetUpSearch'),
  });
}

export const duckDuckGoProvider: SearchProvider = {
  id: 'duckduckgo',
  label: LABEL,
  isConfigured: () => true,
  async search(request, settings, ctx): Promise<ProviderResponse> {
    const url = buildDuckDuckGoUrl(request, settings);
    const res = await providerFetch(ctx, url, { headers: { Accept: 'text/html' } }, { label: LABEL, timeoutMs: 15_000 });
    if (res.status === 429 || res.status === 403) {
      await res.body?.cancel();
      throw new SidelightError('rate-limited', `DuckDuckGo is refusing searches from this browser for now (${res.status}).`, {
        status: res.status,
        hint: 'Wait a few minutes, or set up SearXNG, Brave Search or Ollama web search in Options → Search.',
        userMessage: userText('errDuckDuckGoRefusing', res.status),
        userHint: userText('hintDuckDuckGoWait'),
        retryAfterSeconds: retryAfterSeconds(res.headers),
      });
    }
    if (!res.ok) throw statusError(LABEL, res.status, '', retryAfterSeconds(res.headers));
    const html = await res.text();
    const results = parseDuckDuckGoHtml(ctx.parseHtml(html, url), res.status);
    const page = new URL('https://duckduckgo.com/');
    page.searchParams.set('q', request.query);
    return { results, pageUrl: page.href };
  },
};
