import type { PageDocument } from '../../core/document/types';
import { documentSize } from './document-size';
import type { SidelightDatabase } from './open';
import { storageError, type StoreResult } from './quota';
import type { LoadedTurnDocument, StoredTurnDocument } from './schema';

/**
 * The documents a conversation's turns looked at, by cursor, so `【cursor†L…】` citations in old
 * answers still resolve after the panel is closed and reopened. Deleted with their conversation
 * (src/shared/db/conversations.ts); not subject to page-cache eviction, which would break citations.
 * Documents attached to the question are not here but in `attachments`, referred to by the turn.
 */
function turnDocumentKey(conversationId: string, turnId: string, cursor: number): string {
  return `${conversationId}:${turnId}:${cursor}`;
}

/**
 * Stores the view at `entry.cursor`: with its document, or, given `sameAs`, as a reference to the
 * earlier cursor of the same turn whose record holds that document.
 */
export async function saveTurnDocument(
  db: SidelightDatabase,
  entry: { conversationId: string; turnId: string; cursor: number; document: PageDocument; startLine?: number; title?: string; sameAs?: number },
): Promise<StoreResult> {
  const view = {
    key: turnDocumentKey(entry.conversationId, entry.turnId, entry.cursor),
    conversationId: entry.conversationId,
    turnId: entry.turnId,
    cursor: entry.cursor,
    startLine: entry.startLine ?? 1,
    title: entry.title ?? entry.document.title,
  };
  const record: StoredTurnDocument =
    entry.sameAs === undefined ? { ...view, document: entry.document, size: documentSize(entry.document) } : { ...view, sameAs: entry.sameAs, size: 0 };
  try {
    await db.put('turnDocuments', record);
    return { ok: true };
  } catch (err) {
    return { ok: false, error: storageError(err, 'cited-page') };
  }
}

export async function loadTurnDocument(
  db: SidelightDatabase,
  conversationId: string,
  turnId: string,
  cursor: number,
): Promise<LoadedTurnDocument | undefined> {
  try {
    const record = await db.get('turnDocuments', turnDocumentKey(conversationId, turnId, cursor));
    if (!record || 'document' in record) return record;
    const holder = await db.get('turnDocuments', turnDocumentKey(conversationId, turnId, record.sameAs));
    return holder && 'document' in holder ? { ...withoutReference(record), document: holder.document } : undefined;
  } catch {
    return undefined;
  }
}

/** All documents of a conversation, ordered by turn id, then cursor. */
export async function loadConversationDocuments(db: SidelightDatabase, conversationId: string): Promise<LoadedTurnDocument[]> {
  let records;
  try {
    records = await db.getAllFromIndex('turnDocuments', 'conversationId', conversationId);
  } catch {
    return [];
  }
  const held = new Map(records.flatMap((r) => ('document' in r ? [[r.key, r.document] as const] : [])));
  const out: LoadedTurnDocument[] = [];
  for (const r of records) {
    const document = 'document' in r ? r.document : held.get(turnDocumentKey(conversationId, r.turnId, r.sameAs));
    if (document) out.push({ ...withoutReference(r), document });
  }
  return out.sort((a, b) => (a.turnId === b.turnId ? a.cursor - b.cursor : a.turnId < b.turnId ? -1 : 1));
}

function withoutReference(record: StoredTurnDocument): Omit<LoadedTurnDocument, 'document'> {
  const { key, conversationId, turnId, cursor, startLine, title, size } = record;
  return { key, conversationId, turnId, cursor, startLine, title, size };
}

/**
 * The cursors of one turn whose documents are stored, from the keys alone: cheap enough to ask for
 * every answer shown, where reading the documents themselves would load megabytes.
 */
export async function storedTurnCursors(db: SidelightDatabase, conversationId: string, turnId: string): Promise<Set<number>> {
  const prefix = turnDocumentKey(conversationId, turnId, 0).slice(0, -1);
  try {
    // Keys sort as strings: every `${prefix}${cursor}` lies between the prefix and the prefix + U+FFFF.
    const keys = await db.getAllKeys('turnDocuments', IDBKeyRange.bound(prefix, `${prefix}\uffff`));
    return new Set(keys.map((k) => Number(k.slice(prefix.length))).filter((n) => Number.isInteger(n)));
  } catch {
    return new Set();
  }
}
