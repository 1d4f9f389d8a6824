/**
 * Files the user attaches, read into the same documents as pages (loaded on demand by the side panel).
 *
 * - local-file.ts — a file's kind by its name and type, then its bytes through parse/ (HTML, text, JSON)
 *   or pdf-to-document.ts.
 * - pdf-to-document.ts — a PDF's text page by page (pdf.js is injected), as text-to-document reads text.
 * - local-file-url.ts — the `file:///name` address that names a file for the model and is never fetched.
 */
export { localFileToDocument, localFileKind, type LocalFile } from './local-file';
export { pdfToDocument } from './pdf-to-document';
export { localFileUrl, isLocalFileUrl } from './local-file-url';
