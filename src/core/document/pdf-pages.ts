import type { PageDocument } from './types';

/** The line pdfToDocument puts before each page's text (pdf-to-document.ts). */
export const PDF_PAGE_LINE = /^--- Page (\d+) ---$/;

/** The PDF page `line` (1-based) is on, from the page line at or above it; undefined for any other document. */
export function pdfPageOf(doc: Pick<PageDocument, 'path' | 'lines'>, line: number): number | undefined {
  if (doc.path !== 'pdf') return undefined;
  for (let i = Math.min(line, doc.lines.length) - 1; i >= 0; i--) {
    const m = PDF_PAGE_LINE.exec(doc.lines[i]!);
    if (m) return Number(m[1]);
  }
  return undefined;
}
