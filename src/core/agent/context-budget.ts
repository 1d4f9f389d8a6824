import type { ChatMessage } from '../model/types';
import { conversationTokens, messageTokens } from './token-estimate';

export interface BudgetResult {
  messages: ChatMessage[];
  /** Tool results replaced by a short note. */
  shortened: number;
  /** Earlier conversation messages left out entirely. */
  dropped: number;
  /** Estimated tokens of what will be sent. */
  tokens: number;
  fits: boolean;
}

/** Room kept for the answer itself: a quarter of the window, at least 512 tokens. */
export function promptBudget(contextTokens: number): number {
  return Math.max(256, contextTokens - Math.max(512, Math.floor(contextTokens / 4)));
}

/** A view replaced by its header and a visible note: the model knows what it lost and how to get it back. */
export function shortenedView(content: string): string {
  const lines = content.split('\n');
  const header = /^\[\d+\] /.test(lines[0] ?? '') ? lines.slice(0, 3).join('\n') : (lines[0] ?? '').slice(0, 200);
  const how = /^\[(\d+)\] /.exec(lines[0] ?? '');
  const again = how ? ` Use browser.open with cursor ${how[1]} to see it again.` : '';
  return `${header}\n[view shortened: this earlier tool result was removed to fit the model’s context window.${again}]`;
}

/**
 * Makes the conversation fit `budgetTokens` without cutting any message mid-text: first the oldest
 * tool results become a short note (newest kept longest, since the model is working from them), then
 * the oldest earlier-conversation messages are left out. The system prompt and the user's current
 * message are never touched. `protectFrom` is the index where the current user message starts.
 */
export function fitToBudget(messages: readonly ChatMessage[], budgetTokens: number, protectFrom: number, toolSpecsJson = ''): BudgetResult {
  const out = [...messages];
  let tokens = conversationTokens(out, toolSpecsJson);
  let shortened = 0;
  let dropped = 0;
  if (tokens <= budgetTokens) return { messages: out, shortened, dropped, tokens, fits: true };

  const toolIdx = out.map((m, i) => (m.role === 'tool' ? i : -1)).filter((i) => i >= 0);
  for (const i of toolIdx) {
    if (tokens <= budgetTokens) break;
    const m = out[i] as Extract<ChatMessage, { role: 'tool' }>;
    const short = { ...m, content: shortenedView(m.content) };
    const saved = messageTokens(m) - messageTokens(short);
    if (saved <= 0) continue;
    out[i] = short;
    tokens -= saved;
    shortened++;
  }
  // Whole earlier exchanges go next, oldest first; a tool result never outlives its call.
  const i = out[0]?.role === 'system' ? 1 : 0;
  let limit = protectFrom;
  while (tokens > budgetTokens && i < limit) {
    tokens -= messageTokens(out[i]!);
    out.splice(i, 1);
    limit--;
    dropped++;
    while (i < limit && out[i]!.role === 'tool') {
      tokens -= messageTokens(out[i]!);
      out.splice(i, 1);
      limit--;
      dropped++;
    }
  }
  return { messages: out, shortened, dropped, tokens, fits: tokens <= budgetTokens };
}
