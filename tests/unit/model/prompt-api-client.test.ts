import { afterEach, describe, expect, it } from 'vitest';
import { SidelightError } from '../../../src/core/errors';
import { createModelClient } from '../../../src/core/model/create-client';
import { BUILT_IN_MODEL, downloadBuiltInModel, promptApiAvailability, type LanguageModelApi } from '../../../src/core/model/prompt-api';
import { PromptApiClient } from '../../../src/core/model/prompt-api-client';
import { TextToolCallParser } from '../../../src/core/model/text-tool-call-parser';
import type { ChatRequest } from '../../../src/core/model/types';
import { installPromptApiStandIn, type PromptApiStandInConfig } from '../../support/prompt-api-stand-in';
import { collect } from './collect';

type StandIn = LanguageModelApi & { seen: unknown[] };

function standIn(config: Partial<PromptApiStandInConfig> = {}): StandIn {
  return installPromptApiStandIn({ availability: 'available', inputQuota: 6144, replies: [], downloadNeedsActivation: false, ...config }) as StandIn;
}

afterEach(() => {
  delete (globalThis as { LanguageModel?: unknown }).LanguageModel;
});

const signal = () => new AbortController().signal;

const search = { name: 'browser.search', description: 'Search the web.', parameters: { type: 'object', properties: { query: { type: 'string' } } } };

function request(over: Partial<ChatRequest> = {}): ChatRequest {
  return {
    model: BUILT_IN_MODEL,
    messages: [
      { role: 'system', content: 'You are Sidelight.' },
      { role: 'user', content: 'Who wrote Dune?' },
    ],
    tools: [],
    ...over,
  };
}

describe('PromptApiClient', () => {
  it('streams the deltas as content, then done', async () => {
    const api = standIn({ replies: ['Frank Herbert wrote Dune.'], chunkChars: 5 });
    const out = await collect(new PromptApiClient(api).chat(request(), signal()));
    expect(out.error).toBeUndefined();
    expect(out.content).toBe('Frank Herbert wrote Dune.');
    expect(out.chunks.filter((c) => c.type === 'content').length).toBe(5);
    expect(out.chunks.at(-1)).toEqual({ type: 'done', finishReason: 'stop' });
  });

  it('puts the system message first in initialPrompts and prompts with the last user message', async () => {
    const api = standIn({ replies: ['Yes.'] });
    const messages: ChatRequest['messages'] = [
      { role: 'system', content: 'Rules.' },
      { role: 'user', content: 'First?' },
      { role: 'assistant', content: 'One.' },
      { role: 'user', content: 'Second?' },
    ];
    await collect(new PromptApiClient(api).chat(request({ messages }), signal()));
    expect(api.seen).toEqual([
      { initialPrompts: [{ role: 'system', content: 'Rules.' }, { role: 'user', content: 'First?' }, { role: 'assistant', content: 'One.' }] },
      [{ role: 'user', content: 'Second?' }],
    ]);
  });

  it('offers tools through the text protocol, and the call it writes is read by the text parser', async () => {
    const api = standIn({ replies: ['<tool_call>{"name": "browser.search", "arguments": {"query": "Dune author"}}</tool_call>'] });
    const out = await collect(new PromptApiClient(api).chat(request({ tools: [search] }), signal()));
    const initial = (api.seen[0] as { initialPrompts: { role: string; content: string }[] }).initialPrompts;
    expect(initial[0]!.role).toBe('system');
    expect(initial[0]!.content).toContain('<tool_call>');
    expect(initial[0]!.content).toContain('"browser.search"');
    const parser = new TextToolCallParser(['browser.search']);
    const calls = [...parser.push(out.content).calls, ...parser.end().calls];
    expect(calls.map((c) => [c.name, c.arguments])).toEqual([['browser.search', { query: 'Dune author' }]]);
  });

  it('replays an earlier tool round as text, since the API has no tool messages', async () => {
    const api = standIn({ replies: ['Herbert【1†L1】.'] });
    const messages: ChatRequest['messages'] = [
      { role: 'system', content: 'Rules.' },
      { role: 'user', content: 'Who wrote Dune?' },
      { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'browser.search', arguments: { query: 'Dune' } }] },
      { role: 'tool', content: '【1†Dune】 L1: by Frank Herbert', toolCallId: 'c1', name: 'browser.search' },
    ];
    const out = await collect(new PromptApiClient(api).chat(request({ messages, tools: [search] }), signal()));
    expect(out.content).toBe('Herbert【1†L1】.');
    const prompt = api.seen[1] as { role: string; content: string }[];
    expect(prompt).toHaveLength(1);
    expect(prompt[0]!.role).toBe('user');
    expect(prompt[0]!.content).toContain('<tool_response name="browser.search">');
  });

  it('turns a prompt past the quota into a window error', async () => {
    const api = standIn({ inputQuota: 40, replies: ['unused'] });
    const out = await collect(new PromptApiClient(api).chat(request({ messages: [{ role: 'user', content: 'x'.repeat(400) }] }), signal()));
    expect(out.error).toBeInstanceOf(SidelightError);
    expect((out.error as SidelightError).code).toBe('context-length');
    expect((out.error as SidelightError).userMessage?.key).toBe('errPromptApiWindow');
  });

  it('turns initial prompts past the quota into a window error too', async () => {
    const api = standIn({ inputQuota: 40, replies: ['unused'] });
    const out = await collect(new PromptApiClient(api).chat(request({ messages: [{ role: 'system', content: 'y'.repeat(400) }, { role: 'user', content: 'Hi' }] }), signal()));
    expect((out.error as SidelightError).code).toBe('context-length');
  });

  it('stops mid-stream when the signal aborts', async () => {
    const api = standIn({ replies: ['a'.repeat(200)], chunkChars: 1, chunkDelayMs: 5 });
    const controller = new AbortController();
    const chunks: string[] = [];
    let error: unknown;
    try {
      for await (const c of new PromptApiClient(api).chat(request(), controller.signal)) {
        if (c.type === 'content') chunks.push(c.text);
        if (chunks.length === 3) controller.abort();
      }
    } catch (err) {
      error = err;
    }
    expect((error as SidelightError).code).toBe('aborted');
    expect(chunks.length).toBeLessThan(10);
  });

  it('reports the window as the session quota, refused past it', async () => {
    const client = new PromptApiClient(standIn({ inputQuota: 6144 }));
    expect(await client.contextWindow(BUILT_IN_MODEL, signal())).toEqual({ tokens: 6144, source: 'reported', overflow: 'refuses' });
    expect(await client.listModels(signal())).toEqual([{ name: BUILT_IN_MODEL, contextLength: 6144 }]);
  });

  it("reads the window under the explainer's new name, contextWindow, where inputQuota is gone", async () => {
    const client = new PromptApiClient(standIn({ inputQuota: 4096, renamed: true }));
    expect(await client.contextWindow(BUILT_IN_MODEL, signal())).toEqual({ tokens: 4096, source: 'reported', overflow: 'refuses' });
  });

  it('lists nothing and says why where the API is absent or unavailable', async () => {
    for (const client of [new PromptApiClient(undefined), new PromptApiClient(standIn({ availability: 'unavailable' }))]) {
      const error = await client.listModels(signal()).catch((e: unknown) => e);
      expect((error as SidelightError).userMessage?.key).toBe('errPromptApiUnavailable');
    }
  });

  it('is the client createModelClient makes for the prompt-api style', () => {
    const client = createModelClient({ baseUrl: '', style: 'prompt-api', languageModel: standIn() });
    expect(client).toBeInstanceOf(PromptApiClient);
    expect(client.style).toBe('prompt-api');
  });
});

describe('availability and download', () => {
  it('reads each availability state, and "unavailable" without the API', async () => {
    for (const state of ['unavailable', 'downloadable', 'downloading', 'available'] as const) {
      expect(await promptApiAvailability(standIn({ availability: state }))).toBe(state);
    }
    expect(await promptApiAvailability(undefined)).toBe('unavailable');
  });

  it('downloads with progress from 0 to 1, after which the model is available', async () => {
    const api = standIn({ availability: 'downloadable', downloadSteps: 4 });
    const progress: number[] = [];
    await downloadBuiltInModel(api, (loaded) => progress.push(loaded), signal());
    expect(progress).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(await promptApiAvailability(api)).toBe('available');
  });

  it('says a click is needed when Chrome refuses a download without user activation', async () => {
    const api = standIn({ availability: 'downloadable', downloadNeedsActivation: true });
    const error = await downloadBuiltInModel(api, () => undefined, signal()).catch((e: unknown) => e);
    expect((error as SidelightError).userMessage?.key).toBe('errPromptApiNotAllowed');
  });

  it('says the model cannot run here on NotSupportedError', async () => {
    const api = standIn({ availability: 'unavailable' });
    const error = await downloadBuiltInModel(api, () => undefined, signal()).catch((e: unknown) => e);
    expect((error as SidelightError).userMessage?.key).toBe('errPromptApiUnsupported');
  });
});
