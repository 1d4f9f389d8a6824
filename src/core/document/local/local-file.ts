import { SidelightError, userText } from '../../errors';
import type { ParseHtml } from '../parse/body-to-document';
import { bodyToDocument } from '../parse/body-to-document';
import { MAX_HTML_CHARS, withTruncationNote } from '../wrap/document-builder';
import { pdfToDocument, type PdfOptions } from './pdf-to-document';
import { localFileUrl } from './local-file-url';
import type { PageDocument } from '../types';

/** A file the user picked or dropped, as much of it as any context can give (the DOM's File fits). */
export interface LocalFile {
  name: string;
  type: string;
  size: number;
  /** The first `end` bytes (all when absent); only what is read is held in memory. */
  bytes(end?: number): Promise<Uint8Array>;
}

export type LocalFileKind = 'pdf' | 'markdown' | 'text' | 'html' | 'json';

const BY_EXTENSION: Record<string, LocalFileKind> = {
  pdf: 'pdf',
  md: 'markdown', markdown: 'markdown', mdown: 'markdown', mkd: 'markdown',
  txt: 'text', text: 'text', log: 'text', csv: 'text',
  html: 'html', htm: 'html', xhtml: 'html',
  json: 'json', jsonl: 'json', ndjson: 'json',
};

const BY_TYPE: Record<string, LocalFileKind> = {
  'application/pdf': 'pdf',
  'text/markdown': 'markdown', 'text/x-markdown': 'markdown',
  'text/plain': 'text', 'text/csv': 'text',
  'text/html': 'html', 'application/xhtml+xml': 'html',
  'application/json': 'json',
};

const CONTENT_TYPE: Record<LocalFileKind, string> = { pdf: 'application/pdf', markdown: 'text/markdown', text: 'text/plain', html: 'text/html', json: 'application/json' };

/** Text files are read up to this many bytes, then cut with a note (the same cap as a web page). */
export const MAX_FILE_TEXT_BYTES = MAX_HTML_CHARS;
/** PDFs must be read whole; beyond this one is refused rather than freezing the panel. */
export const MAX_PDF_BYTES = 100 * 1024 * 1024;

/** By the name's extension first (browsers give many text files no type), then by the type. */
export function localFileKind(file: Pick<LocalFile, 'name' | 'type'>): LocalFileKind | null {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return (ext && BY_EXTENSION[ext]) || BY_TYPE[file.type.split(';')[0]!.trim().toLowerCase()] || null;
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

/** The document's own title (a PDF's, an HTML <title>, a Markdown heading), else the file's name. */
function named(doc: PageDocument, name: string): PageDocument {
  return { ...doc, title: doc.title && doc.title !== doc.url && doc.title !== fileTitleOf(doc.url) ? doc.title : name };
}

function fileTitleOf(url: string): string {
  return decodeURIComponent(url.slice('file:///'.length));
}

export interface LocalFileOptions {
  parseHtml: ParseHtml;
  loadPdfJs?: PdfOptions['loadPdfJs'];
  onPage?: PdfOptions['onPage'];
  signal?: AbortSignal;
}

/**
 * A local file as a document of the conversation: PDF, Markdown, plain text, HTML or JSON. Other types
 * are refused with what is accepted; text beyond the cap is cut with a visible note, as pages are.
 */
export async function localFileToDocument(file: LocalFile, opts: LocalFileOptions): Promise<PageDocument> {
  const kind = localFileKind(file);
  if (!kind) {
    throw new SidelightError('unsupported-type', `Sidelight cannot read “${file.name}”${file.type ? ` (${file.type})` : ''}.`, {
      hint: 'Attach a PDF, Markdown, plain text, HTML or JSON file, or an image (PNG, JPEG, WebP, GIF).',
      userMessage: file.type ? userText('errCannotReadFileTyped', file.name, file.type) : userText('errCannotReadFile', file.name),
      userHint: userText('hintAttachTypes'),
    });
  }
  const url = localFileUrl(file.name);
  const meta = { byteSize: file.size, fetchedAt: Date.now() };
  if (kind === 'pdf') {
    if (file.size > MAX_PDF_BYTES) {
      throw new SidelightError('too-large', `“${file.name}” is ${megabytes(file.size)}; Sidelight reads PDFs up to ${megabytes(MAX_PDF_BYTES)}.`, {
        hint: 'Split it (most PDF viewers can print a range of pages to a new PDF) and attach the part you need.',
        userMessage: userText('errPdfTooLarge', file.name, megabytes(file.size), megabytes(MAX_PDF_BYTES)),
        userHint: userText('hintSplitPdf'),
      });
    }
    const doc = await pdfToDocument(await file.bytes(), url, { meta: { ...meta, contentType: CONTENT_TYPE.pdf }, loadPdfJs: opts.loadPdfJs, onPage: opts.onPage, signal: opts.signal });
    return named(doc, file.name);
  }
  const cut = file.size > MAX_FILE_TEXT_BYTES;
  const bytes = await file.bytes(cut ? MAX_FILE_TEXT_BYTES : undefined);
  const doc = await bodyToDocument({ body: bytes, url, contentType: `${CONTENT_TYPE[kind]}; charset=utf-8`, parseHtml: opts.parseHtml, meta, signal: opts.signal });
  const titled = named(doc, file.name);
  return cut ? withTruncationNote(titled, `this file is ${megabytes(file.size)}; only the first ${megabytes(MAX_FILE_TEXT_BYTES)} were read`) : titled;
}
