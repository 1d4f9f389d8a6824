import { conversationTokens, estimateTokens } from '../agent/token-estimate';
import type { PageDocument } from '../document/types';
import type { ChatMessage } from '../model/types';
import { excerptDocuments, excerptLines } from './excerpt-documents';
import type { Passage } from './select-passages';

export interface FittedExcerpts {
  /** The messages to send: `build` of the chosen excerpts. */
  messages: ChatMessage[];
  /** The passages that made it in, in rank order. */
  chosen: Passage[];
  /** Estimated tokens of `messages`. */
  tokens: number;
}

/** What the header of a page's block and the `…` between runs cost, in estimated tokens, at most. */
const BLOCK_OVERHEAD = 40;

/**
 * As many of the ranked passages as fit `budget` estimated tokens, best first: each passage costs
 * its lines, a page's first one also its header. Passages that do not fit are skipped, so a smaller
 * one further down may still go in. The messages are then counted whole and, should the per-passage
 * sum have been short, the last passages taken leave until the count fits.
 */
export function fitExcerpts(
  passages: readonly Passage[],
  docOf: (cursor: number) => PageDocument | undefined,
  build: (excerpts: string) => ChatMessage[],
  budget: number,
): FittedExcerpts {
  const fixed = conversationTokens(build(''));
  let used = fixed;
  const chosen: Passage[] = [];
  const seen = new Set<number>();
  for (const p of passages) {
    const doc = docOf(p.cursor);
    if (!doc) continue;
    const cost = estimateTokens(excerptLines(doc, p.first, p.last)) + 2 + (seen.has(p.cursor) ? 0 : BLOCK_OVERHEAD + estimateTokens(doc.title + doc.url));
    if (used + cost > budget) continue;
    used += cost;
    chosen.push(p);
    seen.add(p.cursor);
  }
  for (;;) {
    const messages = build(excerptDocuments(chosen, docOf));
    const tokens = conversationTokens(messages);
    if (tokens <= budget || chosen.length === 0) return { messages, chosen, tokens };
    chosen.pop();
  }
}
