import type { PageDocument } from '../../core/document/types';
import { openSidelightDB, type SidelightDatabase } from '../../shared/db/open';
import { readCachedPage, writeCachedPage } from '../../shared/db/page-cache';
import type { Settings } from '../../shared/settings';
import { cachedUntilFailure } from '../../core/async/cached-until-failure';

/** One connection per worker life (a worker restart simply opens another); a failed open is tried again next time. */
const database: () => Promise<SidelightDatabase> = cachedUntilFailure(() => openSidelightDB());

/** The stored document for `url` when younger than the cache lifetime; a broken cache is a miss. */
export async function readCached(url: string, browsing: Settings['browsing'], fresh: boolean): Promise<PageDocument | null> {
  if (fresh || browsing.cacheHours <= 0) return null;
  try {
    return await readCachedPage(await database(), url, { cacheHours: browsing.cacheHours });
  } catch {
    return null;
  }
}

/** Stores the page under its final URL (within the storage cap); a failed write only costs a refetch. */
export async function writeCached(doc: PageDocument, browsing: Settings['browsing']): Promise<void> {
  if (browsing.cacheHours <= 0) return;
  try {
    await writeCachedPage(await database(), doc, { storageCapMB: browsing.storageCapMB });
  } catch {
    /* never fail an open because the cache could not keep it */
  }
}
