import type { PageDocument } from '../../core/document/types';
import { fetchPage, type FetchPageOptions } from '../../core/net/fetch-page';
import { parseFetched } from './parse-fetched';

/**
 * The fast path: fetch (core/net/fetch-page.ts: each redirect hop checked by the guard, final URL,
 * status, type, timeout, clear errors) and build the document offscreen.
 */
export async function openByFetch(url: string, opts: FetchPageOptions): Promise<PageDocument> {
  return parseFetched(await fetchPage(url, opts));
}
