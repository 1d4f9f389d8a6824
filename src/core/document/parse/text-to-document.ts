import { buildDocument, type DocumentMeta } from '../wrap/document-builder';
import { quoteLinks } from '../markdown/quote-links';
import type { PageDocument } from '../types';

/**
 * Text types as documents: JSON pretty-printed (path `json`), markdown with its links quoted,
 * anything else line by line (path `text`). Long lines are wrapped like prose.
 */
export function textToDocument(text: string, url: string, contentType = 'text/plain', meta: DocumentMeta = {}): PageDocument {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const base = { ...meta, contentType: meta.contentType ?? contentType };
  if (isJsonType(type)) {
    const pretty = prettyJson(text);
    if (pretty !== null) return buildDocument({ markdown: pretty, title: fileTitle(url), url, links: [], path: 'json', meta: base });
  }
  if (type === 'text/markdown' || type === 'text/x-markdown') {
    const { text: quoted, links } = quoteLinks(text, url);
    const heading = /^#\s+(.+)$/m.exec(text)?.[1]?.trim();
    return buildDocument({ markdown: quoted, title: heading || fileTitle(url), url, links, path: 'text', meta: base });
  }
  return buildDocument({ markdown: text, title: fileTitle(url), url, links: [], path: 'text', meta: base });
}

export function isJsonType(type: string): boolean {
  return type === 'application/json' || type === 'text/json' || type.endsWith('+json');
}

function prettyJson(text: string): string | null {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return null;
  }
}

/** A file's name is the best title a text or PDF file has. */
export function fileTitle(url: string): string {
  try {
    const u = new URL(url);
    const name = decodeURIComponent(u.pathname.split('/').filter(Boolean).pop() ?? '');
    return name || u.host || url;
  } catch {
    return url;
  }
}
