import { beforeEach, describe, expect, it, vi } from 'vitest';
import { automaticMode } from '../../../src/core/answer-mode/answer-mode';
import type { ModelMode } from '../../../src/core/model/model-modes';
import type { ModelCapabilities, ModelClient } from '../../../src/core/model/types';
import type { ContextWindow } from '../../../src/core/model/context-window';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';

// What the panel asks, stood in for: the server (its capabilities and window) and the stored model modes.
const server: { caps?: ModelCapabilities; window?: ContextWindow; style: 'ollama' | 'openai' } = { style: 'ollama' };
const stored = new Map<string, ModelMode>();
vi.mock('../../../src/shared/model-connection', () => ({
  connectClient: () =>
    Promise.resolve({
      get style() {
        return server.style;
      },
      capabilities: () => Promise.resolve(server.caps),
      contextWindow: () => Promise.resolve(server.window),
      contextLength: () => Promise.resolve(server.window?.tokens),
    } as unknown as ModelClient),
}));
vi.mock('../../../src/shared/model-mode-store', () => ({
  storedModelModes: { get: (key: string) => Promise.resolve(stored.get(key)), set: () => Promise.resolve() },
}));

const { loadModelFacts } = await import('../../../src/sidepanel/model/model-facts');
const model = { ...DEFAULT_SETTINGS.model, baseUrl: 'http://127.0.0.1:11434', model: 'gemma3:4b' };
const facts = () => loadModelFacts(model, new AbortController().signal);

describe('what the panel knows of the model before an answer', () => {
  beforeEach(() => {
    stored.clear();
    server.style = 'ollama';
    server.caps = undefined;
    server.window = undefined;
  });

  it('takes the server’s word on tools over what was learnt before, as the agent loop does', async () => {
    stored.set('http://127.0.0.1:11434 gemma3:4b', { tools: 'text', think: 'on' });
    expect((await facts()).tools).toBe('text');
    server.caps = { tools: true, thinking: true };
    expect((await facts()).tools).toBe('native');
    server.caps = { tools: false, thinking: false };
    expect(automaticMode(await facts())).toEqual({ mode: 'quick', why: 'no-native-tools' });
  });

  it('forgets a day-old refusal, which the next answer tries again', async () => {
    stored.set('http://127.0.0.1:11434 gemma3:4b', { tools: 'text', think: 'on', learnedAt: Date.now() - 2 * 24 * 3600_000 });
    expect((await facts()).tools).toBe('native');
  });

  it('uses the window the agent loop would plan, not the Context size guess', async () => {
    // Nothing reported: Ollama runs at the Context size Sidelight asks for (num_ctx)…
    expect(automaticMode(await facts())).toEqual({ mode: 'research', why: 'default' });
    expect(automaticMode(await loadModelFacts({ ...model, contextSize: 4096 }, new AbortController().signal))).toEqual({ mode: 'quick', why: 'small-window' });
    // …while for an OpenAI-compatible server that says nothing the setting is only a guess.
    server.style = 'openai';
    expect(await loadModelFacts({ ...model, contextSize: 4096 }, new AbortController().signal)).toEqual({});
    server.style = 'ollama';
    // Ollama's native API runs at the Context size, capped by the model's own window.
    server.window = { tokens: 4096, source: 'reported', overflow: 'drops-oldest', server: 'ollama' };
    expect(await facts()).toMatchObject({ windowTokens: 4096 });
    expect(automaticMode(await facts())).toEqual({ mode: 'quick', why: 'small-window' });
    server.window = { tokens: 131_072, source: 'reported', overflow: 'drops-oldest', server: 'ollama' };
    expect(await facts()).toMatchObject({ windowTokens: 8192 });
    // An OpenAI-compatible server runs at what it reports (LM Studio's just-in-time default here).
    server.style = 'openai';
    server.window = { tokens: 4096, source: 'server-default', overflow: 'cuts-middle', server: 'lmstudio', provisional: true };
    expect(automaticMode(await facts())).toEqual({ mode: 'quick', why: 'small-window' });
  });

  it('knows nothing without a server or a model', async () => {
    expect(await loadModelFacts({ ...model, model: '' }, new AbortController().signal)).toEqual({});
  });
});
