import type { PageDocument } from '../../core/document/types';
import { fetchPage, type FetchPageOptions } from '../../core/net/fetch-page';
import { parseFetched } from './parse-fetched';

/**
 * The fast path: fetch (core/net/fetch-page.ts: redirects, final URL, status, type, timeout, clear
 * errors) and build the document offscreen. `afterFetch` sees the final URL before any parsing.
 */
export async function openByFetch(url: string, opts: FetchPageOptions, afterFetch?: (finalUrl: string) => void): Promise<PageDocument> {
  const fetched = await fetchPage(url, opts);
  afterFetch?.(fetched.url);
  return parseFetched(fetched);
}
