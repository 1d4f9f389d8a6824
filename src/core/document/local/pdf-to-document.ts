import { SidelightError, stopped, userText } from '../../errors';
import { buildDocument, truncationNote, type DocumentMeta } from '../wrap/document-builder';
import { fileTitle } from '../parse/text-to-document';
import type { PageDocument } from '../types';

type PdfJs = typeof import('pdfjs-dist');

export interface PdfOptions {
  meta?: DocumentMeta;
  signal?: AbortSignal;
  /**
   * How to load pdf.js. Default: the legacy build, which runs in Node and browsers. An extension
   * context passes a loader that has set `GlobalWorkerOptions.workerSrc` to its bundled worker.
   */
  loadPdfJs?: () => Promise<PdfJs>;
  maxPages?: number;
  /** Called after each page is read, so a caller can show how far a long PDF has got. */
  onPage?: (read: number, total: number) => void;
}

/** Pages read at most: text PDFs longer than this are books, and a view never needs all of it. */
const MAX_PDF_PAGES = 500;

const defaultLoader = () => import('pdfjs-dist/legacy/build/pdf.mjs') as unknown as Promise<PdfJs>;

/** A PDF's text, page by page, with `--- Page N ---` markers so the model can say where it read. */
export async function pdfToDocument(bytes: Uint8Array, url: string, opts: PdfOptions = {}): Promise<PageDocument> {
  const pdfjs = await (opts.loadPdfJs ?? defaultLoader)();
  const maxPages = opts.maxPages ?? MAX_PDF_PAGES;
  // pdf.js transfers (detaches) the buffer it is given: pass a copy, the caller may still need its bytes.
  const task = pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  let pdf;
  try {
    pdf = await task.promise;
  } catch (err) {
    throw new SidelightError('unsupported-type', 'This PDF could not be read; it may be damaged or encrypted.', {
      hint: 'Open it in the browser’s PDF viewer instead.',
      cause: err,
      userMessage: userText('errPdfUnreadable'),
      userHint: userText('hintPdfViewer'),
    });
  }
  try {
    const parts: string[] = [];
    const pages = Math.min(pdf.numPages, maxPages);
    for (let n = 1; n <= pages; n++) {
      if (opts.signal?.aborted) throw stopped(opts.signal.reason);
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      // pdf-pages.ts reads these lines back to say which page a cited line is on.
      parts.push(`--- Page ${n} ---`, '', text.trim(), '');
      page.cleanup();
      opts.onPage?.(n, pages);
    }
    if (pdf.numPages > pages) parts.push(truncationNote(`this PDF has ${pdf.numPages} pages; only the first ${pages} were read`));
    const info = (await pdf.getMetadata().catch(() => null))?.info as { Title?: string; Author?: string } | undefined;
    const meta: DocumentMeta = { contentType: 'application/pdf', byteSize: bytes.byteLength, ...opts.meta };
    if (info?.Author) meta.byline = info.Author;
    if (pdf.numPages > pages) meta.truncated = true;
    const markdown = parts.join('\n');
    return buildDocument({ markdown, title: info?.Title?.trim() || fileTitle(url), url, links: [], path: 'pdf', meta });
  } finally {
    await pdf.destroy();
  }
}
