import { openDB, type IDBPDatabase } from 'idb';
import { DB_NAME, DB_VERSION, type SidelightDB } from './schema';

export type SidelightDatabase = IDBPDatabase<SidelightDB>;

/** Opens (and upgrades) the database. `factory` lets tests pass fake-indexeddb. */
export function openSidelightDB(name = DB_NAME): Promise<SidelightDatabase> {
  return openDB<SidelightDB>(name, DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('pages', { keyPath: 'url' }).createIndex('usedAt', 'usedAt');
        db.createObjectStore('turnDocuments', { keyPath: 'key' }).createIndex('conversationId', 'conversationId');
        db.createObjectStore('conversations', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
      }
    },
  });
}
