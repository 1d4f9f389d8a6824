import type { PageDocument } from '../../core/document/types';

/**
 * Approximate stored size of a document in bytes (UTF-16 characters × 2, plus a little per line
 * and link), computed without serialising it: close enough for a storage cap.
 */
export function documentSize(doc: PageDocument): number {
  let chars = doc.title.length + doc.url.length + 256;
  for (const line of doc.lines) chars += line.length + 8;
  for (const link of doc.links) chars += link.url.length + link.text.length + 24;
  return chars * 2;
}
