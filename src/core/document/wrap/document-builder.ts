import type { DocLink, ExtractionPath, PageDocument } from '../types';
import { wrapMarkdown } from './wrap';

/** Beyond this many lines a document is cut: views stay cheap and storage bounded. */
const MAX_LINES = 50_000;
/** HTML beyond this is cut before parsing: parsing and Readability grow with it, and no one reads 5 MB. */
export const MAX_HTML_CHARS = 5_000_000;

export type DocumentMeta = Omit<PageDocument, 'lines' | 'links' | 'path' | 'title' | 'url'>;

export function truncationNote(what: string): string {
  return `[Sidelight: ${what}; the rest was cut and is not shown.]`;
}

/** The document with a visible note at its end saying that its source was cut. */
export function withTruncationNote(doc: PageDocument, what: string): PageDocument {
  return { ...doc, lines: [...doc.lines, '', truncationNote(what)], truncated: true };
}

/** Wraps markdown into numbered lines, applying the line cap with a visible note. */
export function buildDocument(input: {
  markdown: string;
  title: string;
  url: string;
  links: DocLink[];
  path: ExtractionPath;
  meta?: DocumentMeta;
  maxLines?: number;
}): PageDocument {
  const maxLines = input.maxLines ?? MAX_LINES;
  let lines = wrapMarkdown(input.markdown);
  let truncated = input.meta?.truncated ?? false;
  if (lines.length > maxLines) {
    lines = lines.slice(0, maxLines - 2);
    lines.push('', truncationNote(`this document is longer than ${maxLines.toLocaleString('en')} lines`));
    truncated = true;
  }
  const doc: PageDocument = {
    ...stripUndefined(input.meta ?? {}),
    title: input.title.replace(/\s+/g, ' ').trim() || input.url,
    url: input.url,
    lines,
    links: input.links,
    path: input.path,
  };
  if (truncated) doc.truncated = true;
  return doc;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(o)) {
    // Metadata comes from markup: its line breaks and runs of spaces are layout, not content.
    const value = typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : v;
    if (value !== undefined && value !== null && value !== '') (out as Record<string, unknown>)[k] = value;
  }
  return out;
}
