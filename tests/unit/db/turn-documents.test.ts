import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { PageDocument } from '../../../src/core/document/types';
import { openSidelightDB } from '../../../src/shared/db/open';
import { loadConversationDocuments, loadTurnDocument, saveTurnDocument } from '../../../src/shared/db/turn-documents';

const doc = (title: string): PageDocument => ({ title, url: `https://s.test/${title}`, lines: ['L one', 'L two'], links: [], path: 'readability' });

describe('turn documents', () => {
  it('keeps documents by conversation, turn and cursor across a reload', async () => {
    const name = 'turn-docs-test';
    const db = await openSidelightDB(name);
    expect(await saveTurnDocument(db, { conversationId: 'c1', turnId: 't1', cursor: 0, document: doc('zero') })).toEqual({ ok: true });
    await saveTurnDocument(db, { conversationId: 'c1', turnId: 't1', cursor: 1, document: doc('one'), startLine: 2, title: 'Find results for “two” in “one”' });
    await saveTurnDocument(db, { conversationId: 'c2', turnId: 't9', cursor: 0, document: doc('other') });
    db.close();

    const reopened = await openSidelightDB(name);
    const found = await loadTurnDocument(reopened, 'c1', 't1', 1);
    expect(found).toMatchObject({ startLine: 2, title: 'Find results for “two” in “one”', document: { title: 'one' } });
    expect(await loadTurnDocument(reopened, 'c1', 't1', 5)).toBeUndefined();
    expect((await loadConversationDocuments(reopened, 'c1')).map((d) => d.cursor)).toEqual([0, 1]);
  });

  it('stores a view of a document an earlier cursor holds as a reference, and reads it back with that document', async () => {
    const db = await openSidelightDB('turn-docs-same');
    const page = doc('page');
    await saveTurnDocument(db, { conversationId: 'c', turnId: 't', cursor: 0, document: page });
    await saveTurnDocument(db, { conversationId: 'c', turnId: 't', cursor: 1, document: page, startLine: 40, sameAs: 0 });
    const raw = await db.get('turnDocuments', 'c:t:1');
    expect(raw && 'document' in raw).toBe(false);
    expect(await loadTurnDocument(db, 'c', 't', 1)).toMatchObject({ cursor: 1, startLine: 40, document: page });
    expect((await loadConversationDocuments(db, 'c')).map((d) => [d.cursor, d.document.title])).toEqual([[0, 'page'], [1, 'page']]);
    // A reference whose holder is gone reads as nothing stored, not as a view without a document.
    await db.delete('turnDocuments', 'c:t:0');
    expect(await loadTurnDocument(db, 'c', 't', 1)).toBeUndefined();
    expect(await loadConversationDocuments(db, 'c')).toEqual([]);
  });

  it('reports a failed write as a value', async () => {
    const db = await openSidelightDB('turn-docs-fail');
    db.close();
    const result = await saveTurnDocument(db, { conversationId: 'c', turnId: 't', cursor: 0, document: doc('x') });
    expect(result.ok).toBe(false);
  });
});
