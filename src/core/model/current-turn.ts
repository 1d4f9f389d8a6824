import type { ChatMessage } from './types';

/**
 * Index of the last user message: the messages after it are the current turn. Reasoning goes back to
 * the server only for that turn's assistant messages — the Qwen3 and gpt-oss templates render it
 * there and drop it before the last user turn anyway, so older thinking would only cost bandwidth.
 */
export function currentTurnStart(messages: readonly ChatMessage[]): number {
  return messages.findLastIndex((m) => m.role === 'user');
}
