import { describe, expect, it } from 'vitest';
import { SidelightError } from '../../../src/core/errors';
import type { DetectedEndpoint } from '../../../src/core/model/detect-endpoints';
import { findServers, type FindServersDeps } from '../../../src/welcome/find-servers';

const ollama: DetectedEndpoint = { baseUrl: 'http://localhost:11434', style: 'ollama', label: 'Ollama', models: [{ name: 'qwen3:8b' }] };
const lmStudio: DetectedEndpoint = { baseUrl: 'http://localhost:1234', style: 'openai', label: 'LM Studio', models: [] };
const signal = new AbortController().signal;

function deps(over: Partial<FindServersDeps>): FindServersDeps {
  return {
    configured: { baseUrl: '', apiStyle: 'ollama', apiKey: '' },
    check: async () => ({ ok: true, models: [] }),
    detect: async () => [],
    signal,
    ...over,
  };
}

describe('findServers (welcome page)', () => {
  it('lists the detected servers when none is configured, without asking the configured one', async () => {
    let checked = false;
    const found = await findServers(deps({ detect: async () => [ollama, lmStudio], check: async () => ((checked = true), { ok: true, models: [] }) }));
    expect(checked).toBe(false);
    expect(found.map((s) => [s.label, s.configured, s.models.length])).toEqual([
      ['Ollama', false, 1],
      ['LM Studio', false, 0],
    ]);
  });

  it('puts the configured server first, once, named by detection when it is one of the usual ports', async () => {
    const found = await findServers(
      deps({
        configured: { baseUrl: 'http://localhost:11434/', apiStyle: 'ollama', apiKey: '' },
        check: async () => ({ ok: true, models: [{ name: 'qwen3:8b' }, { name: 'gpt-oss:20b' }] }),
        detect: async () => [ollama, lmStudio],
      }),
    );
    expect(found.map((s) => [s.label, s.configured, s.models.length])).toEqual([
      ['Ollama', true, 2],
      ['LM Studio', false, 0],
    ]);
  });

  it("keeps the configured server's error, and still lists what detection found when detection fails or not", async () => {
    const down = new SidelightError('network', 'Could not connect to the model server at http://gpu-box:8000.', { hint: 'Start it.' });
    const found = await findServers(
      deps({ configured: { baseUrl: 'http://gpu-box:8000', apiStyle: 'openai', apiKey: '' }, check: async () => ({ ok: false, error: down }), detect: async () => Promise.reject(new Error('boom')) }),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ configured: true, label: '', error: { message: down.message, hint: 'Start it.' } });
  });
});
