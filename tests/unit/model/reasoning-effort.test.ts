import { afterEach, describe, expect, it } from 'vitest';
import { OllamaClient, ollamaThink } from '../../../src/core/model/ollama-client';
import { OpenAiClient } from '../../../src/core/model/openai-client';
import type { ChatRequest, ReasoningEffort } from '../../../src/core/model/types';
import { normalizeSettings } from '../../../src/shared/settings';
import { startModelServer, type ModelServer } from '../../support/model-server';
import { collect } from './collect';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const request = (model: string, reasoning: ReasoningEffort): ChatRequest => ({ model, messages: [{ role: 'user', content: 'hi' }], tools: [], reasoning });

describe('reasoning effort, mapped per server', () => {
  it('Ollama: a level for gpt-oss (which cannot turn thinking off), a boolean for the others', () => {
    expect(ollamaThink('gpt-oss:20b', 'high')).toBe('high');
    expect(ollamaThink('gpt-oss:120b', 'low')).toBe('low');
    expect(ollamaThink('gpt-oss:20b', 'off')).toBe('low');
    expect(ollamaThink('qwen3:8b', 'high')).toBe(true);
    expect(ollamaThink('qwen3:8b', 'off')).toBe(false);
  });

  it('Ollama: sent as `think`', async () => {
    server = await startModelServer({ models: ['gpt-oss:20b', 'qwen3:8b'] });
    const client = new OllamaClient({ baseUrl: server.url, style: 'ollama' });
    await collect(client.chat(request('gpt-oss:20b', 'medium'), new AbortController().signal));
    await collect(client.chat(request('qwen3:8b', 'low'), new AbortController().signal));
    await collect(client.chat(request('qwen3:8b', 'off'), new AbortController().signal));
    expect(server.requests.map((q) => q.body.think)).toEqual(['medium', true, false]);
  });

  it('OpenAI-compatible: `reasoning_effort`, and the template switch when off', async () => {
    server = await startModelServer({ ollamaVersion: false });
    const client = new OpenAiClient({ baseUrl: server.url, style: 'openai' });
    await collect(client.chat(request('m', 'high'), new AbortController().signal));
    await collect(client.chat(request('m', 'off'), new AbortController().signal));
    const [high, off] = server.requests.filter((q) => q.path === '/v1/chat/completions').map((q) => q.body);
    expect(high.reasoning_effort).toBe('high');
    expect(high.chat_template_kwargs).toBeUndefined();
    expect(off.reasoning_effort).toBeUndefined();
    expect(off.chat_template_kwargs).toEqual({ enable_thinking: false });
  });

  it('Ollama’s /v1: `reasoning_effort: "none"` when off (it ignores chat_template_kwargs), gpt-oss its lowest level', async () => {
    server = await startModelServer({ models: ['qwen3:8b', 'gpt-oss:20b'] });
    const client = new OpenAiClient({ baseUrl: `${server.url}/v1`, style: 'openai' });
    await collect(client.chat(request('qwen3:8b', 'off'), new AbortController().signal));
    await collect(client.chat(request('gpt-oss:20b', 'off'), new AbortController().signal));
    await collect(client.chat(request('qwen3:8b', 'high'), new AbortController().signal));
    const chats = server.requests.filter((q) => q.path === '/v1/chat/completions').map((q) => q.body);
    expect(chats.map((b) => [b.reasoning_effort, b.chat_template_kwargs])).toEqual([
      ['none', undefined],
      ['low', undefined],
      ['high', undefined],
    ]);
    // Asked once which server this is, and only because Reasoning was off.
    expect(server.requests.filter((q) => q.path === '/api/version')).toHaveLength(1);
  });

  it('settings: the old unticked “Ask for reasoning” box becomes off, anything else keeps the default', () => {
    expect(normalizeSettings({ model: { think: false } }).model.reasoning).toBe('off');
    expect(normalizeSettings({ model: { think: true } }).model.reasoning).toBe('medium');
    expect(normalizeSettings({ model: { reasoning: 'high', think: false } }).model.reasoning).toBe('high');
    expect(normalizeSettings({}).model.reasoning).toBe('medium');
  });
});
