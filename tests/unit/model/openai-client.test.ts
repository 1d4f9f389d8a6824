import { afterEach, describe, expect, it } from 'vitest';
import { SidelightError } from '../../../src/core/errors';
import { OpenAiClient } from '../../../src/core/model/openai-client';
import type { ChatRequest } from '../../../src/core/model/types';
import { wireCallId } from '../../../src/core/model/wire-call-id';
import { startModelServer, type ModelServer } from '../../support/model-server';
import { collect } from './collect';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const TOOLS = ['browser.search', 'browser.open', 'browser.find'].map((name) => ({ name, description: name, parameters: { type: 'object', properties: {} } }));
const request = (over: Partial<ChatRequest> = {}): ChatRequest => ({ model: 'scripted-model', messages: [{ role: 'user', content: 'hi' }], tools: TOOLS, ...over });
const signal = () => new AbortController().signal;

describe('OpenAiClient', () => {
  it('surfaces an old llama-server `error:` event instead of ending as if the answer were empty', async () => {
    server = await startModelServer({ persona: 'llamacpp-old-errors', turns: [{ content: 'So far', streamError: 'Context size has been exceeded.' }] });
    const r = await collect(new OpenAiClient({ baseUrl: server.url, style: 'openai' }).chat(request(), new AbortController().signal));
    expect(r.content).toBe('So far');
    expect(r.error).toBeInstanceOf(SidelightError);
    expect((r.error as SidelightError).code).toBe('context-length');
    expect((r.error as SidelightError).message).toContain('Context size has been exceeded.');
  });

  it('lists models from /v1/models, accepting a base URL that already ends in /v1', async () => {
    server = await startModelServer({ models: ['qwen3-8b', 'text-embedding-nomic'] });
    const models = await new OpenAiClient({ baseUrl: `${server.url}/v1/`, style: 'openai' }).listModels(signal());
    expect(models.map((m) => m.name)).toEqual(['qwen3-8b', 'text-embedding-nomic']);
    expect(models[1]!.embedding).toBe(true);
    expect(server.requests[0]!.path).toBe('/v1/models');
  });

  it('reads the context length from llama.cpp /props', async () => {
    server = await startModelServer({ contextLength: 12288 });
    expect(await new OpenAiClient({ baseUrl: server.url, style: 'openai' }).contextLength('scripted-model', signal())).toBe(12288);
  });

  it('asks a llama-server in router mode about the model itself (n_ctx 0 at /props)', async () => {
    server = await startModelServer({ routerMode: true, contextLength: 32768, models: ['qwen3-8b', 'gemma3-4b'] });
    expect(await new OpenAiClient({ baseUrl: server.url, style: 'openai' }).contextLength('gemma3-4b', new AbortController().signal)).toBe(32768);
    expect(server.requests.map((q) => q.path)).toEqual(['/props', '/props?model=gemma3-4b']);
  });

  it('asks for usage in the stream and reports the server’s prompt count', async () => {
    server = await startModelServer({ countTokens: true, turns: [{ content: 'ok' }] });
    const r = await collect(new OpenAiClient({ baseUrl: server.url, style: 'openai' }).chat(request(), new AbortController().signal));
    expect(server.requests[0]!.body.stream_options).toEqual({ include_usage: true });
    const done = r.chunks.find((c) => c.type === 'done');
    expect(done).toMatchObject({ type: 'done', promptTokens: expect.any(Number) });
    expect((done as { promptTokens: number }).promptTokens).toBeGreaterThan(10);
  });

  it('falls back to LM Studio’s /api/v0/models when /props is missing', async () => {
    const f: typeof fetch = async (url, init) => {
      if (String(url).endsWith('/props')) return new Response('not found', { status: 404 });
      if (String(url).endsWith('/api/v0/models')) return Response.json({ data: [{ id: 'm', max_context_length: 4096 }] });
      return fetch(url, init);
    };
    expect(await new OpenAiClient({ baseUrl: 'http://127.0.0.1:9', style: 'openai', fetch: f }).contextLength('m', signal())).toBe(4096);
  });

  it('gives undefined when no server reports a context length', async () => {
    const f: typeof fetch = async () => new Response('nope', { status: 404 });
    expect(await new OpenAiClient({ baseUrl: 'http://x', style: 'openai', fetch: f }).contextLength('m', signal())).toBeUndefined();
  });

  it('assembles tool-call deltas split across events, with reasoning and content', async () => {
    server = await startModelServer({
      turns: [
        {
          thinking: 'Need to search first.',
          content: 'Let me check.',
          toolCalls: [
            { name: 'browser.search', arguments: { query: 'llama.cpp server flags', topn: 5 } },
            { name: 'browser.open', arguments: { id: 'https://example.com/a?b=c' } },
          ],
          chunkSize: 2,
        },
      ],
    });
    const r = await collect(new OpenAiClient({ baseUrl: server.url, style: 'openai', apiKey: 'sk-local' }).chat(request(), signal()));
    expect(r.error).toBeUndefined();
    expect(r.thinking).toBe('Need to search first.');
    expect(r.content).toBe('Let me check.');
    const calls = r.chunks.filter((c) => c.type === 'tool_call').map((c) => (c as { call: unknown }).call);
    expect(calls).toMatchObject([
      { name: 'browser.search', arguments: { query: 'llama.cpp server flags', topn: 5 } },
      { name: 'browser.open', arguments: { id: 'https://example.com/a?b=c' } },
    ]);
    expect(r.chunks.at(-1)).toMatchObject({ type: 'done', finishReason: 'tool_calls' });
    const req = server.requests.find((q) => q.path === '/v1/chat/completions')!;
    expect(req.headers.authorization).toBe('Bearer sk-local');
    expect(req.body).toMatchObject({ model: 'scripted-model', stream: true });
    expect(req.body.tools[0]).toEqual({ type: 'function', function: TOOLS[0] });
  });

  it('falls back to underscore tool names when the server refuses dots, remembers it, and maps names back', async () => {
    server = await startModelServer({
      rejectDottedToolNames: true,
      turns: [{ toolCalls: [{ name: 'browser.find', arguments: { pattern: 'x' } }] }, { content: 'done' }],
    });
    const client = new OpenAiClient({ baseUrl: server.url, style: 'openai' });
    const r = await collect(client.chat(request(), signal()));
    expect(r.error).toBeUndefined();
    expect(r.chunks.find((c) => c.type === 'tool_call')).toMatchObject({ call: { name: 'browser.find', arguments: { pattern: 'x' } } });
    const chats = server.requests.filter((q) => q.path === '/v1/chat/completions');
    expect(chats).toHaveLength(2);
    expect(chats[1]!.body.tools.map((t: { function: { name: string } }) => t.function.name)).toEqual(['browser_search', 'browser_open', 'browser_find']);
    // Earlier calls in the history go out under the alias too, so the server accepts them.
    await collect(
      client.chat(
        request({
          messages: [
            { role: 'user', content: 'q' },
            { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'browser.find', arguments: { pattern: 'x' } }] },
            { role: 'tool', content: 'r', toolCallId: 'c1', name: 'browser.find' },
          ],
        }),
        signal(),
      ),
    );
    const third = server.requests.filter((q) => q.path === '/v1/chat/completions')[2]!;
    expect(third.body.messages[1].tool_calls[0]).toMatchObject({ id: wireCallId('c1'), function: { name: 'browser_find', arguments: '{"pattern":"x"}' } });
    expect(third.body.messages[2]).toEqual({ role: 'tool', tool_call_id: wireCallId('c1'), content: 'r' });
  });

  it('reports a stream that ends without finishing, keeping the partial text', async () => {
    server = await startModelServer({ turns: [{ content: 'Partial answer', truncate: true }] });
    const r = await collect(new OpenAiClient({ baseUrl: server.url, style: 'openai' }).chat(request(), signal()));
    expect(r.content).toBe('Partial answer');
    expect((r.error as SidelightError).code).toBe('bad-response');
  });

  it('stops on abort mid-stream with the partial content kept', async () => {
    server = await startModelServer({ turns: [{ content: 'abcdefghijklmnopqrstuvwxyz', chunkSize: 2, delayMs: 25 }] });
    const ctrl = new AbortController();
    const seen: string[] = [];
    let error: unknown;
    try {
      for await (const c of new OpenAiClient({ baseUrl: server.url, style: 'openai' }).chat(request(), ctrl.signal)) {
        if (c.type === 'content') seen.push(c.text);
        if (seen.length === 3) ctrl.abort();
      }
    } catch (err) {
      error = err;
    }
    expect(seen.join('')).toBe('abcdef');
    expect((error as SidelightError).code).toBe('aborted');
  });

  it.each([
    [401, '{"error":{"message":"Invalid API key"}}', 'unauthorized', /API key/],
    [429, '{"error":"too many requests"}', 'rate-limited', /try again/],
    [503, 'Service Unavailable', 'server', /Try again/],
    [400, '{"error":{"message":"the request exceeds the available context size, try increasing it"}}', 'context-length', /context size/],
    [404, '{"error":{"message":"model not found"}}', 'not-found', /Load the model/],
  ])('maps HTTP %i to %s with actionable advice', async (status, body, code, hint) => {
    server = await startModelServer({ turns: [{ error: { status, body } }] });
    const r = await collect(new OpenAiClient({ baseUrl: server.url, style: 'openai' }).chat(request(), signal()));
    const e = r.error as SidelightError;
    expect(e).toBeInstanceOf(SidelightError);
    expect(e.code).toBe(code);
    expect(e.hint).toMatch(hint);
    expect(e.status).toBe(status);
  });

  it('reads a server that ignores stream:true and answers with one JSON completion', async () => {
    const f: typeof fetch = async () =>
      Response.json({
        choices: [
          {
            message: { content: 'Hi', reasoning_content: 'think', tool_calls: [{ id: 't1', type: 'function', function: { name: 'browser_find', arguments: '{"pattern":"a"}' } }] },
            finish_reason: 'tool_calls',
          },
        ],
      });
    const r = await collect(new OpenAiClient({ baseUrl: 'http://x', style: 'openai', fetch: f }).chat(request(), signal()));
    expect(r.error).toBeUndefined();
    expect([r.thinking, r.content]).toEqual(['think', 'Hi']);
    expect(r.chunks.find((c) => c.type === 'tool_call')).toMatchObject({ call: { id: 't1', name: 'browser.find', arguments: { pattern: 'a' } } });
  });

  it('embeds through /v1/embeddings in input order', async () => {
    server = await startModelServer();
    const v = await new OpenAiClient({ baseUrl: server.url, style: 'openai' }).embed('e', ['x', 'y', 'z'], signal());
    expect(v).toHaveLength(3);
  });
});
