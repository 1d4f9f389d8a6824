/**
 * Stage 8: what the model sees of a document once it is built.
 *
 * - view.ts — the window of numbered lines `browser.open` shows (shared/design/browser-tools.md "Views").
 * - find.ts — `browser.find`: the next line holding a pattern, literal and case-insensitive.
 */
export { renderView, countWords } from './view';
export { findInDocument } from './find';
