import { afterEach, describe, expect, it } from 'vitest';
import { runAgent } from '../../../src/core/agent/agent-loop';
import type { AgentEvent } from '../../../src/core/agent/events';
import { createModelClient } from '../../../src/core/model/create-client';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';
import { startModelServer, type ModelServer, type ModelServerOptions } from '../../support/model-server';
import { stubEnv } from '../browser/fixtures';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/**
 * One answer = one growing prompt: every request of an answer must extend the previous one byte for
 * byte (same tools, same messages, new ones only appended), so the server reuses its cached prompt.
 * The turn below goes through a parse error and the step limit, the two places that used to break it.
 */
const TURNS: ModelServerOptions['turns'] = [
  { thinking: 'I should search.', toolCalls: [{ name: 'browser.search', arguments: { query: 'uk pm' } }] },
  { thinking: 'Open the first result.', content: '<tool_call>{"name": "browser.open", "arguments": {"id": 0,}}</tool_call>' },
  { thinking: 'Fix the call.', toolCalls: [{ name: 'browser.open', arguments: { id: 0 } }] },
  // Past the limit of 3 steps: asked for the answer, the model calls once more (ignored) and answers.
  { thinking: 'Answer now.', content: 'It is Keir Starmer【1†L6】.' },
];

async function answer(style: 'ollama' | 'openai', opts: ModelServerOptions = {}) {
  server = await startModelServer({ turns: TURNS, ...opts });
  const events: AgentEvent[] = [];
  const result = await runAgent({
    client: createModelClient({ baseUrl: server.url, style }),
    model: 'scripted-model',
    history: [
      { role: 'user', content: 'Earlier question' },
      { role: 'assistant', content: 'Earlier answer', thinking: 'old thoughts' },
    ],
    userMessage: 'Who is the UK prime minister?',
    env: stubEnv(),
    settings: { ...DEFAULT_SETTINGS, model: { ...DEFAULT_SETTINGS.model, reasoning: 'medium' }, browsing: { ...DEFAULT_SETTINGS.browsing, maxToolSteps: 3 } },
    signal: new AbortController().signal,
    onEvent: (e) => events.push(e),
    server: server.url,
  });
  const chats = server.requests.filter((q) => q.path === '/api/chat' || q.path === '/v1/chat/completions').map((q) => q.body);
  return { result, events, chats };
}

function expectGrowingPrompt(chats: { messages: unknown[]; tools?: unknown }[]) {
  for (let k = 1; k < chats.length; k++) {
    const before = JSON.stringify(chats[k - 1]!.messages);
    const after = JSON.stringify(chats[k]!.messages);
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.startsWith(before.slice(0, -1))).toBe(true);
    expect(JSON.stringify(chats[k]!.tools)).toBe(JSON.stringify(chats[0]!.tools));
  }
}

describe('one answer is one growing prompt', () => {
  it('OpenAI-compatible: through a parse error and the step limit, reasoning sent back as reasoning_content', async () => {
    const { result, chats } = await answer('openai');
    expect(result.content).toBe('It is Keir Starmer【1†L6】.');
    expect(chats).toHaveLength(4);
    expectGrowingPrompt(chats);
    const assistants = chats[3].messages.filter((m: { role: string }) => m.role === 'assistant');
    // The earlier answer's thinking stays out; this turn's goes back with every assistant message.
    expect(assistants.map((m: { reasoning_content?: string }) => m.reasoning_content)).toEqual([undefined, 'I should search.', 'Open the first result.', 'Fix the call.']);
    expect(chats[3].messages.filter((m: { role: string }) => m.role === 'user')).toHaveLength(2);
  });

  it('Ollama: the same, with thinking and call ids sent back', async () => {
    const { chats } = await answer('ollama');
    expect(chats).toHaveLength(4);
    expectGrowingPrompt(chats);
    const last = chats[3].messages;
    expect(last.filter((m: { thinking?: string }) => m.thinking).map((m: { thinking: string }) => m.thinking)).toEqual(['I should search.', 'Open the first result.', 'Fix the call.']);
    const callIds = last.flatMap((m: { tool_calls?: { id: string }[] }) => (m.tool_calls ?? []).map((c) => c.id));
    const resultIds = last.flatMap((m: { role: string; tool_call_id?: string }) => (m.role === 'tool' ? [m.tool_call_id] : []));
    expect(resultIds).toEqual(callIds);
    expect(callIds[0]).toBe('call_1'); // Ollama's own id, kept
  });

  it('tools via text: every request after the refusal extends the one before', async () => {
    const { result, chats } = await answer('openai', { persona: 'vllm-no-auto-tools' });
    expect(result.content).toBe('It is Keir Starmer【1†L6】.');
    expect(chats).toHaveLength(5); // the refused request, then the four rounds
    expectGrowingPrompt(chats.slice(1));
  });
});
