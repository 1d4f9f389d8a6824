import { describe, expect, it } from 'vitest';
import { SidelightError } from '../../../src/core/errors';
import { OllamaClient } from '../../../src/core/model/ollama-client';
import { OpenAiClient } from '../../../src/core/model/openai-client';
import { startModelServer } from '../../support/model-server';
import { collect } from './collect';

const req = { model: 'm', messages: [{ role: 'user' as const, content: 'hi' }], tools: [] };

/** A fetch whose response never comes, until the request is aborted. */
const hangingFetch: typeof fetch = (_url, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

describe('connection failures and timeouts', () => {
  it('tells the user to start Ollama when nothing listens', async () => {
    const server = await startModelServer();
    const url = server.url;
    await server.close();
    const err = (await new OllamaClient({ baseUrl: url, style: 'ollama' }).listModels(new AbortController().signal).catch((e: unknown) => e)) as SidelightError;
    expect(err.code).toBe('network');
    expect(err.hint).toContain('ollama serve');
  });

  it('gives OpenAI-style servers their own start advice', async () => {
    const server = await startModelServer();
    const url = server.url;
    await server.close();
    const r = await collect(new OpenAiClient({ baseUrl: url, style: 'openai' }).chat(req, new AbortController().signal));
    expect((r.error as SidelightError).code).toBe('network');
    expect((r.error as SidelightError).hint).toMatch(/llama-server|LM Studio/);
  });

  it('times out when the server never sends headers', async () => {
    const client = new OllamaClient({ baseUrl: 'http://x', style: 'ollama', fetch: hangingFetch, connectTimeoutMs: 40 });
    const r = await collect(client.chat(req, new AbortController().signal));
    expect((r.error as SidelightError).code).toBe('timeout');
    expect((r.error as SidelightError).message).toMatch(/did not answer/);
  });

  it('times out when the stream goes silent mid-answer, keeping what arrived', async () => {
    const stalled: typeof fetch = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"message":{"content":"Hello"},"done":false}\n'));
          },
        }),
      );
    const client = new OllamaClient({ baseUrl: 'http://x', style: 'ollama', fetch: stalled, idleTimeoutMs: 40 });
    const r = await collect(client.chat(req, new AbortController().signal));
    expect(r.content).toBe('Hello');
    expect((r.error as SidelightError).code).toBe('timeout');
    expect((r.error as SidelightError).message).toMatch(/silent/);
  });

  it('treats Stop before headers as an abort, not a connection error', async () => {
    const ctrl = new AbortController();
    const client = new OpenAiClient({ baseUrl: 'http://x', style: 'openai', fetch: hangingFetch });
    setTimeout(() => ctrl.abort(), 10);
    const r = await collect(client.chat(req, ctrl.signal));
    expect((r.error as SidelightError).code).toBe('aborted');
  });

  it('surfaces an error object sent inside an Ollama stream', async () => {
    const f: typeof fetch = async () => new Response('{"message":{"content":"a"},"done":false}\n{"error":"llama runner process has terminated"}\n');
    const r = await collect(new OllamaClient({ baseUrl: 'http://x', style: 'ollama', fetch: f }).chat(req, new AbortController().signal));
    expect(r.content).toBe('a');
    expect((r.error as SidelightError).message).toContain('llama runner process has terminated');
  });
});
