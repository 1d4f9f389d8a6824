import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetectedEndpoint } from '../../../src/core/model/detect-endpoints';
import { SidelightError } from '../../../src/core/errors';
import type { ConnectionResult } from '../../../src/shared/model-connection';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';

// The server, stood in for: what detection finds and what the configured server answers.
const server: { detected: DetectedEndpoint[]; configured: ConnectionResult } = { detected: [], configured: { ok: true, models: [] } };
vi.mock('../../../src/shared/model-connection', () => ({
  detectServers: () => Promise.resolve(server.detected),
  checkConnection: () => Promise.resolve(server.configured),
  connectClient: () => Promise.reject(new Error('not used here')),
}));

const { checkServer } = await import('../../../src/sidepanel/model/server-requests');
const signal = new AbortController().signal;
const unset = { ...DEFAULT_SETTINGS.model, baseUrl: '', model: '' };
const configured = { ...DEFAULT_SETTINGS.model, baseUrl: 'http://127.0.0.1:8080', apiStyle: 'openai' as const, model: '' };

describe('the panel’s server check', () => {
  beforeEach(() => {
    server.detected = [];
    server.configured = { ok: true, models: [] };
  });

  it('saves a server detection found, with its first model when none was chosen', async () => {
    server.detected = [{ baseUrl: 'http://localhost:1234', style: 'openai', label: 'LM Studio', models: [{ name: 'qwen3-8b' }] }];
    expect(await checkServer(unset, signal)).toEqual({
      state: { kind: 'ready', models: [{ name: 'qwen3-8b' }] },
      save: { baseUrl: 'http://localhost:1234', apiStyle: 'openai', model: 'qwen3-8b' },
    });
  });

  it('shows first run when nothing answers, and names a server that refused', async () => {
    expect(await checkServer(unset, signal)).toEqual({ state: { kind: 'unreachable' } });
    server.detected = [{ baseUrl: 'http://localhost:11434', style: 'ollama', label: 'Ollama', models: [], error: { code: 'forbidden', message: 'Ollama refused the request.' } }];
    const refused = await checkServer(unset, signal);
    expect(refused.state).toMatchObject({ kind: 'unreachable', baseUrl: 'http://localhost:11434' });
    expect(refused.save).toBeUndefined();
  });

  it('checks a configured server: its models, the first saved only when no model was chosen', async () => {
    server.configured = { ok: true, models: [{ name: 'gemma3:4b' }, { name: 'qwen3:8b' }] };
    expect(await checkServer(configured, signal)).toEqual({ state: { kind: 'ready', models: server.configured.models }, save: { model: 'gemma3:4b' } });
    expect((await checkServer({ ...configured, model: 'qwen3:8b' }, signal)).save).toBeUndefined();
  });

  it('gives a configured server’s exact error', async () => {
    server.configured = { ok: false, error: new SidelightError('network', 'Could not reach http://127.0.0.1:8080.') };
    const check = await checkServer(configured, signal);
    expect(check.state).toMatchObject({ kind: 'unreachable', baseUrl: 'http://127.0.0.1:8080' });
    expect(check.state.kind === 'unreachable' && check.state.detail).toContain('127.0.0.1:8080');
  });
});
