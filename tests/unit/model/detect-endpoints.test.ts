import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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

  it('gives up on a server that sends its headers and then never finishes the body, within the probe time', async () => {
    // A stray process on a usual port (or a server wedged mid-answer): 200 and half a listing, then
    // silence. The probe must end by itself: Detect holds the ports' grants until every probe is done.
    const open: ServerResponse[] = [];
    const stalled: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"models":[');
      open.push(res);
    });
    await new Promise<void>((r) => stalled.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`;
      const detect = detectEndpoints({ signal: new AbortController().signal, timeoutMs: 100, candidates: [{ baseUrl: url, style: 'ollama', label: 'Ollama' }] });
      const guard = new Promise<string>((r) => setTimeout(() => r('still probing after 3 s'), 3000));
      expect(await Promise.race([detect, guard])).toEqual([]);
    } finally {
      open.forEach((res) => res.destroy());
      await new Promise((r) => stalled.close(r));
    }
  });
});
