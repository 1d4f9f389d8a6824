import { BrowserSession } from '../browser/browser-session';
import { CITATION_PATTERN } from '../agent/citation-marker';
import type { PageDocument } from '../document/types';
import type { ResearchSourceRef } from './research-types';

export interface ResearchSource {
  ref: ResearchSourceRef;
  document: PageDocument;
}

/**
 * The report's numbering of what was read. Each sub-question is researched in its own browser
 * session, whose cursors start at 0: cursor 2 of one sub-question and cursor 2 of another are
 * different pages. Every cited document gets one report-wide number here (the same page read by two
 * sub-questions is one source), and the notes' citations are rewritten to it, so the report's
 * `【n†La-Lb】` resolves against `session()` exactly as an answer's resolves against its cursors.
 * Line numbers are the document's own and need no change: a view or find result starting at line 40
 * is still cited with the page's line numbers.
 */
export class SourceTable {
  private readonly byKey = new Map<string, ResearchSource>();
  readonly sources: ResearchSource[] = [];

  constructor(stored: readonly ResearchSource[] = []) {
    for (const s of [...stored].sort((a, b) => a.ref.id - b.ref.id)) this.keep(s);
  }

  private static key(doc: PageDocument): string {
    return `${doc.lines.length} ${doc.url}`;
  }

  private keep(source: ResearchSource): void {
    this.byKey.set(SourceTable.key(source.document), source);
    this.sources.push(source);
  }

  /** The source number of a document, added to the table (and to `added`) the first time it is cited. */
  idFor(doc: PageDocument, added?: ResearchSource[]): number {
    const known = this.byKey.get(SourceTable.key(doc));
    if (known) return known.ref.id;
    const source: ResearchSource = { ref: { id: this.sources.length, url: doc.url, title: doc.title, lineCount: doc.lines.length }, document: doc };
    this.keep(source);
    added?.push(source);
    return source.ref.id;
  }

  /**
   * `text`'s citations, which name cursors of `session`, rewritten to source numbers. A marker whose
   * cursor or first line does not exist is removed, as it would never resolve; an end past the
   * document's end is clamped (models round ranges up). Returns the sources this text added.
   */
  renumber(text: string, session: BrowserSession): { text: string; added: ResearchSource[] } {
    const added: ResearchSource[] = [];
    const out = text.replace(new RegExp(CITATION_PATTERN.source, CITATION_PATTERN.flags), (_m, c: string, a: string, b: string | undefined) => {
      const entry = session.entries[Number(c)];
      const start = Number(a);
      const total = entry?.doc.lines.length ?? 0;
      const end = Math.min(b === undefined ? start : Number(b), total);
      if (!entry || start < 1 || start > total || end < start) return '';
      const id = this.idFor(entry.doc, added);
      return end === start ? `【${id}†L${start}】` : `【${id}†L${start}-L${end}】`;
    });
    return { text: out, added };
  }

  /** A browser session whose cursor n is source n: what the report's citations resolve and are checked against. */
  session(): BrowserSession {
    const session = new BrowserSession();
    for (const s of this.sources) session.add({ doc: s.document, startLine: 1 });
    return session;
  }
}
