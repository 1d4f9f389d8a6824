import { openDB, type IDBPDatabase } from 'idb';
import { moveAttachmentsOutOfConversations } from './migrate-attachments';
import { openError } from './quota';
import { DB_NAME, DB_VERSION, type SidelightDB } from './schema';

export type SidelightDatabase = IDBPDatabase<SidelightDB>;

/**
 * Opens (and upgrades) the database; tests run it on fake-indexeddb. A failed open or upgrade
 * rejects with a SidelightError saying what to do; a failed upgrade leaves the old version as it was.
 */
export async function openSidelightDB(name = DB_NAME): Promise<SidelightDatabase> {
  // The open itself only reports "aborted"; why the upgrade failed (a full disk) is kept here.
  let upgradeFailure: unknown;
  try {
    return await openDB<SidelightDB>(name, DB_VERSION, {
      async upgrade(db, oldVersion, _newVersion, tx) {
        // A full disk may only show when the upgrade commits.
        tx.done.catch((err: unknown) => (upgradeFailure ??= err));
        try {
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
          if (oldVersion < 3) {
            const attachments = db.createObjectStore('attachments', { keyPath: ['conversationId', 'id'] });
            attachments.createIndex('conversationId', 'conversationId');
            await moveAttachmentsOutOfConversations(tx, attachments);
          }
          if (oldVersion < 4) {
            db.createObjectStore('researchJobs', { keyPath: 'id' }).createIndex('createdAt', 'createdAt');
            db.createObjectStore('researchSources', { keyPath: ['jobId', 'id'] }).createIndex('jobId', 'jobId');
          }
        } catch (err) {
          upgradeFailure = err;
          // idb does not tie this async function to the upgrade transaction, which would commit a
          // half-done migration; aborting keeps the old version whole and makes the open fail.
          try {
            tx.abort();
          } catch {
            // Already aborted by the failed request.
          }
        }
      },
    });
  } catch (err) {
    throw openError(upgradeFailure ?? err);
  }
}
