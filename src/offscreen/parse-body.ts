import { bodyToDocument } from '../core/document/parse/body-to-document';
import type { PageDocument } from '../core/document/types';
import type { MessageRequest } from '../shared/messages';
import { loadPdfJs } from '../shared/pdfjs-loader';

function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

function fromBase64(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Any context with a DOM (the offscreen document, Firefox's background page) builds documents here. */
export function parseBodyWithDom(req: MessageRequest<'offscreen-parse'>): Promise<PageDocument> {
  return bodyToDocument({
    body: req.base64 ? fromBase64(req.body) : req.body,
    url: req.url,
    contentType: req.contentType,
    parseHtml,
    loadPdfJs,
  });
}
