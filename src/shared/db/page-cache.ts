import type { PageDocument } from '../../core/document/types';
import { documentSize } from './document-size';
import type { SidelightDatabase } from './open';
import { storageError, isQuotaError, type StoreResult } from './quota';

/*
 * Opened pages, reused for `cacheHours` (unless the user asks for a fresh copy) and bounded by
 * `storageCapMB`: least recently used pages go first. Keyed by normalised URL.
 */

/** One URL per page: no fragment (it is a place in the page, not another page), no empty query. */
export function normalizePageUrl(url: string): string {
  try {
    const u = new URL(url);
    u.hash = '';
    let href = u.href;
    if (href.endsWith('?')) href = href.slice(0, -1);
    return href;
  } catch {
    return url;
  }
}

/**
 * The cached document for `url` if it was fetched within `cacheHours`, else null. `fresh` skips the
 * cache. Reading marks the page used (for eviction) without rewriting the document.
 */
export async function readCachedPage(
  db: SidelightDatabase,
  url: string,
  opts: { cacheHours: number; fresh?: boolean; now?: number },
): Promise<PageDocument | null> {
  if (opts.fresh || opts.cacheHours <= 0) return null;
  const now = opts.now ?? Date.now();
  const key = normalizePageUrl(url);
  try {
    const stored = await db.get('pages', key);
    if (!stored || now - stored.fetchedAt > opts.cacheHours * 3_600_000) return null;
    const stat = await db.get('pageStats', key);
    if (stat) await db.put('pageStats', { ...stat, usedAt: now });
    return stored.document;
  } catch {
    // An unreadable cache is a miss, never an error in the chat.
    return null;
  }
}

/** Stores a page, evicting least recently used ones to stay under the cap. Never throws. */
export async function writeCachedPage(
  db: SidelightDatabase,
  doc: PageDocument,
  opts: { storageCapMB: number; now?: number },
): Promise<StoreResult> {
  const now = opts.now ?? Date.now();
  const url = normalizePageUrl(doc.url);
  const size = documentSize(doc);
  const cap = opts.storageCapMB * 1024 * 1024;
  if (size > cap) return { ok: true };
  const fetchedAt = doc.fetchedAt ?? now;
  const write = async (room: number) => {
    await evictUntil(db, room, url);
    const tx = db.transaction(['pages', 'pageStats'], 'readwrite');
    // Awaited together: a quota failure rejects the put and the transaction, and both must be handled.
    await Promise.all([
      tx.objectStore('pages').put({ url, document: doc, fetchedAt, usedAt: now, size }),
      tx.objectStore('pageStats').put({ url, size, usedAt: now, fetchedAt }),
      tx.done,
    ]);
  };
  try {
    await write(cap - size);
    return { ok: true };
  } catch (err) {
    if (!isQuotaError(err)) return { ok: false, error: storageError(err, 'page') };
    // The browser's quota is below our cap: make real room (half of what we hold) and try once more.
    try {
      const held = await totalSize(db);
      await write(Math.max(0, Math.min(cap, held) / 2 - size));
      return { ok: true };
    } catch (again) {
      return { ok: false, error: storageError(again, 'page') };
    }
  }
}

/** Bytes held by cached pages. */
export async function totalSize(db: SidelightDatabase): Promise<number> {
  let total = 0;
  for (const stat of await db.getAll('pageStats')) total += stat.size;
  return total;
}

/** Deletes least recently used pages (except `keep`) until the others take at most `room` bytes. */
async function evictUntil(db: SidelightDatabase, room: number, keep: string): Promise<void> {
  const stats = await db.getAllFromIndex('pageStats', 'usedAt');
  let total = 0;
  for (const s of stats) if (s.url !== keep) total += s.size;
  if (total <= room) return;
  const tx = db.transaction(['pages', 'pageStats'], 'readwrite');
  const deletes: Promise<unknown>[] = [];
  for (const s of stats) {
    if (total <= room) break;
    if (s.url === keep) continue;
    deletes.push(tx.objectStore('pages').delete(s.url), tx.objectStore('pageStats').delete(s.url));
    total -= s.size;
  }
  await Promise.all([...deletes, tx.done]);
}
