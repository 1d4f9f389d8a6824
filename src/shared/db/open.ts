import { openDB, type IDBPDatabase } from 'idb';
import { DB_NAME, DB_VERSION, type SidelightDB } from './schema';

export type SidelightDatabase = IDBPDatabase<SidelightDB>;

/** Opens (and upgrades) the database. `factory` lets tests pass fake-indexeddb. */
export function openSidelightDB(name = DB_NAME): Promise<SidelightDatabase> {
  return openDB<SidelightDB>(name, DB_VERSION, {
    async upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        db.createObjectStore('pages', { keyPath: 'url' }).createIndex('usedAt', 'usedAt');
        db.createObjectStore('turnDocuments', { keyPath: 'key' }).createIndex('conversationId', 'conversationId');
        db.createObjectStore('conversations', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
      }
      if (oldVersion < 2) {
        const stats = db.createObjectStore('pageStats', { keyPath: 'url' });
        stats.createIndex('usedAt', 'usedAt');
        // Pages cached by version 1 get their stats, so eviction sees them.
        let cursor = await tx.objectStore('pages').openCursor();
        while (cursor) {
          const { url, size, usedAt, fetchedAt } = cursor.value;
          await stats.put({ url, size, usedAt, fetchedAt });
          cursor = await cursor.continue();
        }
      }
    },
  });
}
