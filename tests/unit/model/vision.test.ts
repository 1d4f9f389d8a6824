import { afterEach, describe, expect, it } from 'vitest';
import { SidelightError } from '../../../src/core/errors';
import { AdaptiveModelClient } from '../../../src/core/model/adaptive-client';
import { DEFAULT_MODE, startingMode, type ModelMode } from '../../../src/core/model/model-modes';
import { OllamaClient } from '../../../src/core/model/ollama-client';
import { OpenAiClient } from '../../../src/core/model/openai-client';
import { toTextToolsRequest } from '../../../src/core/model/text-tool-protocol';
import type { ChatImage, ChatRequest, ModelClient } from '../../../src/core/model/types';
import { isVisionRefusal } from '../../../src/core/model/vision-refusal';
import { refusalWords } from '../../../src/core/model/capability-refusals';
import { startModelServer, type ModelServer, type ModelServerOptions } from '../../support/model-server';
import { collect } from './collect';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// A 1×1 PNG, as the panel would send a re-encoded image.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const IMAGE: ChatImage = { name: 'chart.png', mediaType: 'image/png', base64: PNG };
const request = (model: string, over: Partial<ChatRequest> = {}): ChatRequest => ({
  model,
  messages: [
    { role: 'system', content: 'You are Sidelight.' },
    { role: 'user', content: 'What does this chart show?', images: [IMAGE] },
  ],
  tools: [],
  ...over,
});
const chats = () => server!.requests.filter((q) => q.path === '/api/chat' || q.path === '/v1/chat/completions').map((q) => q.body);

function client(style: 'ollama' | 'openai'): ModelClient {
  return style === 'ollama' ? new OllamaClient({ baseUrl: server!.url, style }) : new OpenAiClient({ baseUrl: server!.url, style });
}

describe('images in each server’s own format', () => {
  it('Ollama /api/chat: raw base64 in the message’s `images`, the text as content', async () => {
    server = await startModelServer({ models: ['gemma3:4b'], visionModels: ['gemma3:4b'], turns: [{ content: 'A rising line.' }] });
    const r = await collect(client('ollama').chat(request('gemma3:4b'), new AbortController().signal));
    expect(r.error).toBeUndefined();
    expect(r.content).toBe('A rising line.');
    expect(chats()[0].messages[1]).toEqual({ role: 'user', content: 'What does this chart show?', images: [PNG] });
  });

  const openAi: [string, ModelServerOptions['persona']][] = [
    ['llama.cpp server', 'llamacpp'],
    ['vLLM', 'vllm'],
    ['LM Studio', 'lmstudio-loaded'],
    ['Ollama /v1', 'ollama'],
  ];
  for (const [name, persona] of openAi) {
    it(`${name}: a text part, then an image_url part with a base64 data URL`, async () => {
      server = await startModelServer({ persona, models: ['vl-model'], visionModels: ['vl-model'], turns: [{ content: 'A rising line.' }] });
      const r = await collect(client('openai').chat(request('vl-model'), new AbortController().signal));
      expect(r.error).toBeUndefined();
      expect(r.content).toBe('A rising line.');
      expect(chats()[0].messages[1]).toEqual({
        role: 'user',
        content: [
          { type: 'text', text: 'What does this chart show?' },
          { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG}` } },
        ],
      });
    });
  }

  it('a message without images keeps plain string content (servers without vision take it)', async () => {
    server = await startModelServer({ persona: 'llamacpp', models: ['text-model'], turns: [{ content: 'Hi.' }] });
    const r = await collect(client('openai').chat(request('text-model', { messages: [{ role: 'user', content: 'Hi' }] }), new AbortController().signal));
    expect(r.error).toBeUndefined();
    expect(chats()[0].messages[0]).toEqual({ role: 'user', content: 'Hi' });
  });

  it('tools via text keep the images when results are merged into the user message', () => {
    const sent = toTextToolsRequest({
      ...request('gemma3:4b'),
      tools: [{ name: 'browser.search', description: 'Search.', parameters: { type: 'object' } }],
      messages: [
        { role: 'system', content: 'S' },
        { role: 'user', content: 'What is this?', images: [IMAGE] },
        { role: 'assistant', content: '', toolCalls: [{ id: 'a', name: 'browser.search', arguments: { query: 'x' } }] },
        { role: 'tool', content: 'results', toolCallId: 'a', name: 'browser.search' },
      ],
    });
    const user = sent.messages.find((m) => m.role === 'user');
    expect(user).toMatchObject({ role: 'user', images: [IMAGE] });
    // Alternating-role templates: a user message straight after another is merged, images kept.
    const merged = toTextToolsRequest({ ...request('m'), tools: [{ name: 't', description: '', parameters: {} }], messages: [{ role: 'user', content: 'a', images: [IMAGE] }, { role: 'tool', content: 'r', toolCallId: 'x', name: 't' }] });
    expect(merged.messages.filter((m) => m.role === 'user')).toEqual([expect.objectContaining({ images: [IMAGE] })]);
  });
});

describe('whether a model sees', () => {
  it('comes from Ollama’s /api/show capabilities when it lists them', async () => {
    server = await startModelServer({ models: ['gemma3:4b', 'qwen3:8b'], visionModels: ['gemma3:4b'] });
    const ollama = new OllamaClient({ baseUrl: server.url, style: 'ollama' });
    expect((await ollama.capabilities('gemma3:4b', new AbortController().signal))?.vision).toBe(true);
    expect((await ollama.capabilities('qwen3:8b', new AbortController().signal))?.vision).toBe(false);
  });

  it('is unknown on an Ollama that lists no capabilities (before 0.6.4)', async () => {
    server = await startModelServer({ persona: 'ollama-no-tools-no-capabilities', models: ['gemma3:4b'] });
    expect(await new OllamaClient({ baseUrl: server.url, style: 'ollama' }).capabilities('gemma3:4b', new AbortController().signal)).toBeUndefined();
  });

  const refusing: [string, ModelServerOptions['persona'], 'ollama' | 'openai', RegExp][] = [
    ['Ollama', 'ollama-no-tools-no-capabilities', 'ollama', /missing data required for image input/],
    ['Ollama /v1', 'ollama', 'openai', /missing data required for image input/],
    ['llama.cpp without --mmproj', 'llamacpp', 'openai', /image input is not supported - hint/],
    ['vLLM with a text-only model', 'vllm', 'openai', /text-model is not a multimodal model/],
    ['LM Studio', 'lmstudio-loaded', 'openai', /Model does not support images/],
  ];
  for (const [name, persona, style, said] of refusing) {
    it(`is learnt from the refusal: ${name}; the answer ends with the vision-model message, not a retry`, async () => {
      server = await startModelServer({ persona, models: ['text-model'], visionModels: [], turns: [{ content: 'never sent' }] });
      const mode: ModelMode = { ...DEFAULT_MODE };
      let learnt = 0;
      const adaptive = new AdaptiveModelClient(client(style), mode, () => {}, () => learnt++);
      const r = await collect(adaptive.chat(request('text-model'), new AbortController().signal));
      const err = r.error as SidelightError;
      expect(err).toBeInstanceOf(SidelightError);
      expect(err.userMessage).toEqual({ key: 'errModelNoVision', params: ['text-model'] });
      expect(err.userHint).toEqual({ key: 'hintPickVisionModel', params: ['gemma3, qwen2.5vl, llama3.2-vision, llava'] });
      expect(refusalWords(err.cause)).toMatch(said);
      expect(mode.vision).toBe('none');
      expect(learnt).toBe(1);
      expect(chats()).toHaveLength(1);
    });
  }

  it('a refusal without images in the request is not read as a vision refusal', async () => {
    server = await startModelServer({ persona: 'llamacpp', models: ['text-model'], turns: [{ error: { status: 500, body: JSON.stringify({ error: { code: 500, message: 'image input is not supported', type: 'server_error' } }) } }] });
    const mode: ModelMode = { ...DEFAULT_MODE };
    const r = await collect(new AdaptiveModelClient(client('openai'), mode, () => {}).chat(request('text-model', { messages: [{ role: 'user', content: 'hi' }] }), new AbortController().signal));
    expect(isVisionRefusal(r.error)).toBe(true);
    expect((r.error as SidelightError).userMessage?.key).not.toBe('errModelNoVision');
    expect(mode.vision).toBeUndefined();
  });

  it('a learnt “no vision” is tried again after a day, like the other refusals', () => {
    const learnt: ModelMode = { tools: 'native', think: 'on', vision: 'none', learnedAt: 0 };
    expect(startingMode(learnt, 1000).vision).toBe('none');
    expect(startingMode(learnt, 2 * 24 * 3600 * 1000).vision).toBeUndefined();
  });
});
