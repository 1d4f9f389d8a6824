/**
 * Stage 7: markdown to the numbered lines a document is (shared/design/browser-tools.md), which
 * views show and citations point at.
 *
 * - document-builder.ts — title, links, metadata and lines as one PageDocument; cuts what is too long.
 * - wrap.ts — prose wrapped at a fixed column so a line citation points at a sentence or two; code,
 *   tables and quoted links never split.
 */
export { buildDocument, type DocumentMeta } from './document-builder';
export { wrapMarkdown } from './wrap';
