import type { ChatMessage } from '../../core/model/types';
import type { Turn } from './types';

/** A citation marker of the Quick answer's own document list, which the next answer does not have. */
const MARKER = /\s*【\d+†L\d+(?:-L\d+)?】/g;

/**
 * The Quick answer `turn` as the agent loop's history when the user asks to Research this: the
 * question, the excerpts it was answered from replayed as the `browser.open` results they were (page
 * text stays in tool results, never in the user's words), and the answer. Cursor numbers and citation
 * markers are left out: they pointed into the Quick answer's documents; the loop opens a page again
 * to cite it (an earlier URL, so without asking, and from the cache).
 */
export function quickTurnHistory(turn: Turn): ChatMessage[] {
  const read = turn.quickRead ?? [];
  const out: ChatMessage[] = [{ role: 'user', content: turn.question }];
  if (read.length) {
    const calls = read.map((r, i) => ({ id: `quick-${i}`, name: 'browser.open', arguments: { id: r.url } }));
    out.push({ role: 'assistant', content: '', toolCalls: calls });
    read.forEach((r, i) => out.push({ role: 'tool', toolCallId: calls[i]!.id, name: 'browser.open', content: `${r.title}\n(${r.url})\n${r.excerpt}` }));
  }
  const answer = turn.answer.replace(MARKER, '').trim();
  if (answer) out.push({ role: 'assistant', content: answer });
  return out;
}
