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
/** Room below this holds no passage worth sending. */
const MIN_PASSAGE = 24;
/** Passages in a row that did not fit before the rest are taken not to either. */
const MAX_MISSES = 24;

/**
 * As many of the ranked passages as fit `budget` estimated tokens, best first: each passage costs
 * its lines, a page's first one also its header. Passages that do not fit are skipped, so a smaller
 * one further down may still go in (until MAX_MISSES in a row did not). The messages are then counted whole and, should the per-passage
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
  let misses = 0;
  for (const p of passages) {
    // A full budget stops the walk: costing a thousand more passages that cannot fit is most of the time.
    if (budget - used < MIN_PASSAGE || misses >= MAX_MISSES) break;
    const doc = docOf(p.cursor);
    if (!doc) continue;
    const cost = estimateTokens(excerptLines(doc, p.first, p.last)) + 2 + (seen.has(p.cursor) ? 0 : BLOCK_OVERHEAD + estimateTokens(doc.title + doc.url));
    if (used + cost > budget) {
      misses++;
      continue;
    }
    misses = 0;
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
