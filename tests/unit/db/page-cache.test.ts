import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import type { PageDocument } from '../../../src/core/document/types';
import { openSidelightDB, type SidelightDatabase } from '../../../src/shared/db/open';
import { normalizePageUrl, readCachedPage, totalSize, writeCachedPage } from '../../../src/shared/db/page-cache';

let n = 0;
const freshDb = () => openSidelightDB(`page-cache-test-${n++}`);
const HOUR = 3_600_000;

function page(url: string, words = 100): PageDocument {
  return { title: url, url, lines: Array.from({ length: words / 10 }, () => 'word '.repeat(10).trim()), links: [], path: 'readability' };
}

describe('page cache', () => {
  it('normalises URLs: no fragment, no empty query', () => {
    expect(normalizePageUrl('HTTPS://Site.Test:443/a?#top')).toBe('https://site.test/a');
    expect(normalizePageUrl('https://site.test/a?q=1#x')).toBe('https://site.test/a?q=1');
  });

  it('reuses a page within cacheHours, not after, and not when fresh is asked for', async () => {
    const db = await freshDb();
    const doc = { ...page('https://site.test/a'), fetchedAt: 1_000 };
    expect(await writeCachedPage(db, doc, { storageCapMB: 10, now: 1_000 })).toEqual({ ok: true });
    expect(await readCachedPage(db, 'https://site.test/a#frag', { cacheHours: 24, now: 1_000 + 23 * HOUR })).toEqual(doc);
    expect(await readCachedPage(db, 'https://site.test/a', { cacheHours: 24, now: 1_000 + 25 * HOUR })).toBeNull();
    expect(await readCachedPage(db, 'https://site.test/a', { cacheHours: 24, fresh: true, now: 2_000 })).toBeNull();
    expect(await readCachedPage(db, 'https://site.test/other', { cacheHours: 24, now: 2_000 })).toBeNull();
  });

  it('evicts least recently used pages to stay under the cap; reading a page counts as use', async () => {
    const db = await freshDb();
    const capMB = 0.009; // about 9.4 kB: room for three of these pages (about 2.9 kB each), not four
    for (const [i, name] of ['a', 'b', 'c'].entries()) await writeCachedPage(db, page(`https://s.test/${name}`, 200), { storageCapMB: capMB, now: 10 + i });
    // a is read, so b is now the least recently used.
    expect(await readCachedPage(db, 'https://s.test/a', { cacheHours: 24, now: 20 })).not.toBeNull();
    await writeCachedPage(db, page('https://s.test/d', 200), { storageCapMB: capMB, now: 30 });
    const has = async (name: string) => (await readCachedPage(db, `https://s.test/${name}`, { cacheHours: 24, now: 40 })) !== null;
    expect(await has('b')).toBe(false);
    expect(await has('a')).toBe(true);
    expect(await has('c')).toBe(true);
    expect(await has('d')).toBe(true);
    expect(await totalSize(db)).toBeLessThanOrEqual(capMB * 1024 * 1024);
  });

  it('reports a quota error instead of throwing, after trying once more with room made', async () => {
    const db = await freshDb();
    await writeCachedPage(db, page('https://s.test/old'), { storageCapMB: 10, now: 1 });
    const always = quotaFailing(db, Infinity);
    const result = await writeCachedPage(always, page('https://s.test/new'), { storageCapMB: 10, now: 2 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('quota');
      expect(result.error.message, String(result.error.cause)).toMatch(/storage is full/);
    }
    const once = quotaFailing(db, 1);
    expect(await writeCachedPage(once, page('https://s.test/new'), { storageCapMB: 10, now: 3 })).toEqual({ ok: true });
    expect(await readCachedPage(db, 'https://s.test/new', { cacheHours: 24, now: 4 })).not.toBeNull();
  });

  it('upgrades a version 1 database, giving its pages stats for eviction', async () => {
    const name = `page-cache-upgrade-${n++}`;
    const v1 = await openDB(name, 1, {
      upgrade(db) {
        db.createObjectStore('pages', { keyPath: 'url' }).createIndex('usedAt', 'usedAt');
        db.createObjectStore('turnDocuments', { keyPath: 'key' }).createIndex('conversationId', 'conversationId');
        db.createObjectStore('conversations', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
      },
    });
    await v1.put('pages', { url: 'https://s.test/v1', document: page('https://s.test/v1'), fetchedAt: 5, usedAt: 6, size: 1234 });
    v1.close();
    const db = await openSidelightDB(name);
    expect(await db.get('pageStats', 'https://s.test/v1')).toEqual({ url: 'https://s.test/v1', size: 1234, usedAt: 6, fetchedAt: 5 });
    expect(await totalSize(db)).toBe(1234);
  });
});

/** The db, except that writes to `pages` fail with QuotaExceededError the first `times` times. */
function quotaFailing(db: SidelightDatabase, times: number): SidelightDatabase {
  let failures = 0;
  return new Proxy(db, {
    get(target, prop) {
      if (prop !== 'transaction') return bound(target, prop);
      return (...args: Parameters<SidelightDatabase['transaction']>) => {
        const tx = target.transaction(...args);
        return new Proxy(tx, {
          get(t, p) {
            if (p !== 'objectStore') return bound(t, p);
            return (storeName: string) => {
              const store = t.objectStore(storeName as never);
              if (storeName !== 'pages' || failures >= times) return store;
              return new Proxy(store, {
                get(s, q) {
                  if (q !== 'put') return bound(s, q);
                  return () => {
                    failures++;
                    // As in a browser: the request fails, then the transaction aborts.
                    queueMicrotask(() => t.abort());
                    return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
                  };
                },
              });
            };
          },
        });
      };
    },
  });
}

/** idb's wrappers need their own `this`, not the proxy. */
function bound(target: object, prop: string | symbol): unknown {
  const value = Reflect.get(target, prop) as unknown;
  return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
}
