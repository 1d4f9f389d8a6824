import { SidelightError, userText } from '../../errors';
import { decodeBytes } from './decode-bytes';
import { MAX_HTML_CHARS, withTruncationNote, type DocumentMeta } from '../wrap/document-builder';
import { htmlToDocument } from '../html-to-document';
import { pdfToDocument, type PdfOptions } from '../local/pdf-to-document';
import { isJsonType, textToDocument } from './text-to-document';
import type { PageDocument } from '../types';

/** Parses HTML into a DOM Document; injected so the core stays free of browser APIs. */
export type ParseHtml = (html: string, url: string) => Document;

export { MAX_HTML_CHARS };
/** Text beyond this is cut too (it becomes lines directly, the line cap would cut it anyway). */
const MAX_TEXT_CHARS = 5_000_000;

export interface BodyInput {
  body: string | Uint8Array | ArrayBuffer;
  url: string;
  /** The Content-Type header, with any charset parameter. Sniffed from the body when missing. */
  contentType?: string;
  parseHtml: ParseHtml;
  meta?: DocumentMeta;
  signal?: AbortSignal;
  loadPdfJs?: PdfOptions['loadPdfJs'];
  /**
   * Valid UTF-8 with non-ASCII bytes is read as UTF-8 whatever the page's `<meta charset>` says: for
   * files (saved or converted pages keep their old meta), never for what a server sent.
   */
  utf8Wins?: boolean;
}

type Kind = 'html' | 'pdf' | 'json' | 'text' | 'binary';

const TEXT_APPLICATION = /^application\/(?:(?:x-)?javascript|ecmascript|xml|x-sh|x-yaml|yaml|toml|x-httpd-php|sql|graphql|ld\+json|x-ndjson|rtf)$|\+xml$/;

/** Picks the reader for a fetched body: HTML, PDF, JSON or text; other types are refused. */
export async function bodyToDocument(input: BodyInput): Promise<PageDocument> {
  const bytes = typeof input.body === 'string' ? null : input.body instanceof Uint8Array ? input.body : new Uint8Array(input.body);
  const declared = (input.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const kind = kindOf(declared, bytes, typeof input.body === 'string' ? input.body : null);
  const meta: DocumentMeta = {
    ...input.meta,
    contentType: input.contentType || declaredFor(kind),
    byteSize: input.meta?.byteSize ?? (typeof input.body === 'string' ? input.body.length : bytes!.byteLength),
  };
  if (kind === 'binary') {
    throw new SidelightError('unsupported-type', `Sidelight cannot read this type of file (${declared || 'binary data'}).`, {
      hint: 'It reads web pages, text, JSON and PDF; download the file to open it with another program.',
      userMessage: userText('errFileTypeUnreadable', declared || userText('errBinaryData')),
      userHint: userText('hintDownloadFile'),
    });
  }
  if (kind === 'pdf') {
    return pdfToDocument(bytes ?? new TextEncoder().encode(input.body as string), input.url, { meta, signal: input.signal, loadPdfJs: input.loadPdfJs });
  }
  let text: string;
  if (typeof input.body === 'string') text = input.body;
  else {
    const decoded = decodeBytes(bytes!, input.contentType, { html: kind === 'html', utf8Wins: input.utf8Wins });
    text = decoded.text;
    meta.charset = decoded.charset;
  }
  if (kind === 'html') {
    const cut = text.length > MAX_HTML_CHARS;
    const html = cut ? text.slice(0, MAX_HTML_CHARS) : text;
    const parse = () => input.parseHtml(html, input.url);
    const doc = htmlToDocument(parse(), input.url, { meta, consume: { reparse: parse } });
    return cut ? withTruncationNote(doc, `this page is larger than ${MAX_HTML_CHARS / 1_000_000} MB`) : doc;
  }
  const cut = text.length > MAX_TEXT_CHARS;
  const doc = textToDocument(cut ? text.slice(0, MAX_TEXT_CHARS) : text, input.url, kind === 'json' && !isJsonType(declared) ? 'application/json' : declared || 'text/plain', meta);
  return cut ? withTruncationNote(doc, `this file is larger than ${MAX_TEXT_CHARS / 1_000_000} MB`) : doc;
}

function declaredFor(kind: Kind): string {
  return { html: 'text/html', pdf: 'application/pdf', json: 'application/json', text: 'text/plain', binary: 'application/octet-stream' }[kind];
}

function kindOf(type: string, bytes: Uint8Array | null, text: string | null): Kind {
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'html';
  if (type === 'application/pdf' || type === 'application/x-pdf') return 'pdf';
  if (isJsonType(type)) return 'json';
  if (type.startsWith('text/') || TEXT_APPLICATION.test(type)) return 'text';
  if (type && type !== 'application/octet-stream' && type !== 'binary/octet-stream') {
    if (/^(image|audio|video|font|model)\//.test(type) || type.startsWith('application/')) return sniffedBinary(bytes, text) ? 'binary' : 'text';
  }
  return sniff(bytes, text);
}

/** No usable Content-Type: decide from the first bytes, as browsers do. */
function sniff(bytes: Uint8Array | null, text: string | null): Kind {
  const head = text !== null ? text.slice(0, 1024) : new TextDecoder('latin1').decode(bytes!.subarray(0, 1024));
  if (head.startsWith('%PDF-')) return 'pdf';
  if (sniffedBinary(bytes, text)) return 'binary';
  const start = head.trimStart().slice(0, 100).toLowerCase();
  if (start.startsWith('<!doctype html') || start.startsWith('<html') || /<(head|body|title|p|div)[\s>]/.test(head.toLowerCase())) return 'html';
  if (start.startsWith('{') || start.startsWith('[')) return 'json';
  return 'text';
}

function sniffedBinary(bytes: Uint8Array | null, text: string | null): boolean {
  if (text !== null) return text.slice(0, 1024).includes('\u0000');
  if (!bytes) return false;
  const head = bytes.subarray(0, 1024);
  if (head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46) return false;
  return head.includes(0);
}
