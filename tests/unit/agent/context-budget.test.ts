import { describe, expect, it } from 'vitest';
import { fitToBudget, promptBudget, shortenedView } from '../../../src/core/agent/context-budget';
import { conversationTokens, estimateTokens } from '../../../src/core/agent/token-estimate';
import type { ChatMessage } from '../../../src/core/model/types';

const view = (cursor: number, words: number) =>
  `[${cursor}] Page ${cursor}\n(https://p${cursor}.example/)\n**viewing lines [1 - 10] of 10**\n\n` + Array.from({ length: words }, (_, i) => `word${i}`).join(' ');

function convo(): ChatMessage[] {
  return [
    { role: 'system', content: 'system prompt' },
    { role: 'user', content: 'old question' },
    { role: 'assistant', content: '', toolCalls: [{ id: 'a', name: 'browser.search', arguments: { query: 'old' } }] },
    { role: 'tool', content: view(0, 400), toolCallId: 'a', name: 'browser.search' },
    { role: 'assistant', content: 'old answer' },
    { role: 'user', content: 'new question' },
    { role: 'assistant', content: '', toolCalls: [{ id: 'b', name: 'browser.search', arguments: { query: 'new' } }] },
    { role: 'tool', content: view(0, 400), toolCallId: 'b', name: 'browser.search' },
    { role: 'assistant', content: '', toolCalls: [{ id: 'c', name: 'browser.open', arguments: { id: 1 } }] },
    { role: 'tool', content: view(1, 400), toolCallId: 'c', name: 'browser.open' },
  ];
}

describe('context budget', () => {
  it('estimates tokens the way BPE tokenizers split text', () => {
    expect(estimateTokens('abcdefgh')).toBe(1); // one common word
    expect(estimateTokens('internationalisation')).toBe(3); // a long word is a few
    expect(estimateTokens('384400')).toBe(2); // digits in threes
    expect(estimateTokens('【1†L2】')).toBe(6); // each symbol its own
    expect(estimateTokens('月球')).toBe(2); // other scripts: about 1.5 characters a token
    expect(estimateTokens('one\ntwo')).toBe(3);
  });

  it('leaves a conversation that fits untouched', () => {
    const r = fitToBudget(convo(), 100_000, 5);
    expect(r).toMatchObject({ shortened: 0, dropped: 0, fits: true });
    expect(r.messages).toEqual(convo());
  });

  it('shortens the oldest tool results first and never cuts a message mid-text', () => {
    const all = conversationTokens(convo());
    const r = fitToBudget(convo(), all - 500, 5);
    expect(r.fits).toBe(true);
    expect(r.shortened).toBe(1);
    expect(r.messages[3]!.content).toBe(shortenedView(view(0, 400)));
    expect(r.messages[3]!.content).toMatch(/^\[0\] Page 0\n\(https:\/\/p0\.example\/\)\n\*\*viewing lines \[1 - 10\] of 10\*\*\n\[view shortened: .*cursor 0 to see it again\.\]$/);
    expect(r.messages[7]!.content).toBe(view(0, 400));
    expect(r.messages[9]!.content).toBe(view(1, 400));
  });

  it('then drops whole earlier messages, keeping the system prompt and the current question', () => {
    const r = fitToBudget(convo(), 240, 5);
    expect(r.fits).toBe(true);
    expect(r.messages[0]!.role).toBe('system');
    expect(r.messages.some((m) => m.content === 'new question')).toBe(true);
    expect(r.messages.some((m) => m.content === 'old question')).toBe(false);
    expect(r.dropped).toBe(3);
    expect(r.messages.filter((m) => m.role === 'tool').every((m) => m.content.includes('[view shortened'))).toBe(true);
  });

  it('keeps room for the answer', () => {
    expect(promptBudget(8192)).toBe(6144);
    expect(promptBudget(1024)).toBe(512);
  });
});
