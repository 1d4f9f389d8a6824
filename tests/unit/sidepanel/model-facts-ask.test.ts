import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContextWindow } from '../../../src/core/model/context-window';
import type { ModelMode } from '../../../src/core/model/model-modes';
import type { ModelCapabilities, ModelClient } from '../../../src/core/model/types';
import { answerSawTruncation, nextFactsAsk, type FactsAsked } from '../../../src/sidepanel/model/model-facts-ask';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';

describe('when the panel asks the server again what the model can do', () => {
  const model = JSON.stringify({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'qwen3:4b' });
  const ready = { kind: 'ready', models: [] };
  const step = (last: FactsAsked | undefined, basis: unknown[], ended?: { truncated: boolean }) => nextFactsAsk(last, basis, ended);

  it('asks once for a model on a server, again after its first answer, and not after the answers that follow', () => {
    let s = step(undefined, [model, ready]);
    expect(s.ask).toBe(true);
    // The effect runs again for settings that do not concern the model: nothing to ask.
    s = step(s.next, [model, ready]);
    expect(s.ask).toBe(false);
    // The first answer may have reloaded the model at another size (Ollama's /v1).
    s = step(s.next, [model, ready], { truncated: false });
    expect(s.ask).toBe(true);
    for (let i = 0; i < 3; i++) {
      s = step(s.next, [model, ready], { truncated: false });
      expect(s.ask).toBe(false);
    }
  });

  it('asks after an answer whose prompt the server cut', () => {
    let s = step(undefined, [model, ready]);
    s = step(s.next, [model, ready], { truncated: false });
    s = step(s.next, [model, ready], { truncated: true });
    expect(s.ask).toBe(true);
    s = step(s.next, [model, ready], { truncated: false });
    expect(s.ask).toBe(false);
  });

  it('asks when the model settings or the server’s reported state change, and again after the first answer with them', () => {
    let s = step(undefined, [model, ready]);
    s = step(s.next, [model, ready], { truncated: false });
    const other = JSON.stringify({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'gpt-oss:20b' });
    s = step(s.next, [other, ready]);
    expect(s.ask).toBe(true);
    s = step(s.next, [other, ready], { truncated: false });
    expect(s.ask).toBe(true);
    // A new connection check is a new reported state, even with the same models.
    s = step(s.next, [other, { kind: 'ready', models: [] }]);
    expect(s.ask).toBe(true);
  });

  it('reads a truncation from the answer’s notices by their keys', () => {
    expect(answerSawTruncation([{ message: 'x', userMessage: { key: 'noticeOllamaTruncated', params: ['4096', '4100'] } }])).toBe(true);
    expect(answerSawTruncation([{ message: 'x', userMessage: { key: 'noticeServerTruncated', params: ['4096', '4100'] } }])).toBe(true);
    expect(answerSawTruncation(['an old plain notice', { message: 'x', userMessage: { key: 'noticeOutputLimit' } }])).toBe(false);
  });
});

// The panel's follower, with the server and the stored model modes stood in for: what it asks, and when.
const server: { caps?: ModelCapabilities; window?: ContextWindow; asks: number } = { asks: 0 };
const stored = new Map<string, ModelMode>();
vi.mock('webextension-polyfill', () => ({ default: {} }));
vi.mock('../../../src/shared/model-connection', () => ({
  connectClient: () => {
    server.asks++;
    return Promise.resolve({
      style: 'openai',
      capabilities: () => Promise.resolve(server.caps),
      contextWindow: () => Promise.resolve(server.window),
      contextLength: () => Promise.resolve(server.window?.tokens),
    } as unknown as ModelClient);
  },
}));
vi.mock('../../../src/shared/model-mode-store', () => ({
  storedModelModes: { get: (key: string) => Promise.resolve(stored.get(key)), set: () => Promise.resolve() },
}));

vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
const { followAnswerMode, automatic } = await import('../../../src/sidepanel/state/answer-mode-state');
const { conversation, running } = await import('../../../src/sidepanel/state/chat-state');
const { newTurn } = await import('../../../src/sidepanel/conversation/reducer');
const { connection } = await import('../../../src/sidepanel/state/connection-state');
const { settings } = await import('../../../src/sidepanel/state/settings-state');
// The server requests load after the panel's first paint (lazy/load-server-requests.ts); loaded here
// first, so `settled` measures the follower and not the module's first transform.
await (await import('../../../src/sidepanel/lazy/load-server-requests')).loadServerRequests();

const settled = () => new Promise((r) => setTimeout(r, 10));
const answer = async () => {
  running.value = true;
  running.value = false;
  await settled();
};

describe('the panel’s automatic mode, asked of the server', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    server.asks = 0;
    server.caps = undefined;
    stored.clear();
    settings.value = { ...DEFAULT_SETTINGS, model: { ...DEFAULT_SETTINGS.model, baseUrl: 'http://127.0.0.1:11434/v1', apiStyle: 'openai', model: 'qwen3:4b' } };
    connection.value = { kind: 'ready', models: [] };
  });
  afterEach(() => stop());

  it('Ollama /v1: the window after the first answer is seen; later answers ask nothing', async () => {
    // /api/ps showed the model loaded natively at 32,768; the first /v1 request reloads it at the server's 4,096.
    server.window = { tokens: 32_768, source: 'reported', overflow: 'drops-oldest', server: 'ollama' };
    stop = followAnswerMode();
    await settled();
    expect(server.asks).toBe(1);
    expect(automatic.value.mode).toBe('research');
    server.window = { tokens: 4096, source: 'reported', overflow: 'drops-oldest', server: 'ollama' };
    await answer();
    expect(server.asks).toBe(2);
    expect(automatic.value).toEqual({ mode: 'quick', why: 'small-window' });
    for (let i = 0; i < 3; i++) await answer();
    expect(server.asks).toBe(2);
  });

  it('a refusal an answer taught is read from the local store, without asking the server', async () => {
    server.window = { tokens: 32_768, source: 'reported', overflow: 'drops-oldest', server: 'llamacpp' };
    stop = followAnswerMode();
    await settled();
    await answer();
    expect(server.asks).toBe(2);
    expect(automatic.value.mode).toBe('research');
    stored.set('http://127.0.0.1:11434/v1 qwen3:4b', { tools: 'text', think: 'on', learnedAt: Date.now() });
    await answer();
    expect(server.asks).toBe(2);
    expect(automatic.value).toEqual({ mode: 'quick', why: 'no-native-tools' });
  });

  it('an answer whose prompt the server cut has the window asked again', async () => {
    server.window = { tokens: 32_768, source: 'reported', overflow: 'drops-oldest', server: 'lmstudio' };
    stop = followAnswerMode();
    await settled();
    await answer();
    expect(server.asks).toBe(2);
    server.window = { tokens: 4096, source: 'reported', overflow: 'cuts-middle', server: 'lmstudio' };
    const cut = { ...newTurn('t', 'q', 'qwen3:4b', 0), notices: [{ message: 'cut', userMessage: { key: 'noticeServerTruncated', params: ['32768', '4096'] } }] };
    conversation.value = { id: 'c', title: 'c', createdAt: 0, updatedAt: 0, turns: [cut] };
    await answer();
    expect(server.asks).toBe(3);
    expect(automatic.value).toEqual({ mode: 'quick', why: 'small-window' });
    conversation.value = null;
  });

  it('another model is asked about at once', async () => {
    server.window = { tokens: 32_768, source: 'reported', overflow: 'drops-oldest', server: 'llamacpp' };
    stop = followAnswerMode();
    await settled();
    settings.value = { ...settings.value, model: { ...settings.value.model, model: 'gemma3:1b' } };
    await settled();
    expect(server.asks).toBe(2);
    // Settings that do not concern the model ask nothing.
    settings.value = { ...settings.value, browsing: { ...settings.value.browsing, viewWords: 300 } };
    await settled();
    expect(server.asks).toBe(2);
  });
});
