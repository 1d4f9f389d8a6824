import { afterEach, describe, expect, it } from 'vitest';
import { SidelightError } from '../../../src/core/errors';
import { AdaptiveModelClient, type ModeChange } from '../../../src/core/model/adaptive-client';
import { DEFAULT_MODE, type ModelMode } from '../../../src/core/model/model-modes';
import { OllamaClient } from '../../../src/core/model/ollama-client';
import { OpenAiClient } from '../../../src/core/model/openai-client';
import type { ChatRequest, ModelClient } from '../../../src/core/model/types';
import { startModelServer, type ModelServer, type ModelServerOptions } from '../../support/model-server';
import { collect } from './collect';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const TOOLS = [{ name: 'browser.search', description: 'Search the web.', parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } }];
const request = (over: Partial<ChatRequest> = {}): ChatRequest => ({
  model: 'gemma3:4b',
  messages: [
    { role: 'system', content: 'You are Sidelight.' },
    { role: 'user', content: 'Who won?' },
  ],
  tools: TOOLS,
  ...over,
});

async function adaptive(opts: ModelServerOptions, style: 'ollama' | 'openai', mode: ModelMode = { ...DEFAULT_MODE }) {
  server = await startModelServer({ models: ['gemma3:4b'], ...opts });
  const inner: ModelClient = style === 'ollama' ? new OllamaClient({ baseUrl: server.url, style }) : new OpenAiClient({ baseUrl: server.url, style });
  const changes: ModeChange[] = [];
  const client = new AdaptiveModelClient(inner, mode, (c) => changes.push(c));
  const chats = () => server!.requests.filter((q) => q.path === '/api/chat' || q.path === '/v1/chat/completions').map((q) => q.body);
  return { client, changes, mode, chats };
}

const call = { toolCalls: [{ name: 'browser.search', arguments: { query: 'world cup' } }] };

describe('AdaptiveModelClient', () => {
  const refusing: [string, ModelServerOptions['persona'], 'ollama' | 'openai', RegExp][] = [
    ['Ollama with a model without tools (no capabilities listed)', 'ollama-no-tools-no-capabilities', 'ollama', /registry\.ollama\.ai\/library\/gemma3:4b does not support tools/],
    ['vLLM without --enable-auto-tool-choice', 'vllm-no-auto-tools', 'openai', /"auto" tool choice requires --enable-auto-tool-choice/],
    ['llama.cpp without --jinja', 'llamacpp-no-jinja', 'openai', /tools param requires --jinja flag/],
  ];
  for (const [name, persona, style, said] of refusing) {
    it(`retries the same round with tools via text: ${name}`, async () => {
      const { client, changes, mode, chats } = await adaptive({ persona, turns: [call] }, style);
      const r = await collect(client.chat(request(), new AbortController().signal));
      expect(r.error).toBeUndefined();
      // The model was told the format and wrote its call in it; the round's text parser reads it.
      expect(r.content).toContain('<tool_call>');
      expect(r.content).toContain('"browser.search"');
      expect(mode.tools).toBe('text');
      expect(changes).toEqual([{ refusal: 'tools', said: expect.stringMatching(said) }]);
      const [refused, retried] = chats();
      expect(refused.tools).toHaveLength(1);
      expect(retried.tools).toBeUndefined();
      expect(retried.messages[0].content).toContain('You are Sidelight.');
      expect(retried.messages[0].content).toContain('<tool_call>{"name": "<tool name>", "arguments": {<arguments as JSON>}}</tool_call>');
      expect(retried.messages[0].content).toContain('"name":"browser.search"');
      expect(retried.messages[1]).toEqual({ role: 'user', content: 'Who won?' });
    });
  }

  it('starts in text mode when the mode says so, without a refused request', async () => {
    const { client, chats } = await adaptive({ persona: 'vllm-no-auto-tools', turns: [{ content: 'ok' }] }, 'openai', { tools: 'text', think: 'on' });
    expect((await collect(client.chat(request(), new AbortController().signal))).content).toBe('ok');
    expect(chats()).toHaveLength(1);
  });

  it('replays earlier tool exchanges as text, results merged into one user message', async () => {
    const { client, chats } = await adaptive({ turns: [{ content: 'ok' }] }, 'ollama', { tools: 'text', think: 'on' });
    const messages: ChatRequest['messages'] = [
      ...request().messages,
      {
        role: 'assistant',
        content: 'Looking.',
        toolCalls: [
          { id: 'a', name: 'browser.search', arguments: { query: 'x' } },
          { id: 'b', name: 'browser.search', arguments: { query: 'y' } },
        ],
      },
      { role: 'tool', content: '[0] results x', toolCallId: 'a', name: 'browser.search' },
      { role: 'tool', content: '[1] results y', toolCallId: 'b', name: 'browser.search' },
    ];
    await collect(client.chat(request({ messages }), new AbortController().signal));
    const sent = chats()[0].messages;
    expect(sent.slice(2)).toEqual([
      {
        role: 'assistant',
        content: 'Looking.\n<tool_call>{"name":"browser.search","arguments":{"query":"x"}}</tool_call>\n<tool_call>{"name":"browser.search","arguments":{"query":"y"}}</tool_call>',
      },
      { role: 'user', content: '<tool_response name="browser.search">\n[0] results x\n</tool_response>\n\n<tool_response name="browser.search">\n[1] results y\n</tool_response>' },
    ]);
  });

  it('retries without think when Ollama says the model does not support thinking', async () => {
    const { client, changes, mode, chats } = await adaptive({ persona: 'ollama-no-thinking', turns: [{ content: 'fine' }] }, 'ollama');
    const r = await collect(client.chat(request({ reasoning: 'medium' }), new AbortController().signal));
    expect(r.content).toBe('fine');
    expect(mode.think).toBe('off');
    expect(changes.map((c) => c.refusal)).toEqual(['think']);
    expect(chats().map((b) => 'think' in b)).toEqual([true, false]);
    // Native tools were kept: only thinking was refused.
    expect(chats()[1].tools).toHaveLength(1);
  });

  it('handles both refusals in turn', async () => {
    const { client, mode } = await adaptive({ persona: 'ollama-no-tools-no-capabilities', turns: [{ content: 'fine' }] }, 'ollama');
    // This persona thinks, so only tools are refused; the thinking refusal is checked first by Ollama.
    await collect(client.chat(request({ reasoning: 'medium' }), new AbortController().signal));
    expect(mode).toMatchObject({ tools: 'text', think: 'on' });
  });

  it('does not retry other failures', async () => {
    const { client, chats, mode } = await adaptive({ turns: [{ error: { status: 404, body: '{"error":"model \\"gemma3:4b\\" not found, try pulling it first"}' } }] }, 'ollama');
    const r = await collect(client.chat(request(), new AbortController().signal));
    expect((r.error as SidelightError).code).toBe('not-found');
    expect(chats()).toHaveLength(1);
    expect(mode.tools).toBe('native');
  });

  it('does not retry once text has streamed: the refusal words mid-answer are a real failure', async () => {
    const { client, chats } = await adaptive({ turns: [{ content: 'Partial', streamError: 'Error rendering prompt with jinja template: "x"' }] }, 'openai');
    const r = await collect(client.chat(request(), new AbortController().signal));
    expect(r.content).toBe('Partial');
    expect((r.error as SidelightError).message).toContain('Error rendering prompt with jinja template');
    expect(chats()).toHaveLength(1);
  });
});
