import type { Citation } from '../../core/agent/citation-types';
import { loadTurnDocument, storedTurnCursors } from '../../shared/db/turn-documents';
import { pageKey } from '../conversation/host';
import type { ActivityStep } from '../conversation/types';
import { db } from '../state/conversation-store';
import { fileView, type LineRange } from './file-view-state';

/**
 * The copies of web pages the model read for an answer, kept in `turnDocuments` under the answer's
 * cursors (saveTurnDocuments, src/sidepanel/state/conversation-store.ts): pages change, go behind
 * paywalls or disappear, and the reader can still read exactly what the model read.
 */

/**
 * Page key → the cursor of the last view of that page the turn opened and storage kept. Views of one
 * page in one answer share its document (browser.open again at another line, browser.find), so the
 * last is the page as the model last fetched it. Attached pages are kept elsewhere and not listed.
 */
export function savedCopyCursors(activity: readonly ActivityStep[], stored: ReadonlySet<number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of activity) {
    if (s.kind !== 'open' || s.status !== 'done' || !s.url || s.cursor === undefined || !stored.has(s.cursor)) continue;
    const key = pageKey(s.url);
    if (s.cursor > (out.get(key) ?? -1)) out.set(key, s.cursor);
  }
  return out;
}

/** The turn's kept pages, read from the store's keys only (no documents are loaded). */
export async function loadSavedCopies(conversationId: string, turnId: string, activity: readonly ActivityStep[]): Promise<Map<string, number>> {
  try {
    return savedCopyCursors(activity, await storedTurnCursors(await db(), conversationId, turnId));
  } catch {
    return new Map();
  }
}

/** The lines the answer cites from `url`, in order: what the view marks, the first scrolled to. */
export function citedRanges(citations: readonly Citation[], url: string): LineRange[] {
  const key = pageKey(url);
  const seen = new Set<string>();
  const out: LineRange[] = [];
  for (const c of citations) {
    const id = `${c.startLine}-${c.endLine}`;
    if (pageKey(c.url) !== key || seen.has(id)) continue;
    seen.add(id);
    out.push({ startLine: c.startLine, endLine: c.endLine });
  }
  return out.sort((a, b) => a.startLine - b.startLine);
}

/**
 * Opens the kept copy of `url` at `cursor` in the file view, its cited lines marked. False when the
 * store no longer has it (the conversation was deleted meanwhile, storage was cleared).
 */
export async function showSavedCopy(conversationId: string, turnId: string, cursor: number, url: string, citations: readonly Citation[]): Promise<boolean> {
  let stored;
  try {
    stored = await loadTurnDocument(await db(), conversationId, turnId, cursor);
  } catch {
    return false;
  }
  if (!stored || pageKey(stored.document.url) !== pageKey(url)) return false;
  const cited = citedRanges(citations, url);
  const first = cited[0] ?? { startLine: 0, endLine: 0 };
  fileView.value = { document: stored.document, startLine: first.startLine, endLine: first.endLine, cited, savedCopy: true };
  return true;
}
