import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageDocument } from '../../../src/core/document/types';
import { SidelightError } from '../../../src/core/errors';
import { getConversationAttachments } from '../../../src/shared/db/conversations';
import { openSidelightDB } from '../../../src/shared/db/open';
import type { StoredConversation } from '../../../src/shared/db/schema';
import { fromStored } from '../../../src/sidepanel/state/conversation-store';

const doc = (title: string, url: string, lines: string[]): PageDocument => ({ title, url, lines, links: [], path: 'text' });

const turn = (id: string, extra: object = {}) => ({
  id,
  question: `Question ${id}`,
  model: 'm',
  answer: `Answer ${id}`,
  thinking: '',
  activity: [],
  sources: [],
  citations: [],
  notices: [],
  status: 'done',
  startedAt: 1,
  ...extra,
});

const notes = doc('Harbour notes', 'file:///notes.md', ['# Harbour notes', '', 'The north pier is 212 metres long.']);
const report = doc('Reservoir report', 'file:///report.pdf', ['Reservoir report page 1.', 'The reservoir held 38.2 million cubic metres.']);
const page = doc('Tides', 'https://tides.test/', ['Tides rise twice a day.']);

/** A conversation as versions 1 and 2 of the database stored it: attached documents inline. */
const legacy: StoredConversation = {
  id: 'c1',
  title: 'Harbour',
  createdAt: 1,
  updatedAt: 5,
  data: {
    version: 1,
    turns: [
      turn('t1', { attachment: { title: 'Tides', url: page.url, document: page }, files: [{ title: notes.title, url: notes.url, document: notes }] }),
      turn('t2', { files: [{ title: report.title, url: report.url, document: report }] }),
      turn('t3'),
    ],
  },
};
const plain: StoredConversation = { id: 'c2', title: 'No files', createdAt: 1, updatedAt: 2, data: { version: 1, turns: [turn('u1')] } };

/** Version 2 of the schema exactly as src/shared/db/open.ts built it before attachments had their own store. */
async function createVersion2(name: string, records: StoredConversation[]): Promise<void> {
  const db = await openDB(name, 2, {
    upgrade(d) {
      d.createObjectStore('pages', { keyPath: 'url' }).createIndex('usedAt', 'usedAt');
      d.createObjectStore('turnDocuments', { keyPath: 'key' }).createIndex('conversationId', 'conversationId');
      d.createObjectStore('conversations', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
      d.createObjectStore('pageStats', { keyPath: 'url' }).createIndex('usedAt', 'usedAt');
    },
  });
  for (const r of records) await db.put('conversations', r);
  db.close();
}

let n = 0;
afterEach(() => vi.restoreAllMocks());

describe('upgrade to version 3: attached documents move out of the conversation records', () => {
  it('moves inline page and file documents to the attachments store, leaving references the panel reads back', async () => {
    const name = `migrate-${++n}`;
    await createVersion2(name, [legacy, plain]);
    const db = await openSidelightDB(name);
    expect(db.version).toBe(4); // 3 moved the attachments; 4 added the research stores and changed nothing here

    const record = (await db.get('conversations', 'c1'))!;
    // Not one line of any document is left in the record.
    expect(JSON.stringify(record.data)).not.toContain('212 metres');
    expect(JSON.stringify(record.data)).not.toContain('38.2 million');
    const turns = (record.data as { version: number; turns: Record<string, unknown>[] }).turns;
    expect((record.data as { version: number }).version).toBe(2);
    expect(turns[0]!.attachment).toEqual({ attachmentId: 't1:page', title: 'Tides', url: page.url, lineCount: 1 });
    expect(turns[0]!.files).toEqual([{ attachmentId: 't1:file:0', title: notes.title, url: notes.url, lineCount: 3 }]);
    expect(turns[1]!.files).toEqual([{ attachmentId: 't2:file:0', title: report.title, url: report.url, lineCount: 2 }]);
    expect(turns[2]).toEqual(turn('t3'));

    const stored = await db.getAllFromIndex('attachments', 'conversationId', 'c1');
    expect(stored.map((a) => [a.conversationId, a.id]).sort()).toEqual([
      ['c1', 't1:file:0'],
      ['c1', 't1:page'],
      ['c1', 't2:file:0'],
    ]);
    expect(stored.every((a) => a.size > 0)).toBe(true);

    // The side panel opens the migrated conversation with every document in place.
    const opened = fromStored(record, await getConversationAttachments(db, 'c1'));
    expect(opened.turns[0]!.attachment).toEqual({ id: 't1:page', title: 'Tides', url: page.url, document: page });
    expect(opened.turns[0]!.files).toEqual([{ id: 't1:file:0', title: notes.title, url: notes.url, document: notes }]);
    expect(opened.turns[1]!.files?.[0]?.document.lines[1]).toBe('The reservoir held 38.2 million cubic metres.');
    expect(opened.turns.every((t) => t.notices.length === 0)).toBe(true);

    // A conversation without attachments is left exactly as it was.
    expect(await db.get('conversations', 'c2')).toEqual(plain);
    db.close();
  });

  it('keeps a record it cannot read as it was and still opens the others', async () => {
    const name = `migrate-${++n}`;
    const damaged: StoredConversation = { id: 'bad', title: 'Damaged', createdAt: 1, updatedAt: 1, data: { turns: 'not a list' } };
    await createVersion2(name, [damaged, legacy]);
    const db = await openSidelightDB(name);
    expect(await db.get('conversations', 'bad')).toEqual(damaged);
    expect(await db.count('attachments')).toBe(3);
    db.close();
  });

  it('a full disk during the upgrade fails the open with what to do, and leaves version 2 whole', async () => {
    const name = `migrate-${++n}`;
    await createVersion2(name, [legacy]);
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.name === 'attachments') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    });
    const failure = await openSidelightDB(name).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(SidelightError);
    expect((failure as SidelightError).code).toBe('quota');
    expect((failure as SidelightError).toUserText()).toBe(
      'Browser storage is full, so Sidelight could not open its saved conversations. Free some disk space, then close and reopen the side panel; nothing saved was lost.',
    );
    vi.restoreAllMocks();

    const old = await openDB(name);
    expect(old.version).toBe(2);
    expect([...old.objectStoreNames]).not.toContain('attachments');
    expect(await old.get('conversations', 'c1')).toEqual(legacy);
    old.close();

    // With room again, the upgrade runs.
    const db = await openSidelightDB(name);
    expect(await db.count('attachments')).toBe(3);
    db.close();
  });
});
