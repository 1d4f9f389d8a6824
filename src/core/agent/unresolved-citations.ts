import { CITATION_PATTERN } from './citation-marker';

/** Why a marker in the answer points at nothing this answer read. */
export type UnresolvedReason = 'source-not-read' | 'line-not-in-page';

/**
 * A marker `【c†La(-Lb)】` the answer wrote that resolves to nothing: its cursor was never opened by
 * this answer (small models invent numbers, and a regenerated answer may cite a page only an earlier
 * version read), or its first line is past the page's end. Shown as a marked chip, never as markup.
 */
export interface UnresolvedCitation {
  marker: string;
  index: number;
  cursor: number;
  startLine: number;
  endLine: number;
  reason: UnresolvedReason;
  /** The page's length in lines, when the answer read the page and its length is known. */
  pageLines?: number;
}

/** What the answer read, by cursor: a page's length in lines (undefined when not known, as for a result list). */
export type ReadPages = ReadonlyMap<number, number | undefined>;

/**
 * Every citation marker in `answer` that is not one of `resolved` (matched by its position), with why
 * it resolves to nothing. `read` is this answer's documents: a cursor in it was read, so its marker
 * cites a line outside the page; any other cursor was never opened.
 */
export function unresolvedCitations(answer: string, resolved: readonly { index: number }[], read: ReadPages): UnresolvedCitation[] {
  const at = new Set(resolved.map((c) => c.index));
  const out: UnresolvedCitation[] = [];
  for (const m of answer.matchAll(new RegExp(CITATION_PATTERN.source, CITATION_PATTERN.flags))) {
    if (at.has(m.index)) continue;
    const cursor = Number(m[1]);
    const startLine = Number(m[2]);
    const endLine = m[3] === undefined ? startLine : Number(m[3]);
    const reason: UnresolvedReason = read.has(cursor) ? 'line-not-in-page' : 'source-not-read';
    const pageLines = read.get(cursor);
    out.push({ marker: m[0], index: m.index, cursor, startLine, endLine, reason, ...(pageLines !== undefined ? { pageLines } : {}) });
  }
  return out;
}

/** Removes every citation marker left in `text` (with the space before it), for text copied out of the panel. */
export function withoutMarkers(text: string): string {
  return text.replace(new RegExp(`[ \\t]*(?:${CITATION_PATTERN.source})`, 'g'), '');
}
