import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageDocument } from '../../../src/core/document/types';
import type { AttachedDocument } from '../../../src/shared/db/attachment-refs';
import { deleteConversation, getConversation, getConversationAttachments, putConversation } from '../../../src/shared/db/conversations';
import { openSidelightDB, type SidelightDatabase } from '../../../src/shared/db/open';
import { deleteLater, pendingDeletes, undoDelete } from '../../../src/sidepanel/state/pending-deletes';

const doc = (name: string): PageDocument => ({ title: name, url: `file:///${name}`, lines: [`${name} line one`, `${name} line two`], links: [], path: 'text' });
const attached = (id: string, name = id): AttachedDocument => ({ id, title: name, url: `file:///${name}`, document: doc(name) });
const record = (id: string, updatedAt = 1) => ({ id, title: id, createdAt: 1, updatedAt, data: { version: 2, turns: [] } });

let db: SidelightDatabase;
let n = 0;
beforeEach(async () => {
  db = await openSidelightDB(`conv-attach-${++n}`);
});
afterEach(() => {
  vi.restoreAllMocks();
  db.close();
});

const keys = async () => (await db.getAllKeys('attachments')).map((k) => k.join('/')).sort();

describe('attachments of a conversation', () => {
  it('stores each attached document once under the conversation, and drops those no message refers to any more', async () => {
    expect(await putConversation(db, record('a'), [attached('f1'), attached('f2')])).toEqual({ ok: true });
    await putConversation(db, record('b'), [attached('f1', 'other')]);
    expect(await keys()).toEqual(['a/f1', 'a/f2', 'b/f1']);
    expect((await getConversationAttachments(db, 'a')).get('f2')?.lines).toEqual(['f2 line one', 'f2 line two']);

    // The message with f1 was edited away: its document goes, the other conversation's f1 stays.
    await putConversation(db, record('a', 2), [attached('f2')]);
    expect(await keys()).toEqual(['a/f2', 'b/f1']);
    expect((await getConversationAttachments(db, 'b')).get('f1')?.title).toBe('other');
  });

  it('deleting a conversation deletes its attachments and no one else’s', async () => {
    await putConversation(db, record('a'), [attached('f1'), attached('f2')]);
    await putConversation(db, record('b'), [attached('f3')]);
    await deleteConversation(db, 'a');
    expect(await getConversation(db, 'a')).toBeUndefined();
    expect(await keys()).toEqual(['b/f3']);
  });

  it('Undo of a delete in history keeps the conversation with its attachments; without Undo both go', async () => {
    await putConversation(db, record('a'), [attached('f1')]);
    await putConversation(db, record('b'), [attached('f2')]);
    const removed: Promise<void>[] = [];
    const remove = (id: string) => {
      const p = deleteConversation(db, id);
      removed.push(p);
      return p;
    };
    // Real timers: fake ones would also stop fake-indexeddb, which schedules its work on them.
    deleteLater({ id: 'a', title: 'a' }, remove, 5);
    deleteLater({ id: 'b', title: 'b' }, remove, 5);
    undoDelete('a');
    await vi.waitFor(() => expect(removed).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    await Promise.all(removed);
    expect(removed).toHaveLength(1);
    expect(await getConversation(db, 'a')).toBeDefined();
    expect(await getConversation(db, 'b')).toBeUndefined();
    expect(await keys()).toEqual(['a/f1']);
    expect(pendingDeletes.value.map((p) => p.id)).not.toContain('a');
  });

  it('a full disk keeps the conversation and says which attachment was not saved and what to do', async () => {
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.name === 'attachments') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    });
    const result = await putConversation(db, record('a'), [attached('f1', 'survey.pdf')]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.unsaved).toEqual(['f1']);
    expect(result.error.code).toBe('quota');
    expect(result.error.toUserText()).toBe(
      'Browser storage is full, so the attached “survey.pdf” was not saved. The conversation was saved without it: delete old conversations in History to make room, then attach it again.',
    );
    expect(await getConversation(db, 'a')).toEqual(record('a'));
    expect(await keys()).toEqual([]);
  });

  it('a full disk for the record itself is a value too', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const result = await putConversation(db, record('a'));
    expect(result).toMatchObject({ ok: false, unsaved: [] });
    if (!result.ok) expect(result.error.toUserText()).toBe('Browser storage is full, so this conversation was not saved. Lower the storage cap in Options or delete old conversations.');
  });
});
