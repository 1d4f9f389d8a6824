import { openSidelightDB, type SidelightDatabase } from '../../shared/db/open';
import { deleteConversation, getConversation, listConversations, putConversation, searchConversations } from '../../shared/db/conversations';
import type { StoredConversation } from '../../shared/db/schema';
import { saveTurnDocument } from '../../shared/db/turn-documents';
import type { CursorEntry } from '../../core/browser/browser-session';
import { reviveTurn } from '../conversation/reducer';
import type { Conversation, ConversationData } from '../conversation/types';

let dbPromise: Promise<SidelightDatabase> | null = null;

function db(): Promise<SidelightDatabase> {
  dbPromise ??= openSidelightDB();
  return dbPromise;
}

function toStored(c: Conversation): StoredConversation {
  const data: ConversationData = { version: 1, turns: c.turns };
  return { id: c.id, title: c.title, createdAt: c.createdAt, updatedAt: c.updatedAt, data };
}

/** Stored records from older or damaged writes still open, just with what can be read. */
export function fromStored(s: StoredConversation): Conversation {
  const data = s.data as Partial<ConversationData> | undefined;
  const turns = Array.isArray(data?.turns) ? data.turns.map(reviveTurn) : [];
  return { id: s.id, title: s.title, createdAt: s.createdAt, updatedAt: s.updatedAt, turns };
}

function searchableText(s: StoredConversation): string {
  const data = s.data as Partial<ConversationData> | undefined;
  return (data?.turns ?? []).map((t) => `${t.question}\n${t.answer}`).join('\n');
}

export async function saveConversation(c: Conversation): Promise<void> {
  await putConversation(await db(), toStored(c));
}

/**
 * Keeps every view the turn's citations point at, so they resolve after the panel is reopened even
 * when the page has changed or gone. Failures (quota) are returned, not thrown: the answer is saved.
 */
export async function saveTurnDocuments(conversationId: string, turnId: string, entries: readonly CursorEntry[]): Promise<string | null> {
  const d = await db();
  for (const [cursor, e] of entries.entries()) {
    const r = await saveTurnDocument(d, { conversationId, turnId, cursor, document: e.doc, startLine: e.startLine, ...(e.title ? { title: e.title } : {}) });
    if (!r.ok) return r.error.message;
  }
  return null;
}

export async function loadConversation(id: string): Promise<Conversation | undefined> {
  const s = await getConversation(await db(), id);
  return s ? fromStored(s) : undefined;
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
