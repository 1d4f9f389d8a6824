import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSidelightDB, type SidelightDatabase } from '../../../src/shared/db/open';
import { deleteConversation, getConversation, listConversations, putConversation, searchConversations } from '../../../src/shared/db/conversations';

let db: SidelightDatabase;
let n = 0;

beforeEach(async () => {
  db = await openSidelightDB(`conv-test-${++n}`);
});
afterEach(() => db.close());

const conv = (id: string, title: string, updatedAt: number, text = '') => ({ id, title, createdAt: 1, updatedAt, data: { text } });

describe('conversations store', () => {
  it('lists most recent first and reads one back', async () => {
    await putConversation(db, conv('a', 'Solar panels', 10));
    await putConversation(db, conv('b', 'Batteries', 30));
    await putConversation(db, conv('c', 'Heat pumps', 20));
    expect((await listConversations(db)).map((c) => c.id)).toEqual(['b', 'c', 'a']);
    expect((await getConversation(db, 'c'))?.title).toBe('Heat pumps');
  });

  it('searches title and text with every word', async () => {
    await putConversation(db, conv('a', 'Solar panels', 10, 'efficiency of perovskite cells'));
    await putConversation(db, conv('b', 'Batteries', 30, 'sodium ion cells'));
    const textOf = (c: { data: unknown }) => (c.data as { text: string }).text;
    expect((await searchConversations(db, 'cells', textOf)).map((c) => c.id)).toEqual(['b', 'a']);
    expect((await searchConversations(db, 'SOLAR perovskite', textOf)).map((c) => c.id)).toEqual(['a']);
    expect(await searchConversations(db, 'wind', textOf)).toEqual([]);
  });

  it('deletes the conversation and its turn documents only', async () => {
    await putConversation(db, conv('a', 'A', 1));
    await putConversation(db, conv('b', 'B', 2));
    const doc = { title: 't', url: 'https://x.test/', lines: [], links: [], path: 'text' as const };
    await db.put('turnDocuments', { key: 'a:t1:0', conversationId: 'a', turnId: 't1', cursor: 0, document: doc, startLine: 1, title: 't', size: 1 });
    await db.put('turnDocuments', { key: 'b:t1:0', conversationId: 'b', turnId: 't1', cursor: 0, document: doc, startLine: 1, title: 't', size: 1 });
    await deleteConversation(db, 'a');
    expect(await getConversation(db, 'a')).toBeUndefined();
    expect(await db.getAllKeys('turnDocuments')).toEqual(['b:t1:0']);
  });
});
