import type { PageDocument } from '../../core/document/types';

/** The 24 h page cache (IndexedDB, src/shared/db/page-cache.ts): one place adapts to its API. */
export async function readCachedPage(_url: string, _maxAgeMs: number): Promise<PageDocument | null> {
  return null;
}

export async function writeCachedPage(_url: string, _doc: PageDocument): Promise<void> {}
