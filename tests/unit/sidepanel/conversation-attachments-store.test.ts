import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { SidelightError } from '../../../src/core/errors';
import type { PageDocument } from '../../../src/core/document/types';
import { conversationToMarkdown } from '../../../src/sidepanel/conversation/export-markdown';
import { newTurn } from '../../../src/sidepanel/conversation/reducer';
import type { Conversation, Turn } from '../../../src/sidepanel/conversation/types';
import { loadConversation, saveConversation, saveTurnDocuments, toStored } from '../../../src/sidepanel/state/conversation-store';
import { openSidelightDB } from '../../../src/shared/db/open';

/** A PDF's worth of text: 50,000 lines of about 50 characters, some 5 MB as stored (UTF-16). */
function bigPdf(): PageDocument {
  const lines = Array.from({ length: 50_000 }, (_, i) => `Line ${i + 1} of the reservoir report, levels daily.`);
  lines[41_999] = 'The reservoir held 38.2 million cubic metres in June.';
  return { title: 'Reservoir report', url: 'file:///reservoir.pdf', lines, links: [], path: 'pdf' };
}
const pageDoc: PageDocument = { title: 'Tides', url: 'https://tides.test/', lines: ['Tides rise twice a day.'], links: [], path: 'readability' };

function conversationWithFile(id: string): Conversation {
  const pdf = bigPdf();
  const turn: Turn = {
    ...newTurn('t1', 'How much did the reservoir hold?', 'm', 1),
    attachment: { id: 'p1', title: 'Tides', url: pageDoc.url, document: pageDoc },
    files: [{ id: 'f1', title: pdf.title, url: pdf.url, document: pdf }],
  };
  return { id, title: 'Reservoir', createdAt: 1, updatedAt: 1, turns: [turn] };
}

/** Every object store `put` while `run` runs: which store, and how many characters the value serialises to. */
async function writesDuring(run: () => Promise<void>): Promise<{ store: string; chars: number }[]> {
  const writes: { store: string; chars: number }[] = [];
  const put = IDBObjectStore.prototype.put;
  const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
    writes.push({ store: this.name, chars: JSON.stringify(args[0]).length });
    return put.apply(this, args);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return writes;
}

describe('conversation store: attachments apart from the record', () => {
  it('writes an attached 5 MB PDF once; saves while the answer streams write only the small record', async () => {
    const c = conversationWithFile('stream');
    const first = await writesDuring(() => saveConversation(c));
    expect(first.filter((w) => w.store === 'attachments')).toHaveLength(2);
    expect(first.find((w) => w.store === 'attachments' && w.chars > 2_000_000)).toBeDefined();

    let streaming = c;
    const during = await writesDuring(async () => {
      for (let i = 1; i <= 10; i++) {
        const t = streaming.turns[0]!;
        streaming = { ...streaming, updatedAt: 1 + i, turns: [{ ...t, answer: `${t.answer}The reservoir held 38.2 million cubic metres【1†L42000】. ` }] };
        await saveConversation(streaming);
      }
    });
    expect(during.map((w) => w.store)).toEqual(Array(10).fill('conversations'));
    // Before, each of these carried the whole PDF (over 2.5 million characters).
    expect(Math.max(...during.map((w) => w.chars))).toBeLessThan(5_000);
  });

  it('the record holds references only; loading puts the documents back for export, the file view and asking again (tests/e2e/sidepanel-files.test.ts reopens the panel)', async () => {
    const c = conversationWithFile('reload');
    const { record, attachments } = toStored(c);
    expect(attachments.map((a) => a.id)).toEqual(['p1', 'f1']);
    expect(JSON.stringify(record)).not.toContain('38.2 million');
    expect((record.data as { turns: Record<string, unknown>[] }).turns[0]!.files).toEqual([{ attachmentId: 'f1', title: 'Reservoir report', url: 'file:///reservoir.pdf', lineCount: 50_000 }]);

    await saveConversation({ ...c, turns: [{ ...c.turns[0]!, answer: 'It held 38.2 million cubic metres【1†L42000】.', status: 'done' }] });
    const loaded = (await loadConversation('reload'))!;
    const t = loaded.turns[0]!;
    expect(t.attachment).toEqual(c.turns[0]!.attachment);
    expect(t.files?.[0]?.id).toBe('f1');
    expect(t.files?.[0]?.document.lines[41_999]).toBe('The reservoir held 38.2 million cubic metres in June.');
    expect(t.notices).toEqual([]);

    expect(conversationToMarkdown(loaded, new Date(0))).toContain('Attached file: Reservoir report (50,000 lines)');
  });

  it('opens a conversation whose attachment is gone, with a notice saying so', async () => {
    const c = conversationWithFile('gone');
    await saveConversation(c);
    const db = await openSidelightDB();
    await db.delete('attachments', ['gone', 'f1']);
    db.close();
    const t = (await loadConversation('gone'))!.turns[0]!;
    expect(t.files).toBeUndefined();
    expect(t.attachment?.title).toBe('Tides');
    expect(t.notices).toEqual(['The attached “Reservoir report” could not be read from storage; attach it again to ask about it.']);
  });

  it('the pages an answer read are kept for its citations, but not a second copy of its attached file', async () => {
    const c = conversationWithFile('cited');
    await saveConversation(c);
    const t = c.turns[0]!;
    const opened: PageDocument = { title: 'Dam', url: 'https://dam.test/', lines: ['The dam is 80 metres high.'], links: [], path: 'readability' };
    // Cursors as the agent numbered them: the attached page, the file, then a page it opened itself.
    const entries = [t.attachment!.document, t.files![0]!.document, opened].map((doc) => ({ doc, startLine: 1 }));
    const writes = await writesDuring(async () => {
      expect(await saveTurnDocuments('cited', t.id, entries, [t.attachment!, ...t.files!])).toBeNull();
    });
    expect(writes.map((w) => w.store)).toEqual(['turnDocuments']);
    const db = await openSidelightDB();
    expect(await db.getAllKeys('turnDocuments')).toEqual([`cited:${t.id}:2`]);
    db.close();
  });
});

describe('conversation store: a database that will not open', () => {
  it('says so with what to do, and opens it on the next try instead of remembering the failure', async () => {
    // A fresh module: the one above has its database open already.
    vi.resetModules();
    const { listHistory } = await import('../../../src/sidepanel/state/conversation-store');
    const open = indexedDB.open.bind(indexedDB);
    const spy = vi.spyOn(indexedDB, 'open').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const failure = await listHistory('').catch((err: unknown) => err);
    expect((failure as SidelightError).toUserText()).toBe(
      'Browser storage is full, so Sidelight could not open its saved conversations. Free some disk space, then close and reopen the side panel; nothing saved was lost.',
    );
    spy.mockImplementation(open);
    expect(Array.isArray(await listHistory(''))).toBe(true);
  });
});
