import { afterEach, describe, expect, it } from 'vitest';
import { lmStudioWindow, ollamaDefaultWindow } from '../../../src/core/model/context-window';
import { OpenAiClient } from '../../../src/core/model/openai-client';
import { startModelServer, type ModelServer, type ModelServerOptions } from '../../support/model-server';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const signal = () => new AbortController().signal;

async function windowOf(opts: ModelServerOptions, base = (url: string) => url) {
  server ??= await startModelServer(opts);
  return new OpenAiClient({ baseUrl: base(server.url), style: 'openai' }).contextWindow('scripted-model', signal());
}

/** One chat request, so a just-in-time server loads the model. */
async function chatOnce(): Promise<void> {
  const res = await fetch(`${server!.url}/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ model: 'scripted-model', stream: true, messages: [{ role: 'user', content: 'hi' }] }) });
  await res.text();
}

describe('the window an OpenAI-compatible server really runs', () => {
  it('LM Studio, model not loaded: its just-in-time default, not max_context_length, until a load is seen', async () => {
    const first = await windowOf({ persona: 'lmstudio-jit', contextLength: 40960 });
    expect(first).toEqual({ tokens: 4096, source: 'server-default', overflow: 'cuts-middle', server: 'lmstudio', provisional: true });
    // LM Studio answers /props with HTTP 200 and an error object: read past it, not as a window.
    expect(server!.requests.map((r) => r.path)).toEqual(['/props', '/api/v0/models']);
    await chatOnce();
    expect(await windowOf({})).toEqual({ tokens: 4096, source: 'loaded', overflow: 'cuts-middle', server: 'lmstudio' });
  });

  it('LM Studio loaded at another size: loaded_context_length, also when the id is listed twice', async () => {
    expect(await windowOf({ persona: 'lmstudio-loaded', contextLength: 16384, listedTwice: true })).toMatchObject({ tokens: 16384, source: 'loaded' });
    const rows = (await (await fetch(`${server!.url}/api/v0/models`)).json()).data;
    expect(rows.map((r: { state: string }) => r.state)).toEqual(['not-loaded', 'loaded']);
    // The first row alone would have planned for the model's maximum.
    expect(lmStudioWindow([rows[0]], 'scripted-model')).toMatchObject({ tokens: 4096, provisional: true });
    expect(lmStudioWindow([{ id: 'other', max_context_length: 8192 }], 'scripted-model')).toBeUndefined();
  });

  it('Ollama behind /v1: found by /api/version, sized by its version until /api/ps shows the model loaded', async () => {
    expect(await windowOf({ persona: 'ollama', ollamaVersion: '0.12.6', ollamaDefaultContext: 32768, contextLength: 131072 }, (u) => `${u}/v1`)).toEqual({
      tokens: 4096,
      source: 'server-default',
      overflow: 'drops-oldest',
      server: 'ollama',
      provisional: true,
    });
    await chatOnce();
    // This server was started with OLLAMA_CONTEXT_LENGTH (or a large GPU): the loaded model says so.
    expect(await windowOf({}, (u) => `${u}/v1`)).toEqual({ tokens: 32768, source: 'loaded', overflow: 'drops-oldest', server: 'ollama', provisional: true });
    expect(server!.requests.map((r) => r.path)).toContain('/api/ps');
  });

  it('old Ollama behind /v1: 2048 before v0.6.7, and no context_length in /api/ps before v0.11', async () => {
    expect(await windowOf({ persona: 'ollama', ollamaVersion: '0.6.2' })).toMatchObject({ tokens: 2048, source: 'server-default' });
    await chatOnce();
    expect((await (await fetch(`${server!.url}/api/ps`)).json()).models[0].context_length).toBeUndefined();
    expect(await windowOf({})).toMatchObject({ tokens: 2048, source: 'server-default' });
  });

  it('Ollama’s default by version, capped by the model’s own window', async () => {
    expect([ollamaDefaultWindow('0.5.7'), ollamaDefaultWindow('0.6.6'), ollamaDefaultWindow('0.6.7'), ollamaDefaultWindow('0.12.11'), ollamaDefaultWindow('0.17.1')]).toEqual([
      2048, 2048, 4096, 4096, 4096,
    ]);
    expect(await windowOf({ persona: 'ollama', ollamaVersion: '0.17.1', contextLength: 2048 })).toMatchObject({ tokens: 2048 });
  });

  it('vLLM: /props is a 404 {"detail":"Not Found"}; max_model_len in /v1/models', async () => {
    server = await startModelServer({ persona: 'vllm', contextLength: 32768 });
    const props = await fetch(`${server.url}/props`);
    expect([props.status, await props.json()]).toEqual([404, { detail: 'Not Found' }]);
    expect(await windowOf({})).toEqual({ tokens: 32768, source: 'reported', overflow: 'refuses', server: 'vllm' });
  });

  it('llama-server: /props, and nothing from the endpoints only other servers have', async () => {
    expect(await windowOf({ persona: 'llamacpp', contextLength: 12288 })).toEqual({ tokens: 12288, source: 'reported', overflow: 'refuses', server: 'llamacpp' });
    for (const path of ['/api/v0/models', '/api/version', '/api/ps']) expect((await fetch(`${server!.url}${path}`)).status).toBe(404);
  });
});
