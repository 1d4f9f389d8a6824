import { signal } from '@preact/signals';
import { openSidelightDB, type SidelightDatabase } from '../../shared/db/open';
import { attachTurn, detachTurn, type AttachedDocument } from '../../shared/db/attachment-refs';
import { deleteConversation, getConversation, getConversationAttachments, listConversations, putConversation, searchConversations } from '../../shared/db/conversations';
import type { StoredConversation } from '../../shared/db/schema';
import { saveTurnDocument } from '../../shared/db/turn-documents';
import type { CursorEntry } from '../../core/browser/browser-session';
import { reviveTurn } from '../conversation/reducer';
import type { PageDocument } from '../../core/document/types';
import type { Attachment, Conversation, ConversationData, Turn } from '../conversation/types';
import { t } from '../../shared/i18n';
import { errorMessage } from '../../shared/error-text';
import { cachedUntilFailure } from '../../core/async/cached-until-failure';
import { isAnswerMode } from '../../core/answer-mode/answer-mode';

/** One connection per panel; a failed open (full disk during an upgrade) is tried again next time rather than remembered. */
export const db: () => Promise<SidelightDatabase> = cachedUntilFailure(() => openSidelightDB());

/** Counts finished saveTurnDocuments calls, so what shows a turn's saved pages looks again once they are written. */
export const turnDocumentsSaved = signal(0);

/**
 * The record to store, and the documents attached to its messages, which are stored apart: the
 * record is rewritten every few hundred milliseconds while an answer streams and stays small.
 */
export function toStored(c: Conversation): { record: StoredConversation; attachments: AttachedDocument[] } {
  const attachments: AttachedDocument[] = [];
  const data: ConversationData = { version: 2, turns: c.turns.map((t) => detachTurn(t, attachments)), ...(c.mode ? { mode: c.mode } : {}) };
  return { record: { id: c.id, title: c.title, createdAt: c.createdAt, updatedAt: c.updatedAt, data }, attachments };
}

/**
 * Stored records from older or damaged writes still open, just with what can be read. `documents`
 * are the conversation's attachments by id; one that is gone is said in its message's notices.
 */
export function fromStored(s: StoredConversation, documents: ReadonlyMap<string, PageDocument> = new Map()): Conversation {
  const data = s.data as Partial<ConversationData> | undefined;
  const stored = Array.isArray(data?.turns) ? data.turns : [];
  const turns = stored.map((st) => {
    const { turn, missing } = attachTurn<Turn>(st, documents, () => crypto.randomUUID());
    const revived = reviveTurn(turn);
    const lost = missing.map((title) => t('attachmentLost', title));
    return lost.length ? { ...revived, notices: [...(revived.notices ?? []), ...lost] } : revived;
  });
  // A mode this version does not know (a newer one wrote it) is left to the automatic choice.
  const mode = isAnswerMode(data?.mode) ? { mode: data.mode } : {};
  return { id: s.id, title: s.title, createdAt: s.createdAt, updatedAt: s.updatedAt, turns, ...mode };
}

function searchableText(s: StoredConversation): string {
  const data = s.data as Partial<ConversationData> | undefined;
  return (data?.turns ?? []).map((t) => `${t.question}\n${t.answer}`).join('\n');
}

/** Attachments the disk had no room for, not tried again on every save while this panel is open. */
const unsaved = new Set<string>();

/** Saves the conversation; attached documents are written only the first time. Throws a SidelightError. */
export async function saveConversation(c: Conversation): Promise<void> {
  const { record, attachments } = toStored(c);
  const result = await putConversation(
    await db(),
    record,
    attachments.filter((a) => !unsaved.has(a.id)),
  );
  if (result.ok) return;
  for (const id of result.unsaved) unsaved.add(id);
  throw result.error;
}

/**
 * Keeps every view the turn's citations point at, so they resolve after the panel is reopened even
 * when the page has changed or gone. Failures (quota) are returned, not thrown: the answer is saved.
 * The documents attached to the question (its first cursors) are already kept, once, in the
 * attachments store and referred to by the turn: they are not copied again here. A document the
 * turn viewed several times is stored once.
 */
export async function saveTurnDocuments(
  conversationId: string,
  turnId: string,
  entries: readonly CursorEntry[],
  attached: readonly Attachment[] = [],
): Promise<string | null> {
  const d = await db();
  const kept = new Set(attached.map((a) => a.document));
  // Views of one document (opened again at another line, searched with browser.find) share one
  // object in the session: the first view's record holds it, the others point there.
  const firstView = new Map<PageDocument, number>();
  try {
    for (const [cursor, e] of entries.entries()) {
      if (kept.has(e.doc)) continue;
      const sameAs = firstView.get(e.doc);
      if (sameAs === undefined) firstView.set(e.doc, cursor);
      const r = await saveTurnDocument(d, {
        conversationId,
        turnId,
        cursor,
        document: e.doc,
        startLine: e.startLine,
        ...(e.title ? { title: e.title } : {}),
        ...(sameAs === undefined ? {} : { sameAs }),
      });
      if (!r.ok) return errorMessage(r.error);
    }
    return null;
  } finally {
    turnDocumentsSaved.value++;
  }
}

export async function loadConversation(id: string): Promise<Conversation | undefined> {
  const d = await db();
  const s = await getConversation(d, id);
  return s ? fromStored(s, await getConversationAttachments(d, id)) : undefined;
}

export interface HistoryEntry {
  id: string;
  title: string;
  updatedAt: number;
}

export async function listHistory(query: string): Promise<HistoryEntry[]> {
  const d = await db();
  const rows = query.trim() ? await searchConversations(d, query, searchableText) : await listConversations(d);
  return rows.map((r) => ({ id: r.id, title: r.title, updatedAt: r.updatedAt }));
}

export async function removeConversation(id: string): Promise<void> {
  await deleteConversation(await db(), id);
}

/**
 * Writes at most every `intervalMs` while an answer streams, so closing the panel mid-answer loses
 * at most that much; `flush` writes now (end of answer, stop, error).
 */
export class ThrottledSaver {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pending: Conversation | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (c: Conversation) => Promise<void>,
    private readonly intervalMs = 300,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  save(c: Conversation): void {
    this.pending = c;
    this.timer ??= setTimeout(() => void this.flush(), this.intervalMs);
  }

  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const c = this.pending;
    this.pending = null;
    if (c) this.writing = this.writing.then(() => this.write(c)).catch(this.onError);
    return this.writing;
  }
}
