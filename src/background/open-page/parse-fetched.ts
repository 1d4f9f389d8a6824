import type { PageDocument } from '../../core/document/types';
import { callOffscreen, hasDom } from '../offscreen-client';
import type { FetchedBody } from '../../core/net/fetch-page';

/** Builds the document where a DOM parser is: here (Firefox's background page) or offscreen. */
export async function parseFetched(f: FetchedBody): Promise<PageDocument> {
  const payload = { body: f.body, base64: f.base64, url: f.url, contentType: f.contentType };
  // Loaded only where there is a DOM: the parsers are big, and a service worker never runs them.
  const doc = hasDom() ? await (await import('../../offscreen/parse-body')).parseBodyWithDom(payload) : await callOffscreen('offscreen-parse', payload);
  return { ...doc, status: f.status, byteSize: doc.byteSize ?? f.byteSize, contentType: doc.contentType ?? f.contentType, fetchedAt: doc.fetchedAt ?? Date.now() };
}
