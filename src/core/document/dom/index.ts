/**
 * What the stages share for reading a DOM without a browser: no step of their own.
 *
 * - block-text.ts — a block's text measures (length, link text, first character) for telling widgets from prose.
 * - class-tokens.ts — an element's class and id as lower-case words, for rules that read names.
 * - element-walk.ts — selector-free walks (cheaper than querySelectorAll in Node DOMs).
 * - leaf-blocks.ts, end-blocks.ts — the innermost blocks read from an article's start or end.
 * - main-text.ts — how much of an element is main text by block text and link density (the choose stage's check on its result), and lengths in Latin-character equivalents (a Han character or kana counting three).
 * - readability-content.ts — where the blocks Readability kept stand, for rules that put a line back.
 * - same-site.ts — a page's site, for telling links to the site's other pages.
 */
export * from './block-text';
export * from './class-tokens';
export * from './element-walk';
export * from './leaf-blocks';
export * from './end-blocks';
export * from './main-text';
export * from './readability-content';
export * from './same-site';
