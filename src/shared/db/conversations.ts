import type { SidelightDatabase } from './open';
import type { StoredConversation } from './schema';

/** Typed access to the `conversations` store; the side panel owns the shape of `data`. */
export async function putConversation(db: SidelightDatabase, conversation: StoredConversation): Promise<void> {
  await db.put('conversations', conversation);
}

export function getConversation(db: SidelightDatabase, id: string): Promise<StoredConversation | undefined> {
  return db.get('conversations', id);
}

/** Most recently updated first. */
export async function listConversations(db: SidelightDatabase, limit = 200): Promise<StoredConversation[]> {
  const out: StoredConversation[] = [];
  let cursor = await db.transaction('conversations').store.index('updatedAt').openCursor(null, 'prev');
  while (cursor && out.length < limit) {
    out.push(cursor.value);
    cursor = await cursor.continue();
  }
  return out;
}

/**
 * Conversations whose title or text contains every word of `query` (case-insensitive), most recent
 * first. `textOf` extracts the searchable text from `data`, which this module does not interpret.
 */
export async function searchConversations(
  db: SidelightDatabase,
  query: string,
  textOf: (c: StoredConversation) => string,
  limit = 200,
): Promise<StoredConversation[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const all = await listConversations(db, Number.MAX_SAFE_INTEGER);
  if (words.length === 0) return all.slice(0, limit);
  return all
    .filter((c) => {
      const hay = `${c.title}\n${textOf(c)}`.toLowerCase();
      return words.every((w) => hay.includes(w));
    })
    .slice(0, limit);
}

/** Deletes the conversation and the documents its citations point at. */
export async function deleteConversation(db: SidelightDatabase, id: string): Promise<void> {
  const tx = db.transaction(['conversations', 'turnDocuments'], 'readwrite');
  await tx.objectStore('conversations').delete(id);
  const docs = tx.objectStore('turnDocuments');
  let cursor = await docs.index('conversationId').openKeyCursor(IDBKeyRange.only(id));
  while (cursor) {
    await docs.delete(cursor.primaryKey);
    cursor = await cursor.continue();
  }
  await tx.done;
}
