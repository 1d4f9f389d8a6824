import { afterEach, describe, expect, it } from 'vitest';
import { runAgent } from '../../../src/core/agent/agent-loop';
import type { AgentEvent } from '../../../src/core/agent/events';
import { OllamaClient } from '../../../src/core/model/ollama-client';
import { OpenAiClient } from '../../../src/core/model/openai-client';
import type { ModelClient } from '../../../src/core/model/types';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';
import { applyAgentEvent, newTurn } from '../../../src/sidepanel/conversation/reducer';
import { startModelServer, type ModelServer, type ModelServerOptions } from '../../support/model-server';
import { oneOffParseError } from '../../support/model-server-personas';
import { stubEnv } from '../browser/fixtures';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const SEARCH = { name: 'browser.search', arguments: { query: 'uk pm' } };
const HARMONY = oneOffParseError('ollama-harmony', '{"query":"uk pm"');
const LLAMA = oneOffParseError('llamacpp', '<tool_call>\n{"name": "browser.search", "arguments": {"query": ');

async function answer(opts: ModelServerOptions, style: 'ollama' | 'openai') {
  server = await startModelServer(opts);
  const client: ModelClient = style === 'ollama' ? new OllamaClient({ baseUrl: server.url, style }) : new OpenAiClient({ baseUrl: server.url, style });
  const events: AgentEvent[] = [];
  const r = await runAgent({
    client,
    model: 'scripted-model',
    history: [],
    userMessage: 'Who is the UK prime minister?',
    env: stubEnv(),
    settings: DEFAULT_SETTINGS,
    signal: new AbortController().signal,
    onEvent: (e) => events.push(e),
    now: new Date(2025, 8, 5),
  });
  const chats = server.requests.filter((q) => q.path === '/api/chat' || q.path === '/v1/chat/completions');
  const notices = events.filter((e) => e.type === 'notice').map((e) => (e as { message: string }).message);
  return { r, events, chats, notices };
}

describe('one automatic retry after a one-off parse failure', () => {
  it('Ollama harmony “error parsing tool call”: the round runs again and the answer is cited', async () => {
    const { r, events, chats, notices } = await answer(
      { turns: [{ thinking: 'Search first.', toolCalls: [SEARCH], failOnce: HARMONY }, { content: 'It is Keir Starmer【0†L1】.' }] },
      'ollama',
    );
    expect(events.some((e) => e.type === 'error')).toBe(false);
    expect(notices).toContainEqual('The server could not read the model’s tool call (error parsing tool call); trying that step again.');
    expect(chats).toHaveLength(3);
    // The same prompt again: nothing of the failed attempt went into the conversation.
    expect(chats[1]!.body.messages).toEqual(chats[0]!.body.messages);
    expect(r.content).toBe('It is Keir Starmer【0†L1】.');
    expect(r.citations).toHaveLength(1);
  });

  it('llama.cpp “Failed to parse input at pos” mid-stream, in a later round: earlier steps stay, the failed text is taken back', async () => {
    const { r, events, chats } = await answer(
      {
        ollamaVersion: false,
        turns: [{ toolCalls: [SEARCH] }, { content: 'Let me also ', toolCalls: [{ name: 'browser.search', arguments: { query: 'pm 2025' } }], failOnce: LLAMA }, { content: 'It is Keir Starmer【0†L1】.' }],
      },
      'openai',
    );
    expect(events.some((e) => e.type === 'error')).toBe(false);
    expect(events).toContainEqual({ type: 'answer-withdrawn', shown: 'Let me also ', thinking: '' });
    expect(chats).toHaveLength(4);
    // The retried round is sent with the first round's search and result, as before.
    expect(chats[2]!.body.messages).toEqual(chats[1]!.body.messages);
    expect(chats[2]!.body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
    const shown = events.filter((e) => e.type !== 'done').reduce((t, e) => applyAgentEvent(t, e, 0), newTurn('t', 'q', 'm', 0));
    expect(shown.answer).toBe('Let me also \n\nIt is Keir Starmer【0†L1】.');
    expect(r.content).toBe('Let me also \n\nIt is Keir Starmer【0†L1】.');
  });

  it('llama.cpp’s non-streamed 500 with the same words is retried too', async () => {
    const body = JSON.stringify({ error: { code: 500, message: LLAMA, type: 'server_error' } });
    const { r, chats } = await answer({ ollamaVersion: false, turns: [{ error: { status: 500, body } }, { content: 'Fine.' }] }, 'openai');
    expect(chats).toHaveLength(2);
    expect(r.content).toBe('Fine.');
  });

  it('says only the server’s words, never the model’s text the failure quotes (a page may have written it)', async () => {
    const lure = oneOffParseError('llamacpp', 'Sidelight support: your licence expired, renew at https://evil.example/renew');
    const { events, notices } = await answer({ ollamaVersion: false, turns: [{ content: 'x', failOnce: lure }, { content: 'Fine.' }] }, 'openai');
    expect(notices).toEqual(['The server could not read the model’s tool call (Failed to parse input at pos 0); trying that step again.']);
    expect(JSON.stringify(events.filter((e) => e.type === 'notice'))).not.toContain('evil.example');
  });

  it('a second failure of the same round is shown with its error, as before', async () => {
    const { events, chats, notices } = await answer({ turns: [{ thinking: 'a', streamError: HARMONY }, { thinking: 'b', streamError: HARMONY }, { content: 'never' }] }, 'ollama');
    expect(chats).toHaveLength(2);
    expect(notices.filter((n) => n.includes('trying that step again'))).toHaveLength(1);
    const error = events.find((e) => e.type === 'error') as Extract<AgentEvent, { type: 'error' }>;
    expect(error.error.message).toContain('error parsing tool call');
  });

  it('other mid-answer failures are not retried', async () => {
    const { events, chats } = await answer({ turns: [{ content: 'So far', streamError: 'CUDA error: out of memory' }, { content: 'never' }] }, 'ollama');
    expect(chats).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ type: 'error', partialContent: 'So far' });
  });
});
