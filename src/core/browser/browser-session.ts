import type { PageDocument } from '../document/types';
import { KnownUrls } from './known-urls';

/** One cursor: a view of a document the model has seen. */
export interface CursorEntry {
  doc: PageDocument;
  /** 1-based first line of the view. */
  startLine: number;
  /** Header title when it differs from the document's (find results). */
  title?: string;
  /** Set on find results so that the same pattern again finds the next match. */
  findPattern?: string;
}

/**
 * Browser state for one user message (shared/design/browser-tools.md): the cursor list restarts at 0
 * with each new message, and every tool call adds an entry and makes it current. What the model may
 * open without asking (`known`) does not restart: it starts from `earlierUrls`, every URL the
 * conversation's earlier messages read, and grows with each document added.
 */
export class BrowserSession {
  readonly entries: CursorEntry[] = [];
  readonly known = new KnownUrls();
  /** Hosts the user said, during this answer, not to be asked about again (open-provenance.ts). */
  readonly hostsWithoutAsking = new Set<string>();
  current = -1;

  constructor(userMessage = '', earlierUrls: Iterable<string> = []) {
    this.known.addFromText(userMessage);
    this.known.addAll(earlierUrls);
  }

  add(entry: CursorEntry): number {
    this.entries.push(entry);
    this.current = this.entries.length - 1;
    this.known.add(entry.doc.url);
    for (const link of entry.doc.links) this.known.add(link.url);
    return this.current;
  }

  /** The entry at `cursor`; a missing or negative cursor means the current one. */
  get(cursor?: number): CursorEntry | undefined {
    const c = cursor === undefined || cursor < 0 ? this.current : cursor;
    return this.entries[c];
  }

  describeCursors(): string {
    return this.entries.length === 0 ? 'no pages are open yet; use browser.search or browser.open with a URL first' : `valid cursors are 0–${this.entries.length - 1}`;
  }
}
