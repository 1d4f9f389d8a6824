/**
 * Storage: one save of a conversation while its answer streams (the side panel saves every 300 ms),
 * with a 5 MB PDF attached to the question. Baseline in the same run: the record as versions 1–2
 * stored it, document inline. On fake-indexeddb in Node, which clones values like the browser does
 * but writes no disk, so real savings are larger. `npx tsx tests/bench/run.ts storage`.
 */
import 'fake-indexeddb/auto';
import { serialize } from 'node:v8';
import type { PageDocument } from '../../src/core/document/types';
import { putConversation } from '../../src/shared/db/conversations';
import { documentSize } from '../../src/shared/db/document-size';
import { openSidelightDB } from '../../src/shared/db/open';
import { newTurn } from '../../src/sidepanel/conversation/reducer';
import type { Conversation } from '../../src/sidepanel/conversation/types';
import { toStored } from '../../src/sidepanel/state/conversation-store';
import type { BenchSection } from './bench-types';
import { median, ms, sample } from './timing';

/** About 5 MB as stored (UTF-16): 41,000 lines of a text PDF. */
function pdf(): PageDocument {
  const lines = Array.from({ length: 41_000 }, (_, i) => `Page ${Math.floor(i / 125) + 1}: reservoir level recorded ${i}, outflow normal.`);
  return { title: 'Reservoir report', url: 'file:///reservoir.pdf', lines, links: [], path: 'pdf' };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export default async function storageBench(): Promise<BenchSection> {
  const doc = pdf();
  const answer = 'The reservoir held 38.2 million cubic metres in June【0†L40000】. '.repeat(40);
  const c: Conversation = {
    id: 'bench',
    title: 'Reservoir',
    createdAt: 1,
    updatedAt: 1,
    turns: [{ ...newTurn('t1', 'How much did the reservoir hold?', 'm', 1), files: [{ id: 'f1', title: doc.title, url: doc.url, document: doc }], answer }],
  };
  const db = await openSidelightDB('storage-bench');
  let tick = 1;

  // Before: the whole conversation, PDF included, written on every save.
  const inline = () => ({ ...toStored(c).record, updatedAt: ++tick, data: { version: 1, turns: c.turns } });
  const before = await sample(() => db.put('conversations', inline()), 10, 1000);

  // After: the PDF is written with the first save; every save while streaming writes the record only.
  await putConversation(db, toStored(c).record, toStored(c).attachments);
  const after = await sample(async () => {
    const { record, attachments } = toStored(c);
    const result = await putConversation(db, { ...record, updatedAt: ++tick }, attachments);
    if (!result.ok) throw result.error;
  }, 10, 1000);
  db.close();

  const inlineBytes = serialize(inline()).length;
  const recordBytes = serialize(toStored(c).record).length;
  const b = median(before);
  const a = median(after);
  return {
    title: 'Storage: one save while an answer streams, 5 MB PDF attached',
    rows: [
      { name: `attached document (documentSize)`, value: mb(documentSize(doc)) },
      { name: 'before: record with the document inline, median save', value: ms(b) },
      { name: 'after: record with a reference, median save', value: ms(a) },
      { name: 'after / before (time)', value: `${(a / b).toFixed(3)}×` },
      { name: 'bytes cloned per save: before → after', value: `${mb(inlineBytes)} → ${kb(recordBytes)}` },
    ],
    notes: [`${before.length} and ${after.length} saves; fake-indexeddb (no disk), so a browser's saving is larger still.`],
  };
}
