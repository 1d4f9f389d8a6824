import type { SearchResult } from './types';

/** Query parameters that track the click, not the page. */
const TRACKING = /^(utm_.*|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|yclid|_hsenc|_hsmkt|ref_src|igshid)$/i;

/**
 * The key two results share when they are the same page: scheme-less, `www.`-less, lower-case
 * host, no default port, no fragment, no trailing slash, no tracking parameters, sorted query.
 */
export function normalizeUrlForDedupe(raw: string): string {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return raw.trim();
  }
  const host = u.hostname.toLowerCase().replace(/^www\./, '');
  const port = u.port ? `:${u.port}` : '';
  const path = u.pathname.replace(/\/+$/, '').replace(/\/index\.html?$/i, '') || '';
  const params = [...u.searchParams.entries()].filter(([k]) => !TRACKING.test(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  return `${host}${port}${path}${query}`;
}

/** Keeps the first (best-ranked) of each page; a longer snippet from a later copy is kept. */
export function dedupeResults(results: SearchResult[]): { kept: SearchResult[]; removed: number } {
  const byKey = new Map<string, SearchResult>();
  for (const r of results) {
    const key = normalizeUrlForDedupe(r.url);
    const first = byKey.get(key);
    if (!first) byKey.set(key, { ...r });
    else if (r.snippet.length > first.snippet.length) first.snippet = r.snippet;
  }
  return { kept: [...byKey.values()], removed: results.length - byKey.size };
}
