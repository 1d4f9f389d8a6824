import { afterEach, describe, expect, it } from 'vitest';
import { runAgent } from '../../../src/core/agent/agent-loop';
import type { AgentEvent } from '../../../src/core/agent/events';
import { createModelClient } from '../../../src/core/model/create-client';
import { MemoryModeStore } from '../../../src/core/model/model-modes';
import type { ChatMessage } from '../../../src/core/model/types';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/shared/settings';
import { startModelServer, type ModelServer, type ModelServerOptions, type RecordedRequest } from '../../support/model-server';
import { REPEAT_THE_QUESTION } from '../../support/model-server-windows';
import { noticeWords } from '../../support/notice-words';
import { page, stubEnv } from '../browser/fixtures';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const QUESTION = 'What share of installations exceeded targets?';
const LONG = page(
  'https://example.org/report',
  'Report on installations',
  Array.from({ length: 400 }, (_, i) => `L${i}: The committee’s report (2024, p. ${i}) found that 37.${i % 10} % of “small-scale” installations exceeded targets.`),
);
// Identifiers: the estimate takes each for one word, a real tokenizer needs about four tokens.
let seed = 11;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const code = () => Array.from({ length: 8 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(rnd() * 20)]).join('');
const TABLE = page('https://example.org/codes', 'Installation codes', Array.from({ length: 120 }, (_, i) => `Site ${i}: ${Array.from({ length: 8 }, code).join(' ')}`));

const settings: Settings = {
  ...DEFAULT_SETTINGS,
  model: { ...DEFAULT_SETTINGS.model, model: 'scripted-model' },
  browsing: { ...DEFAULT_SETTINGS.browsing, viewWords: 2000 },
};

async function answer(opts: ModelServerOptions, baseUrl: (url: string) => string, history: ChatMessage[] = [], s: Settings = settings, before?: (url: string) => Promise<unknown>) {
  server = await startModelServer({ countTokens: true, ...opts });
  if (before) await before(server.url);
  const events: AgentEvent[] = [];
  const result = await runAgent({
    client: createModelClient({ baseUrl: baseUrl(server.url), style: 'openai' }),
    model: 'scripted-model',
    history,
    userMessage: QUESTION,
    env: stubEnv([LONG, TABLE]),
    settings: s,
    signal: new AbortController().signal,
    onEvent: (e) => events.push(e),
    modes: new MemoryModeStore(),
    server: server.url,
    // The pages the model opens by URL were read earlier in this conversation, so no one is asked first.
    earlierUrls: [LONG.url, TABLE.url],
  });
  const chats = server.requests.filter((r) => r.path === '/v1/chat/completions');
  return { result, events, chats };
}

/** The question is in what the model saw: nothing was cut, or the cut left it. */
const sawQuestion = (r: RecordedRequest) => ((r.seen ?? r.body.messages) as { role: string; content: string }[]).some((m) => m.role === 'user' && m.content === QUESTION);

const openThenAnswer = (id: string) => [{ toolCalls: [{ name: 'browser.open', arguments: { id } }] }, { content: 'About 37 %.' }];

describe('prompts planned for the window the server really runs', () => {
  it('Ollama behind /v1 runs at its default (4096), not the 8192 setting: the question stays in every prompt', async () => {
    const { result, events, chats } = await answer({ persona: 'ollama', ollamaVersion: '0.12.6', contextLength: 131072, turns: openThenAnswer(LONG.url) }, (u) => `${u}/v1`);
    expect(result.content).toBe('About 37 %.');
    expect(chats.every((r) => r.seen === undefined)).toBe(true);
    expect(chats.every(sawQuestion)).toBe(true);
    expect(noticeWords(events)).toContain('To fit the model’s 4096-token context: 1 earlier page view(s) shortened.');
  });

  it('Ollama /v1 with the model loaded at 32768 by a native request: /v1 reloads it at the default, asked again after the first request', async () => {
    const loadNatively = (url: string) =>
      fetch(`${url}/api/chat`, { method: 'POST', body: JSON.stringify({ model: 'scripted-model', messages: [{ role: 'user', content: 'hi' }], options: { num_ctx: 32768 } }) }).then((r) => r.text());
    const { result, events, chats } = await answer(
      { persona: 'ollama', ollamaVersion: '0.12.6', contextLength: 131072, turns: [{ content: 'hello' }, ...openThenAnswer(LONG.url)] },
      (u) => `${u}/v1`,
      [],
      settings,
      loadNatively,
    );
    expect(result.content).toBe('About 37 %.');
    expect(chats.every((r) => r.seen === undefined)).toBe(true);
    expect(noticeWords(events)).toContain('To fit the model’s 4096-token context: 1 earlier page view(s) shortened.');
  });

  it('LM Studio loading the model just in time at 4096 (listed at 40960): no middle cut takes a follow-up question', async () => {
    const history: ChatMessage[] = [
      { role: 'user', content: 'Which report is this?' },
      { role: 'assistant', content: 'The committee’s 2024 report on installations.' },
    ];
    const { result, chats } = await answer({ persona: 'lmstudio-jit', contextLength: 40960, turns: openThenAnswer(LONG.url) }, (u) => u, history);
    expect(result.content).toBe('About 37 %.');
    expect(chats.every((r) => r.seen === undefined)).toBe(true);
    expect(chats.every(sawQuestion)).toBe(true);
  });

  it('LM Studio loaded at 16384, listed twice: plans for the loaded size, not the 4096 setting, so the page is read whole', async () => {
    const small = { ...settings, model: { ...settings.model, contextSize: 4096 } };
    const { result, events } = await answer({ persona: 'lmstudio-loaded', contextLength: 16384, listedTwice: true, turns: openThenAnswer(LONG.url) }, (u) => u, [], small);
    expect(result.content).toBe('About 37 %.');
    expect(noticeWords(events).some((n) => n.startsWith('To fit'))).toBe(false);
  });
});

describe('servers that refuse a prompt past the window', () => {
  for (const persona of ['vllm', 'llamacpp'] as const) {
    it(`${persona}: native calls within max_model_len / n_ctx, and past it the server's refusal is shown as a context error`, async () => {
      const { result } = await answer({ persona, contextLength: 32768, turns: openThenAnswer(LONG.url) }, (u) => u);
      expect(result.content).toBe('About 37 %.');
      await server!.close();
      const { events } = await answer({ persona, contextLength: 300, turns: openThenAnswer(LONG.url) }, (u) => u, [], { ...settings, model: { ...settings.model, contextSize: 300 } });
      const error = events.find((e) => e.type === 'error');
      expect(error?.type === 'error' && error.error.code).toBe('context-length');
    });
  }
});

describe('a silent cut said and asked again', () => {
  it('Ollama /v1 left out the question to fit a page the estimate got wrong: said, refitted, asked again', async () => {
    const { result, events, chats } = await answer({ persona: 'ollama', ollamaVersion: '0.12.6', turns: openThenAnswer(TABLE.url) }, (u) => `${u}/v1`);
    // The cut round's “could you repeat the question?” is not the answer.
    expect(result.content).toBe('About 37 %.');
    expect(result.content).not.toContain(REPEAT_THE_QUESTION);
    expect(chats.map(sawQuestion)).toEqual([true, false, true]);
    const said = noticeWords(events);
    expect(said.some((n) => /^The model server cut this prompt to the model’s 4096-token window without saying so/.test(n))).toBe(true);
    expect(said).toContain('Asking the model again with the conversation refitted to its window.');
    // The stored conversation has no trace of the round that did not see the question.
    expect(result.messages.some((m) => m.content === REPEAT_THE_QUESTION)).toBe(false);
  });

  it('LM Studio cut the middle after its just-in-time load: said, refitted, asked again', async () => {
    const history: ChatMessage[] = [
      { role: 'user', content: 'Which report is this?' },
      { role: 'assistant', content: 'The committee’s 2024 report on installations.' },
    ];
    const { result, events, chats } = await answer({ persona: 'lmstudio-jit', contextLength: 40960, turns: openThenAnswer(TABLE.url) }, (u) => u, history);
    expect(result.content).toBe('About 37 %.');
    expect(chats.at(-1)!.seen).toBeUndefined();
    expect(noticeWords(events).some((n) => /^The model server cut this prompt to the model’s 4096-token window/.test(n))).toBe(true);
  });
});
