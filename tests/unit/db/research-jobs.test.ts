import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { newResearchJob, startResearch } from '../../../src/core/research/research-job';
import { openSidelightDB } from '../../../src/shared/db/open';
import { IdbResearchStore } from '../../../src/shared/db/research-jobs';
import { topicPage } from '../research/research-world';

let n = 0;

/** Version 3 exactly as src/shared/db/open.ts built it before the research stores. */
async function createVersion3(name: string): Promise<void> {
  const db = await openDB(name, 3, {
    upgrade(d) {
      d.createObjectStore('pages', { keyPath: 'url' }).createIndex('usedAt', 'usedAt');
      d.createObjectStore('turnDocuments', { keyPath: 'key' }).createIndex('conversationId', 'conversationId');
      d.createObjectStore('conversations', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
      d.createObjectStore('pageStats', { keyPath: 'url' }).createIndex('usedAt', 'usedAt');
      d.createObjectStore('attachments', { keyPath: ['conversationId', 'id'] }).createIndex('conversationId', 'conversationId');
    },
  });
  await db.put('conversations', { id: 'c1', title: 'Kept', createdAt: 1, updatedAt: 1, data: { version: 1, turns: [] } });
  db.close();
}

describe('deep research jobs in IndexedDB (version 4)', () => {
  it('upgrades version 3 by adding the research stores and leaving the rest as it was', async () => {
    const name = `research-${++n}`;
    await createVersion3(name);
    const db = await openSidelightDB(name);
    expect(db.version).toBe(4);
    expect([...db.objectStoreNames]).toEqual(expect.arrayContaining(['researchJobs', 'researchSources', 'conversations', 'attachments']));
    expect((await db.get('conversations', 'c1'))?.title).toBe('Kept');
    db.close();
  });

  it('keeps each step of a job and its sources, finds the newest and the unfinished, and deletes a job whole', async () => {
    const name = `research-${++n}`;
    const db = await openSidelightDB(name);
    const store = new IdbResearchStore(async () => db);
    const older = newResearchJob('a', 'Older question', 'quick', 1000);
    older.status = 'done';
    const newer = newResearchJob('b', 'Newer question', 'thorough', 2000);
    startResearch(newer, ['One?', 'Two?'], 2000);
    await store.saveJob(older);
    await store.saveJob(newer);
    await store.saveSources('b', [{ ref: { id: 0, url: topicPage(0).url, title: 'Topic 0', lineCount: 5 }, document: topicPage(0) }]);
    await store.saveSources('b', [{ ref: { id: 1, url: topicPage(1).url, title: 'Topic 1', lineCount: 5 }, document: topicPage(1) }]);

    expect((await store.latest())?.id).toBe('b');
    expect((await store.unfinished()).map((j) => j.id)).toEqual(['b']);
    expect((await store.loadSources('b')).map((s) => [s.ref.id, s.document.lines[2]])).toEqual([
      [0, topicPage(0).lines[2]],
      [1, topicPage(1).lines[2]],
    ]);
    expect(await store.loadSources('a')).toEqual([]);

    // Pruning keeps the newest finished jobs and never a running one.
    for (let i = 0; i < 3; i++) await store.saveJob({ ...newResearchJob(`old${i}`, 'Old', 'quick', 100 + i), status: 'done' });
    expect(await store.prune(2)).toBe(2);
    expect((await db.getAll('researchJobs')).map((j) => j.id).sort()).toEqual(['a', 'b', 'old2']);

    await store.delete('b');
    expect(await store.job('b')).toBeUndefined();
    expect(await db.count('researchSources')).toBe(0);
    expect((await store.latest())?.id).toBe('a');
    db.close();
  });
});
