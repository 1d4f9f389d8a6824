import { afterEach, describe, expect, it } from 'vitest';
import { SidelightError } from '../../../src/core/errors';
import { OllamaClient } from '../../../src/core/model/ollama-client';
import type { ChatRequest } from '../../../src/core/model/types';
import { startModelServer, type ModelServer } from '../../support/model-server';
import { collect } from './collect';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const TOOLS = [{ name: 'browser.search', description: 'search', parameters: { type: 'object', properties: { query: { type: 'string' } } } }];
const request = (over: Partial<ChatRequest> = {}): ChatRequest => ({
  model: 'scripted-model',
  messages: [{ role: 'user', content: 'hi' }],
  tools: TOOLS,
  ...over,
});

describe('OllamaClient', () => {
  it('lists models with their details', async () => {
    server = await startModelServer({ models: ['llama3.1:8b', 'nomic-embed-text'] });
    const models = await new OllamaClient({ baseUrl: server.url, style: 'ollama' }).listModels(new AbortController().signal);
    expect(models.map((m) => m.name)).toEqual(['llama3.1:8b', 'nomic-embed-text']);
    expect(models[0]).toMatchObject({ family: 'llama', parameterSize: '8B', quantization: 'Q4_K_M', embedding: false });
    expect(models[1]!.embedding).toBe(true);
  });

  it('reads the context length from /api/show and gives undefined for an unknown model', async () => {
    server = await startModelServer({ contextLength: 32768 });
    const client = new OllamaClient({ baseUrl: server.url, style: 'ollama' });
    expect(await client.contextLength('scripted-model', new AbortController().signal)).toBe(32768);
    expect(await client.contextLength('missing', new AbortController().signal)).toBeUndefined();
  });

  it('streams thinking, content and tool calls and sends tools, think, num_ctx and keep_alive', async () => {
    server = await startModelServer({
      countTokens: true,
      turns: [{ thinking: 'Let me look this up.', content: 'Searching…', toolCalls: [{ name: 'browser.search', arguments: { query: 'ollama' } }], chunkSize: 3 }],
    });
    const client = new OllamaClient({ baseUrl: server.url, style: 'ollama' });
    const r = await collect(client.chat(request({ reasoning: 'high', contextSize: 16384, keepAlive: '5m' }), new AbortController().signal));
    expect(r.error).toBeUndefined();
    expect(r.thinking).toBe('Let me look this up.');
    expect(r.content).toBe('Searching…');
    const call = r.chunks.find((c) => c.type === 'tool_call');
    expect(call).toMatchObject({ type: 'tool_call', call: { name: 'browser.search', arguments: { query: 'ollama' } } });
    expect(r.chunks.at(-1)).toMatchObject({ type: 'done', promptTokens: expect.any(Number), completionTokens: 7 });
    const body = server.requests.find((q) => q.path === '/api/chat')!.body;
    expect(body).toMatchObject({ model: 'scripted-model', stream: true, think: true, keep_alive: '5m', options: { num_ctx: 16384 } });
    expect(body.tools[0]).toEqual({ type: 'function', function: TOOLS[0] });
  });

  it('sends earlier tool calls and results in Ollama’s shape', async () => {
    server = await startModelServer({ turns: [{ content: 'ok' }] });
    const client = new OllamaClient({ baseUrl: server.url, style: 'ollama' });
    await collect(
      client.chat(
        request({
          messages: [
            { role: 'user', content: 'q' },
            { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'browser.search', arguments: { query: 'x' } }] },
            { role: 'tool', content: '[0] Web search', toolCallId: 'c1', name: 'browser.search' },
          ],
        }),
        new AbortController().signal,
      ),
    );
    const messages = server.requests[0]!.body.messages;
    // Ids go back as they came, so the server can pair each result with its call.
    expect(messages[1].tool_calls[0]).toEqual({ id: 'c1', function: { name: 'browser.search', arguments: { query: 'x' } } });
    expect(messages[2]).toEqual({ role: 'tool', content: '[0] Web search', tool_name: 'browser.search', tool_call_id: 'c1' });
  });

  it('fails clearly when the stream ends without a final message, keeping the partial text', async () => {
    server = await startModelServer({ turns: [{ content: 'The answer is', truncate: true }] });
    const r = await collect(new OllamaClient({ baseUrl: server.url, style: 'ollama' }).chat(request(), new AbortController().signal));
    expect(r.content).toBe('The answer is');
    expect(r.error).toBeInstanceOf(SidelightError);
    expect((r.error as SidelightError).code).toBe('bad-response');
    expect((r.error as SidelightError).message).toMatch(/stopped before it finished/);
  });

  it('stops on abort mid-stream with the partial content kept', async () => {
    server = await startModelServer({ turns: [{ content: 'one two three four five six seven eight', chunkSize: 4, delayMs: 30 }] });
    const ctrl = new AbortController();
    const seen: string[] = [];
    let error: unknown;
    try {
      for await (const c of new OllamaClient({ baseUrl: server.url, style: 'ollama' }).chat(request(), ctrl.signal)) {
        if (c.type === 'content') seen.push(c.text);
        if (seen.length === 2) ctrl.abort();
      }
    } catch (err) {
      error = err;
    }
    expect(seen.join('')).toBe('one two ');
    expect((error as SidelightError).code).toBe('aborted');
  });

  it('names the pull command when the model is missing', async () => {
    server = await startModelServer({ turns: [{ error: { status: 404, body: '{"error":"model \\"qwen3:8b\\" not found, try pulling it first"}' } }] });
    const r = await collect(new OllamaClient({ baseUrl: server.url, style: 'ollama' }).chat(request({ model: 'qwen3:8b' }), new AbortController().signal));
    const e = r.error as SidelightError;
    expect(e.code).toBe('not-found');
    expect(e.hint).toContain('ollama pull qwen3:8b');
  });

  it('explains the 403 a stock Ollama gives the extension origin', async () => {
    server = await startModelServer({ rejectOrigins: true });
    const f: typeof fetch = (url, init) => fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: 'chrome-extension://abcdef' } });
    const err = await new OllamaClient({ baseUrl: server.url, style: 'ollama', fetch: f }).listModels(new AbortController().signal).catch((e: unknown) => e);
    expect((err as SidelightError).code).toBe('forbidden');
    expect((err as SidelightError).message).toMatch(/origin/i);
    expect((err as SidelightError).hint).toContain('OLLAMA_ORIGINS');
  });

  it('raises Ollama’s thinking refusal as a 400 with the server’s words (the adaptive client retries it)', async () => {
    server = await startModelServer({ persona: 'ollama-no-thinking' });
    const r = await collect(new OllamaClient({ baseUrl: server.url, style: 'ollama' }).chat(request({ reasoning: 'medium' }), new AbortController().signal));
    expect((r.error as SidelightError).status).toBe(400);
    expect((r.error as SidelightError).message).toContain('"scripted-model" does not support thinking');
  });

  it('reads the model’s capabilities from /api/show, (gemma3: completion and vision only), with one request shared with the context length', async () => {
    server = await startModelServer({ persona: 'ollama-no-tools' });
    const client = new OllamaClient({ baseUrl: server.url, style: 'ollama' });
    const signal = new AbortController().signal;
    expect(await client.capabilities('scripted-model', signal)).toEqual({ tools: false, thinking: false, vision: true });
    expect(await client.contextLength('scripted-model', signal)).toBe(8192);
    expect(server.requests.filter((q) => q.path === '/api/show')).toHaveLength(1);
  });

  it('knows nothing of capabilities from an Ollama too old to list them', async () => {
    server = await startModelServer({ persona: 'ollama-no-tools-no-capabilities' });
    expect(await new OllamaClient({ baseUrl: server.url, style: 'ollama' }).capabilities('scripted-model', new AbortController().signal)).toBeUndefined();
  });

  it('keeps the ids Ollama gives its tool calls', async () => {
    server = await startModelServer({ turns: [{ toolCalls: [{ name: 'browser.search', arguments: { query: 'x' } }] }] });
    const r = await collect(new OllamaClient({ baseUrl: server.url, style: 'ollama' }).chat(request(), new AbortController().signal));
    const call = r.chunks.find((c) => c.type === 'tool_call');
    expect(call).toMatchObject({ call: { id: 'call_1', name: 'browser.search' } });
  });

  it('embeds through /api/embed', async () => {
    server = await startModelServer();
    const v = await new OllamaClient({ baseUrl: server.url, style: 'ollama' }).embed('nomic-embed-text', ['a b', 'c'], new AbortController().signal);
    expect(v).toHaveLength(2);
    expect(v[0]!.length).toBeGreaterThan(0);
  });
});
