/**
 * Stage 1: a response's bytes to what the later stages read.
 *
 * 1. decode-bytes.ts — bytes to text as a browser decodes a page (byte-order mark, charset, `<meta charset>`).
 * 2. body-to-document.ts — by content type: HTML parsed (the parser is injected: the core has no DOM)
 *    and read by html-to-document.ts (stages 2–7); PDF by local/pdf-to-document.ts; any other text by
 * 3. text-to-document.ts — JSON pretty-printed, markdown with its links quoted, text line by line.
 */
export { decodeBytes } from './decode-bytes';
export { bodyToDocument, type BodyInput, type ParseHtml } from './body-to-document';
export { textToDocument } from './text-to-document';
