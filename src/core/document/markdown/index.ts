/**
 * Stage 6: the chosen, cleaned element as markdown, by turndown with our rules.
 *
 * - markdown-converter.ts — the converter: what never carries text (scripts, media, controls) is
 *   dropped, the rest written as GFM; rules-by-tag.ts makes turndown find each node's rule by its name.
 * - quote-links.ts — links as the model was trained to read them (`【id†text†host】`), collected.
 * - table-rules.ts (rank-cells.ts) — tables as pipe tables; layout tables as their text.
 * - code-language.ts (code-gutters.ts) — fenced code with its language, without line numbers.
 * - listboxes.ts — a select menu built of divs is a control, not text.
 * - comment-markdown.ts — comment threads (marked by choose/) as a nested list.
 * - edge-rules.ts — a horizontal rule at the document's very start or end separates nothing.
 */
export { createMarkdownConverter, markdownOf } from './markdown-converter';
export { LinkCollector, resolveBase } from './quote-links';
export { withoutEdgeRules } from './edge-rules';
