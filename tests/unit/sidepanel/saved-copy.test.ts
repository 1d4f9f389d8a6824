// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { Citation } from '../../../src/core/agent/citation-types';
import type { CursorEntry } from '../../../src/core/browser/browser-session';
import type { PageDocument } from '../../../src/core/document/types';
import type { ActivityStep } from '../../../src/sidepanel/conversation/types';
import { fileView } from '../../../src/sidepanel/files/file-view-state';
import { citedRanges, loadSavedCopies, savedCopyCursors, showSavedCopy } from '../../../src/sidepanel/files/saved-copy';
import { openSidelightDB } from '../../../src/shared/db/open';
import { saveTurnDocuments } from '../../../src/sidepanel/state/conversation-store';

// The panel's state modules load the extension API at import; nothing here calls it.
vi.mock('webextension-polyfill', () => ({ default: {} }));

const page = (url: string, lines: string[], fetchedAt?: number): PageDocument => ({ title: `Page ${url}`, url, lines, links: [], path: 'readability', ...(fetchedAt ? { fetchedAt } : {}) });
const solar = 'https://news.test/solar';
const wind = 'https://news.test/wind';
const results = page('https://search.test/?q=solar', ['【0†Solar】']);
const solarFirst = page(solar, ['Old headline', 'Cells reached 33.9 percent.'], 1000);
const solarAgain = page(solar, ['New headline', 'Cells reached 34.6 percent.', 'More.'], 2000);
const windDoc = page(wind, ['Wind is up.']);

/** A turn that searched, opened the solar page, found in it, opened the wind page, then opened the solar page again (re-fetched). */
const entries: CursorEntry[] = [
  { doc: results, startLine: 1 },
  { doc: solarFirst, startLine: 1 },
  { doc: solarFirst, startLine: 2, title: 'Find results for “percent” in “Page”', findPattern: 'percent' },
  { doc: windDoc, startLine: 1 },
  { doc: solarAgain, startLine: 1 },
];
const step = (s: Partial<ActivityStep>): ActivityStep => ({ step: 0, kind: 'open', subject: '', status: 'done', ...s });
const activity: ActivityStep[] = [
  step({ step: 1, kind: 'search', subject: 'solar', cursor: 0 }),
  step({ step: 2, url: `${solar}#top`, cursor: 1 }),
  step({ step: 3, kind: 'find', subject: 'percent', cursor: 2 }),
  step({ step: 4, url: wind, cursor: 3 }),
  step({ step: 5, url: solar, cursor: 4 }),
  step({ step: 6, url: 'https://news.test/failed', status: 'failed' }),
];
const cite = (url: string, startLine: number, endLine = startLine): Citation =>
  ({ marker: `【4†L${startLine}】`, index: startLine, cursor: 4, startLine, endLine, url, title: '', host: 'news.test', lines: [], fragment: '' });

describe("an answer's saved page copies", () => {
  it('lists, per page, the last view of it the turn kept, from the stored keys', async () => {
    expect(await saveTurnDocuments('conv-a', 't1', entries)).toBeNull();
    // Another turn whose id starts like this one's, and another conversation: not mixed in.
    const other = page('https://news.test/other', ['x']);
    await saveTurnDocuments('conv-a', 't10', [...entries, { doc: other, startLine: 1 }]);
    await saveTurnDocuments('conv-b', 't1', [...entries, { doc: other, startLine: 1 }]);
    const copies = await loadSavedCopies('conv-a', 't1', [...activity, step({ step: 7, url: other.url, cursor: 5 })]);
    // The search results view (cursor 0) is no page the model opened, though cursor 0 is stored.
    expect(copies).toEqual(new Map([[solar, 4], [wind, 3]]));
  });

  it('stores a page the turn viewed three times (open, find, open again at a line) once, and opens it from any of its views', async () => {
    const scrolled = [...entries, { doc: solarAgain, startLine: 3 }];
    await saveTurnDocuments('conv-once', 't1', scrolled);
    const db = await openSidelightDB();
    const records = await db.getAllFromIndex('turnDocuments', 'conversationId', 'conv-once');
    db.close();
    expect(records.filter((r) => 'document' in r).map((r) => r.cursor)).toEqual([0, 1, 3, 4]);
    expect(await showSavedCopy('conv-once', 't1', 5, solar, [])).toBe(true);
    expect(fileView.value?.document).toEqual(solarAgain);
    expect(await showSavedCopy('conv-once', 't1', 2, solar, [])).toBe(true);
    expect(fileView.value?.document).toEqual(solarFirst);
  });

  it('leaves out a page whose view storage did not keep (old conversation, full disk)', () => {
    expect(savedCopyCursors(activity, new Set([0, 1, 2, 3]))).toEqual(new Map([[solar, 1], [wind, 3]]));
    expect(savedCopyCursors(activity, new Set())).toEqual(new Map());
  });

  it("opens the copy the model last read in the file view, the answer's cited lines of that page marked, first scrolled to", async () => {
    await saveTurnDocuments('conv-c', 't1', entries);
    fileView.value = null;
    const citations = [cite(solar, 2), cite(wind, 1), cite(`${solar}#x`, 1, 2), cite(solar, 2)];
    expect(await showSavedCopy('conv-c', 't1', 4, solar, citations)).toBe(true);
    expect(fileView.value).toEqual({
      document: solarAgain,
      startLine: 1,
      endLine: 2,
      cited: [{ startLine: 1, endLine: 2 }, { startLine: 2, endLine: 2 }],
      savedCopy: true,
    });
  });

  it('opens a page read but not cited with nothing marked', async () => {
    await saveTurnDocuments('conv-d', 't1', entries);
    expect(await showSavedCopy('conv-d', 't1', 3, wind, [cite(solar, 2)])).toBe(true);
    expect(fileView.value).toMatchObject({ document: windDoc, startLine: 0, endLine: 0, cited: [], savedCopy: true });
  });

  it('says false, and shows nothing, when the copy is not there or is of another page', async () => {
    await saveTurnDocuments('conv-e', 't1', entries);
    fileView.value = null;
    expect(await showSavedCopy('conv-e', 't1', 9, solar, [])).toBe(false);
    expect(await showSavedCopy('conv-e', 't2', 4, solar, [])).toBe(false);
    expect(await showSavedCopy('conv-e', 't1', 3, solar, [])).toBe(false);
    expect(fileView.value).toBeNull();
  });

  it('marks each cited range of a page once, in line order', () => {
    expect(citedRanges([cite(solar, 9, 10), cite(wind, 1), cite(solar, 3), cite(solar, 9, 10)], solar)).toEqual([
      { startLine: 3, endLine: 3 },
      { startLine: 9, endLine: 10 },
    ]);
  });
});
