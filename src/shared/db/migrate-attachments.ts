import type { IDBPObjectStore, IDBPTransaction, StoreNames } from 'idb';
import type { PageDocument } from '../../core/document/types';
import { detachTurn, type AttachedDocument, type WithAttachments } from './attachment-refs';
import { documentSize } from './document-size';
import type { SidelightDB, StoredAttachment, StoredConversation } from './schema';

/** An attachment as version 1 and 2 kept it inside the conversation record (no id). */
interface InlineAttachment {
  id?: string;
  title: string;
  url: string;
  document?: PageDocument;
}

type LegacyTurn = WithAttachments<InlineAttachment> & { id?: string };

const isInline = (a: InlineAttachment | undefined): a is InlineAttachment & { document: PageDocument } =>
  !!a && typeof a === 'object' && !!a.document && Array.isArray(a.document.lines);

/**
 * One record's inline documents taken out: the record with references, and the documents to store.
 * Ids are derived from the turn, so the same record always splits the same way. A record it cannot
 * read is returned as it was (the side panel still opens inline documents).
 */
function splitInlineAttachments(record: StoredConversation): { record: StoredConversation; attachments: StoredAttachment[] } {
  const data = record.data as { turns?: unknown } | undefined;
  if (!data || !Array.isArray(data.turns)) return { record, attachments: [] };
  const moved: AttachedDocument[] = [];
  const turns = (data.turns as LegacyTurn[]).map((turn, index) => {
    if (!turn || typeof turn !== 'object') return turn;
    const base = `${turn.id ?? `turn-${index}`}`;
    const page = isInline(turn.attachment) ? { ...turn.attachment, id: turn.attachment.id ?? `${base}:page` } : undefined;
    const files = Array.isArray(turn.files) ? turn.files.filter(isInline).map((f, i) => ({ ...f, id: f.id ?? `${base}:file:${i}` })) : undefined;
    if (!page && !files?.length) return turn;
    // A page attachment without its document (damaged) stays as it was, rather than being dropped.
    const detached = detachTurn({ ...turn, attachment: page, files: files?.length ? files : undefined }, moved);
    return page || !turn.attachment ? detached : { ...detached, attachment: turn.attachment };
  });
  if (moved.length === 0) return { record, attachments: [] };
  const attachments = moved.map((a) => ({ conversationId: record.id, id: a.id, document: a.document, size: documentSize(a.document) }));
  // Version 2 of the side panel's ConversationData: attachments by reference.
  return { record: { ...record, data: { ...data, version: 2, turns } }, attachments };
}

type UpgradeTx = IDBPTransaction<SidelightDB, StoreNames<SidelightDB>[], 'versionchange'>;

/**
 * Version 3: attached documents move out of the conversation records into `attachments`. All in
 * the upgrade's one transaction: if the disk is full the upgrade fails as a whole and version 2
 * stays readable as it was.
 */
export async function moveAttachmentsOutOfConversations(
  tx: UpgradeTx,
  attachments: IDBPObjectStore<SidelightDB, StoreNames<SidelightDB>[], 'attachments', 'versionchange'>,
): Promise<void> {
  let cursor = await tx.objectStore('conversations').openCursor();
  while (cursor) {
    const { record, attachments: docs } = splitInlineAttachments(cursor.value);
    if (docs.length) {
      await Promise.all([...docs.map((doc) => attachments.put(doc)), cursor.update(record)]);
    }
    cursor = await cursor.continue();
  }
}
