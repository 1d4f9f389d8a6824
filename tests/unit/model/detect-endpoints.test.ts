import { afterEach, describe, expect, it } from 'vitest';
import { detectEndpoints } from '../../../src/core/model/detect-endpoints';
import { startModelServer, type ModelServer } from '../../support/model-server';

const servers: ModelServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('detectEndpoints', () => {
  it('returns the servers that answered with their style and models, skipping dead ports', async () => {
    const ollama = await startModelServer({ models: ['llama3.2:3b'] });
    const lmstudio = await startModelServer({ models: ['qwen2.5-7b-instruct'] });
    const dead = await startModelServer();
    servers.push(ollama, lmstudio);
    const deadUrl = dead.url;
    await dead.close();
    const found = await detectEndpoints({
      signal: new AbortController().signal,
      candidates: [
        { baseUrl: ollama.url, style: 'ollama', label: 'Ollama' },
        { baseUrl: deadUrl, style: 'openai', label: 'llama.cpp server' },
        { baseUrl: lmstudio.url, style: 'openai', label: 'LM Studio' },
      ],
    });
    expect(found.map((f) => [f.label, f.style, f.models.map((m) => m.name)])).toEqual([
      ['Ollama', 'ollama', ['llama3.2:3b']],
      ['LM Studio', 'openai', ['qwen2.5-7b-instruct']],
    ]);
  });

  it('reports a server that answered with a refusal, with the explanation', async () => {
    const ollama = await startModelServer({ rejectOrigins: true });
    servers.push(ollama);
    const f: typeof fetch = (url, init) => fetch(url, { ...init, headers: { origin: 'chrome-extension://x' } });
    const found = await detectEndpoints({ signal: new AbortController().signal, fetch: f, candidates: [{ baseUrl: ollama.url, style: 'ollama', label: 'Ollama' }] });
    expect(found[0]?.error?.code).toBe('forbidden');
  });

  it('gives up quickly on a port that never answers', async () => {
    const hanging: typeof fetch = (_u, init) => new Promise((_r, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const t0 = Date.now();
    const found = await detectEndpoints({ signal: new AbortController().signal, fetch: hanging, timeoutMs: 50 });
    expect(found).toEqual([]);
    expect(Date.now() - t0).toBeLessThan(2000);
  });
});
