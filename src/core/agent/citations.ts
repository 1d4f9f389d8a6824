import type { BrowserSession } from '../browser/browser-session';
import { displayHostOf } from '../document/markdown/quote-links';
import { checkCitations, type CitedRange } from '../citation-check/check-citations';
import type { DecimalMark } from '../citation-check/numbers';
import { CITATION_PATTERN } from './citation-marker';
import type { Citation } from './citation-types';
import { textFragment } from './text-fragment';
import { pdfPageOf } from '../document/pdf-pages';
import { citationPassage } from './citation-passage';

/**
 * Every valid `【c†La(-Lb)】` in the answer, resolved against this message's cursors. A marker whose
 * cursor or first line does not exist stays plain text (it is simply not returned); an end line past
 * the document's end is clamped, since models often round ranges up. Each citation carries the check of
 * its sentence against the lines it cites.
 * `from` (a marker's start) resolves only the markers from there on, their sentences starting at
 * `sentenceFrom` at the earliest (see LiveCitations): a streaming answer is not read again whole.
 * `decimal`: the answer's decimal mark, from the reader's language.
 */
export function resolveCitations(answer: string, session: BrowserSession, from = 0, sentenceFrom = 0, decimal: DecimalMark = '.'): Citation[] {
  const out: Citation[] = [];
  const ranges: CitedRange[] = [];
  const pattern = new RegExp(CITATION_PATTERN.source, CITATION_PATTERN.flags);
  pattern.lastIndex = from;
  for (let m = pattern.exec(answer); m; m = pattern.exec(answer)) {
    const cursor = Number(m[1]);
    const entry = session.entries[cursor];
    if (!entry) continue;
    const total = entry.doc.lines.length;
    const startLine = Number(m[2]);
    let endLine = m[3] === undefined ? startLine : Number(m[3]);
    if (startLine < 1 || startLine > total || endLine < startLine) continue;
    endLine = Math.min(endLine, total);
    const lines = entry.doc.lines.slice(startLine - 1, endLine);
    const page = pdfPageOf(entry.doc, startLine);
    out.push({
      marker: m[0],
      index: m.index,
      cursor,
      startLine,
      endLine,
      url: entry.doc.url,
      title: entry.doc.title,
      host: displayHostOf(entry.doc.url),
      lines,
      passage: citationPassage(entry.doc.lines, startLine, endLine),
      ...(page !== undefined ? { page } : {}),
      fragment: textFragment(lines),
    });
    ranges.push({ marker: m[0], index: m.index, startLine, endLine, docLines: entry.doc.lines });
  }
  const checks = checkCitations(answer, ranges, sentenceFrom, decimal);
  return out.map((c, i) => ({ ...c, check: checks[i]! }));
}
