import type { PageDocument } from '../../core/document/types';
import type { SidelightError } from '../../core/errors';
import type { AttachedDocument } from './attachment-refs';
import { documentSize } from './document-size';
import type { SidelightDatabase } from './open';
import { isQuotaError, storageError } from './quota';
import type { StoredConversation } from './schema';

/** `unsaved`: attachments that could not be stored (the record itself was); empty when the record failed. */
export type ConversationSaveResult = { ok: true } | { ok: false; error: SidelightError; unsaved: string[] };

/**
 * Typed access to the `conversations` store; the side panel owns the shape of `data`. `attachments`
 * are the documents its messages refer to: each is written once, the first time the conversation is
 * saved with it (never again while an answer streams), and those no message refers to any more are
 * deleted. Record and documents go in one transaction, so a record never points at a missing one.
 */
export async function putConversation(
  db: SidelightDatabase,
  conversation: StoredConversation,
  attachments: readonly AttachedDocument[] = [],
): Promise<ConversationSaveResult> {
  const write = async (withNew: boolean): Promise<string[]> => {
    const tx = db.transaction(['conversations', 'attachments'], 'readwrite');
    const store = tx.objectStore('attachments');
    // Keys only: what is stored already is known without reading a byte of it.
    const storedKeys = await store.index('conversationId').getAllKeys(IDBKeyRange.only(conversation.id));
    const stored = new Set(storedKeys.map((k) => k[1]));
    const wanted = new Set(attachments.map((a) => a.id));
    const added: AttachedDocument[] = [];
    for (const a of attachments) {
      if (stored.has(a.id)) continue;
      stored.add(a.id);
      added.push(a);
    }
    const requests: Promise<unknown>[] = [tx.objectStore('conversations').put(conversation)];
    if (withNew) {
      for (const a of added) requests.push(store.put({ conversationId: conversation.id, id: a.id, document: a.document, size: documentSize(a.document) }));
    }
    for (const key of storedKeys) if (!wanted.has(key[1])) requests.push(store.delete(key));
    await Promise.all([...requests, tx.done]);
    return added.map((a) => a.id);
  };
  try {
    await write(true);
    return { ok: true };
  } catch (err) {
    if (!isQuotaError(err)) return { ok: false, error: storageError(err, 'conversation'), unsaved: [] };
    // Full disk: keep the conversation at least, and say which attached document was left out.
    try {
      const unsaved = await write(false);
      if (unsaved.length === 0) return { ok: true };
      const names = attachments.filter((a) => unsaved.includes(a.id)).map((a) => a.title);
      return { ok: false, error: storageError(err, { attached: names }), unsaved };
    } catch (again) {
      return { ok: false, error: storageError(again, 'conversation'), unsaved: [] };
    }
  }
}

/** The documents attached to a conversation's messages, by attachment id. */
export async function getConversationAttachments(db: SidelightDatabase, conversationId: string): Promise<Map<string, PageDocument>> {
  const rows = await db.getAllFromIndex('attachments', 'conversationId', conversationId);
  return new Map(rows.map((r) => [r.id, r.document]));
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

/** Deletes the conversation, the documents attached to its messages and those its citations point at. */
export async function deleteConversation(db: SidelightDatabase, id: string): Promise<void> {
  const tx = db.transaction(['conversations', 'turnDocuments', 'attachments'], 'readwrite');
  await tx.objectStore('conversations').delete(id);
  const docs = tx.objectStore('turnDocuments');
  let cursor = await docs.index('conversationId').openKeyCursor(IDBKeyRange.only(id));
  while (cursor) {
    await docs.delete(cursor.primaryKey);
    cursor = await cursor.continue();
  }
  const attached = tx.objectStore('attachments');
  const keys = await attached.index('conversationId').getAllKeys(IDBKeyRange.only(id));
  await Promise.all([...keys.map((k) => attached.delete(k)), tx.done]);
}
