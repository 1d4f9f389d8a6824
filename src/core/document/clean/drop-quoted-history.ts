import { removeWithEmptyAncestors } from '../dom/leaf-blocks';

/**
 * An email thread's quoted history: under each reply, "On Wed, May 13, 2026 at 11:02 PM Alex Rivera
 * <alex@…> wrote:" and a quotation of a message the thread already shows above. A mail client folds
 * it away ("Show trimmed content"); in a document it repeats the thread message by message. Only a
 * quotation right after such a line goes, and only when most of its sentences are already in the
 * document before it: a reply quoting a message that is not shown (a mailing-list archive's single
 * message, a forum post) keeps its quotation.
 */
export const ATTRIBUTION = /(?:^|\s)(?:on .{4,200}wrote|le .{4,200}a écrit|am .{4,200}schrieb .{1,80}|el .{4,200}escribió|il .{4,200}ha scritto|op .{4,200}schreef .{1,80})\s*:\s*$/i;
/** Sentences this short ("Hi Jane,", "Best,") prove nothing; longer ones are compared. */
const MIN_PIECE_CHARS = 20;
/** Share of a quotation's compared sentences that must be in the document before it. */
const REPEATED = 0.8;

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

export function dropQuotedHistory(article: Element): void {
  const quotes = Array.from(article.querySelectorAll('blockquote')).filter((q) => !q.parentElement?.closest('blockquote'));
  if (quotes.length === 0) return;
  let text: string | undefined;
  const attributions = new Set<Element>();
  for (const quote of quotes) {
    const attribution = attributionBefore(quote);
    if (!attribution) continue;
    text ??= collapse(article.textContent ?? '');
    const own = collapse(quote.textContent ?? '');
    const at = text.lastIndexOf(own);
    if (at < 0) continue;
    if (!repeatsEarlierText(own, text.slice(0, at))) continue;
    attributions.add(attribution);
    removeWithEmptyAncestors(quote, article);
  }
  for (const a of attributions) removeWithEmptyAncestors(a, article);
}

/** Whether most of a quotation's sentences (numbering aside) are already in `before`, the text above it. */
export function repeatsEarlierText(quoted: string, before: string): boolean {
  const pieces = quoted.split(/(?<=[.!?,;:])\s+/).filter((p) => p.length >= MIN_PIECE_CHARS);
  return pieces.length > 0 && pieces.filter((p) => before.includes(p.replace(/^\d+\.\s*/, ''))).length >= REPEATED * pieces.length;
}

/** The "On … wrote:" line right before the quotation (or before the quotations run it heads). */
function attributionBefore(quote: Element): Element | null {
  let prev = quote.previousElementSibling;
  while (prev && prev.nodeName === 'BLOCKQUOTE') prev = prev.previousElementSibling;
  if (!prev || prev.textContent === null || prev.textContent.length > 400) return null;
  return ATTRIBUTION.test(collapse(prev.textContent)) ? prev : null;
}
