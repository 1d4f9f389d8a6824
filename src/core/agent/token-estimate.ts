import type { ChatMessage } from '../model/types';

/**
 * A deliberately pessimistic token count without a tokenizer: about 4 characters per token for
 * ASCII, one token per other character (CJK, symbols like 【】†), plus per-message framing.
 */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let other = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 128) ascii++;
    else other++;
  }
  return Math.ceil(ascii / 4) + other;
}

const MESSAGE_OVERHEAD = 8;

export function messageTokens(m: ChatMessage): number {
  let n = MESSAGE_OVERHEAD + estimateTokens(m.content);
  if (m.role === 'assistant') {
    if (m.thinking) n += estimateTokens(m.thinking);
    for (const c of m.toolCalls ?? []) n += MESSAGE_OVERHEAD + estimateTokens(c.name) + estimateTokens(JSON.stringify(c.arguments));
  }
  return n;
}

export function conversationTokens(messages: readonly ChatMessage[], toolSpecsJson = ''): number {
  return messages.reduce((sum, m) => sum + messageTokens(m), estimateTokens(toolSpecsJson));
}
