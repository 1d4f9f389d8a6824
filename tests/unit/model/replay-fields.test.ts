import { afterEach, describe, expect, it } from 'vitest';
import { OpenAiClient } from '../../../src/core/model/openai-client';
import type { ChatMessage, ChatRequest } from '../../../src/core/model/types';
import { wireCallId } from '../../../src/core/model/wire-call-id';
import { startModelServer, type ModelServer } from '../../support/model-server';
import { collect } from './collect';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const TOOLS = ['browser.search', 'browser.open'].map((name) => ({ name, description: name, parameters: { type: 'object', properties: {} } }));
const signal = () => new AbortController().signal;

/** One tool round of the current turn, with ids as three servers make them. */
const HISTORY: ChatMessage[] = [
  { role: 'user', content: 'q' },
  {
    role: 'assistant',
    content: '',
    thinking: 'I should search.',
    toolCalls: [
      { id: 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY', name: 'browser.search', arguments: { query: 'x' } },
      { id: 'chatcmpl-tool-5d2c9a0e81f04b3c', name: 'browser.open', arguments: { id: 'https://a.example/' } },
    ],
  },
  { role: 'tool', content: 'r1', toolCallId: 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY', name: 'browser.search' },
  { role: 'tool', content: 'r2', toolCallId: 'chatcmpl-tool-5d2c9a0e81f04b3c', name: 'browser.open' },
];
const request = (over: Partial<ChatRequest> = {}): ChatRequest => ({ model: 'm', messages: HISTORY, tools: TOOLS, ...over });

describe('replaying a conversation to OpenAI-compatible servers', () => {
  it('sends reasoning as both `reasoning` (vLLM, Ollama /v1) and `reasoning_content` (llama.cpp), and parallel_tool_calls with tools', async () => {
    server = await startModelServer({ ollamaVersion: false });
    await collect(new OpenAiClient({ baseUrl: server.url, style: 'openai' }).chat(request(), signal()));
    const body = server.requests.find((q) => q.path === '/v1/chat/completions')!.body;
    expect(body.messages[1]).toMatchObject({ reasoning: 'I should search.', reasoning_content: 'I should search.' });
    expect(body.parallel_tool_calls).toBe(true);
  });

  it('sends no parallel_tool_calls without tools (OpenAI refuses it there)', async () => {
    server = await startModelServer({ ollamaVersion: false });
    await collect(new OpenAiClient({ baseUrl: server.url, style: 'openai' }).chat(request({ tools: [] }), signal()));
    expect(server.requests.find((q) => q.path === '/v1/chat/completions')!.body).not.toHaveProperty('parallel_tool_calls');
  });

  it('replays every id as 9 alphanumerics, the same each time, so a Mistral template takes the conversation', async () => {
    server = await startModelServer({ persona: 'mistral-template', turns: [{ content: 'ok' }, { content: 'again' }] });
    const client = new OpenAiClient({ baseUrl: server.url, style: 'openai' });
    const first = await collect(client.chat(request(), signal()));
    const second = await collect(client.chat(request(), signal()));
    expect(first.error).toBeUndefined();
    expect([first.content, second.content]).toEqual(['ok', 'again']);
    const [a, b] = server.requests.filter((q) => q.path === '/v1/chat/completions').map((q) => q.body.messages);
    // Deterministic: the two rounds' prompts are identical, so the server's prefix cache holds.
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const ids = a.flatMap((m: { tool_calls?: { id: string }[]; tool_call_id?: string }) => [...(m.tool_calls ?? []).map((c) => c.id), ...(m.tool_call_id ? [m.tool_call_id] : [])]);
    expect(ids).toHaveLength(4);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{9}$/);
    // A call and its result still match, and the two calls stay apart.
    expect(ids[0]).toBe(ids[2]);
    expect(ids[1]).toBe(ids[3]);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('keeps ids that already have the shape, and maps others apart', () => {
    expect(wireCallId('a1B2c3D4e')).toBe('a1B2c3D4e');
    const many = new Set(Array.from({ length: 20000 }, (_, i) => wireCallId(`call_${i}`)));
    expect(many.size).toBe(20000);
  });

  it('retries without a field a strict server refuses, and does not send it again', async () => {
    let chats = 0;
    const bodies: Record<string, unknown>[] = [];
    const strict: typeof fetch = async (url, init) => {
      if (!String(url).endsWith('/v1/chat/completions')) return new Response('{"detail":"Not Found"}', { status: 404 });
      chats++;
      const body = JSON.parse(String(init?.body)) as Record<string, unknown> & { messages: Record<string, unknown>[] };
      bodies.push(body);
      // pydantic with extra="forbid", as strict OpenAI-compatible proxies validate.
      const extra = body.messages.findIndex((m) => 'reasoning_content' in m);
      if (extra >= 0) return Response.json({ detail: [{ type: 'extra_forbidden', loc: ['body', 'messages', extra, 'reasoning_content'], msg: 'Extra inputs are not permitted' }] }, { status: 422 });
      return new Response('data: {"choices":[{"delta":{"content":"fine"},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n', { headers: { 'content-type': 'text/event-stream' } });
    };
    const client = new OpenAiClient({ baseUrl: 'http://strict.test', style: 'openai', fetch: strict });
    const r = await collect(client.chat(request(), signal()));
    expect(r.error).toBeUndefined();
    expect(r.content).toBe('fine');
    await collect(client.chat(request(), signal()));
    expect(chats).toBe(3);
    expect(bodies[1]!.messages).toEqual(expect.arrayContaining([expect.objectContaining({ reasoning: 'I should search.' })]));
    expect(JSON.stringify(bodies[2])).not.toContain('reasoning_content');
  });

  it('reads reasoning from a whole (non-streamed) answer under either name', async () => {
    for (const field of ['reasoning', 'reasoning_content']) {
      const f: typeof fetch = async () => Response.json({ choices: [{ message: { content: 'Hi', [field]: 'thought' }, finish_reason: 'stop' }] });
      const r = await collect(new OpenAiClient({ baseUrl: 'http://x', style: 'openai', fetch: f }).chat(request({ messages: [{ role: 'user', content: 'q' }] }), signal()));
      expect([r.thinking, r.content]).toEqual(['thought', 'Hi']);
    }
  });
});
