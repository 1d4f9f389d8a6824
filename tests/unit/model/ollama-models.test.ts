import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { OllamaModels } from '../../../src/core/model/ollama-models';
import { PullProgressTracker, formatBytes, type PullProgress } from '../../../src/core/model/pull-progress';
import { SidelightError } from '../../../src/core/errors';
import { startModelServer, type ModelServer } from '../../support/model-server';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const QWEN = { layers: [20_000_000, 12_000, 500], capabilities: ['completion', 'tools', 'thinking'] };
const store = (s: ModelServer) => new OllamaModels({ baseUrl: s.url, style: 'ollama' });
const signal = () => new AbortController().signal;

describe('Ollama model store', () => {
  it('lists installed models with size, family and what /api/show says they can do', async () => {
    server = await startModelServer({ models: ['scripted-model'] });
    const [m] = await store(server).list(signal());
    expect(m).toEqual({ name: 'scripted-model', size: 1_000_000, family: 'llama', parameterSize: '8B', quantization: 'Q4_K_M', tools: true, thinking: true });
    expect(server.requests.filter((r) => r.path === '/api/show')).toHaveLength(1);
    await server.close();
    server = await startModelServer({ models: ['old-model'], persona: 'ollama-no-tools-no-capabilities' });
    const [old] = await store(server).list(signal());
    expect(old).not.toHaveProperty('tools');
  });

  it('pulls with progress summed over layers and a speed, and the model is installed afterwards', async () => {
    server = await startModelServer({ models: [], library: { 'qwen3:4b': QWEN }, pullChunk: 4_000_000, pullStepMs: 5 });
    const seen: PullProgress[] = [];
    let clock = 0;
    await store(server).pull('qwen3:4b', signal(), (p) => seen.push(p), () => (clock += 100));
    expect(seen[0]!.status).toBe('pulling manifest');
    const downloading = seen.filter((p) => p.status === 'downloading');
    expect(downloading.length).toBeGreaterThan(5);
    expect(downloading.at(-1)!.completed).toBe(20_012_500);
    expect(downloading.at(-1)!.total).toBe(20_012_500);
    expect(downloading.some((p) => p.bytesPerSecond > 0)).toBe(true);
    expect(seen.at(-1)!.status).toBe('success');
    const list = await store(server).list(signal());
    expect(list.map((m) => [m.name, m.size, m.tools, m.thinking])).toEqual([['qwen3:4b', 20_012_500, true, true]]);
    expect(server.requests.find((r) => r.path === '/api/pull')!.body).toEqual({ model: 'qwen3:4b', stream: true });
  });

  it('cancels: the request closes, the pull stops and nothing is registered', async () => {
    server = await startModelServer({ models: [], library: { 'qwen3:4b': QWEN }, pullChunk: 100_000, pullStepMs: 10 });
    const ac = new AbortController();
    const err = await store(server)
      .pull('qwen3:4b', ac.signal, (p) => {
        if (p.completed > 300_000) ac.abort();
      })
      .catch((e: unknown) => e);
    expect((err as SidelightError).code).toBe('aborted');
    await expect.poll(() => server!.pulls[0]!.outcome).toBe('cancelled');
    expect(await store(server).list(signal())).toEqual([]);
  });

  it('says what to do for an unknown name and a full disk', async () => {
    server = await startModelServer({ models: [], library: { 'qwen3:4b': QWEN }, diskFreeBytes: 5_000_000, pullStepMs: 1 });
    const unknown = (await store(server).pull('qwen9:1b', signal(), () => {}).catch((e: unknown) => e)) as SidelightError;
    expect(unknown.code).toBe('not-found');
    expect(unknown.message).toBe('Ollama’s library has no model “qwen9:1b”.');
    expect(unknown.hint).toMatch(/ollama\.com\/library/);
    const full = (await store(server).pull('qwen3:4b', signal(), () => {}).catch((e: unknown) => e)) as SidelightError;
    expect(full.code).toBe('quota');
    expect(full.hint).toMatch(/Delete models/);
    expect(await store(server).list(signal())).toEqual([]);
  });

  it('says so when Ollama goes away mid-download, and when it is not running at all', async () => {
    // Ollama killed mid-pull: a few progress lines, then the connection drops (no final line, no error line).
    const dying = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.write(JSON.stringify({ status: 'pulling manifest' }) + '\n');
      res.write(JSON.stringify({ status: 'pulling 8eeb52dfb3bb', digest: 'sha256:8eeb', total: 1000, completed: 10 }) + '\n', () => setTimeout(() => res.socket?.destroy(), 20));
    });
    await new Promise<void>((r) => dying.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(dying.address() as AddressInfo).port}`;
    const lost = (await new OllamaModels({ baseUrl: url, style: 'ollama' }).pull('qwen3:4b', signal(), () => {}).catch((e: unknown) => e)) as SidelightError;
    await new Promise<void>((r) => dying.close(() => r()));
    expect(lost).toBeInstanceOf(SidelightError);
    expect(lost.message).toBe('The connection to Ollama was lost while “qwen3:4b” was downloading.');
    expect(lost.hint).toMatch(/ollama serve/);
    const down = (await new OllamaModels({ baseUrl: url, style: 'ollama' }).list(signal()).catch((e: unknown) => e)) as SidelightError;
    expect(down.code).toBe('network');
    expect(down.message).toContain(url);
  });

  it('deletes a model, and says so when it is not there', async () => {
    server = await startModelServer({ models: ['a:1b', 'b:2b'] });
    await store(server).delete('a:1b', signal());
    expect((await store(server).list(signal())).map((m) => m.name)).toEqual(['b:2b']);
    expect(server.requests.find((r) => r.path === '/api/delete')).toMatchObject({ method: 'DELETE', body: { model: 'a:1b' } });
    const gone = (await store(server).delete('a:1b', signal()).catch((e: unknown) => e)) as SidelightError;
    expect(gone.code).toBe('not-found');
    expect(gone.message).toBe('Ollama has no model “a:1b” to delete.');
  });
});

describe('pull progress', () => {
  it('adds layers as they are announced and measures speed over the last seconds', () => {
    const t = new PullProgressTracker();
    t.update({ status: 'pulling manifest' }, 0);
    t.update({ status: 'pulling aa', digest: 'a', total: 1000, completed: 0 }, 0);
    const p = t.update({ status: 'pulling aa', digest: 'a', total: 1000, completed: 500 }, 1000);
    expect(p).toEqual({ status: 'downloading', completed: 500, total: 1000, bytesPerSecond: 500 });
    const q = t.update({ status: 'pulling bb', digest: 'b', total: 200, completed: 100 }, 2000);
    expect([q.completed, q.total]).toEqual([600, 1200]);
    expect(t.update({ status: 'verifying sha256 digest' }, 9000).status).toBe('verifying sha256 digest');
    expect(formatBytes(2_500_000_000)).toBe('2.5 GB');
    expect(formatBytes(640_000_000)).toBe('640 MB');
  });
});
