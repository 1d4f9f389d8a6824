/**
 * A Quick answer sends no tools, yet the servers still parse what the model writes (see
 * `oneOffParseError` in model-server-personas.ts): a one-off parse failure is asked once more, as in
 * the agent loop (round-retry.ts), with the servers' own error bodies.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../../src/core/agent/events';
import { createModelClient } from '../../../src/core/model/create-client';
import { MemoryModeStore } from '../../../src/core/model/model-modes';
import { runQuickAnswer } from '../../../src/core/quick/quick-answer';
import { agentSettingsFrom } from '../../../src/shared/agent-settings-from';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';
import { startModelServer, type ModelServer, type ModelServerOptions, type ScriptedTurn } from '../../support/model-server';
import { oneOffParseError } from '../../support/model-server-personas';
import { noticeWords } from '../../support/notice-words';
import { FACT, FACT_LINE, FACT_PAGE, QUESTION, quickWorld } from './quick-world';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// gpt-oss addressed its built-in browser tool although none was offered; llama.cpp's gpt-oss parser could not read the reply.
const HARMONY = oneOffParseError('ollama-harmony', '{"query":"Zugspitze height"');
const LLAMA = oneOffParseError('llamacpp', '<|channel|>commentary to=browser.search <|constrain|>json<|message|>{"query":');

const chats = (s: ModelServer) => s.requests.filter((q) => q.path === '/api/chat' || q.path === '/v1/chat/completions');

/** Serves `first` to the first chat request and a cited answer to every later one (the fact page's cursor read from the prompt). */
async function quick(options: ModelServerOptions, style: 'ollama' | 'openai', first: ScriptedTurn, later?: ScriptedTurn) {
  server = await startModelServer(options);
  let n = 0;
  server.setRespond((body) => {
    if (n++ === 0) return first;
    if (later) return later;
    const m = /\[(\d+)\] Bavaria alpine huts/.exec(JSON.stringify(body.messages));
    return { content: `It is 2,962 metres tall【${m ? m[1] : 9}†L${FACT_LINE}】.` };
  });
  const events: AgentEvent[] = [];
  const r = await runQuickAnswer({
    client: createModelClient({ baseUrl: server.url, style }),
    model: 'scripted-model',
    server: server.url,
    history: [],
    userMessage: QUESTION,
    env: quickWorld(),
    settings: agentSettingsFrom(DEFAULT_SETTINGS),
    signal: new AbortController().signal,
    onEvent: (e) => events.push(e),
    modes: new MemoryModeStore(),
  });
  return { r, events, chats: chats(server) };
}

describe('Quick answers: one retry after a server’s one-off parse failure', () => {
  it('Ollama’s harmony parser (“error parsing tool call”) without tools: asked once more, the answer is cited', async () => {
    const { r, events, chats } = await quick({ persona: 'ollama' }, 'ollama', { thinking: 'Maybe search.', streamError: HARMONY });
    expect(events.filter((e) => e.type === 'error')).toEqual([]);
    expect(noticeWords(events)).toContain('The server could not read the model’s reply (error parsing tool call); asking the model once more.');
    expect(chats).toHaveLength(2);
    // The same request again, still without tools.
    expect(chats[1]!.body.messages).toEqual(chats[0]!.body.messages);
    expect(chats[1]!.body.tools ?? []).toEqual([]);
    expect(r.content).toMatch(/^It is 2,962 metres tall【\d+†L1234】\.$/);
    expect(r.citations).toHaveLength(1);
    expect(r.citations[0]).toMatchObject({ url: `https://bavaria.example/${FACT_PAGE}`, lines: [FACT] });
  });

  it('llama.cpp’s “Failed to parse input at pos” mid-stream: the text streamed before it is taken back', async () => {
    const { r, events, chats } = await quick({ persona: 'llamacpp', ollamaVersion: false }, 'openai', { content: 'Searching first: ', streamError: LLAMA });
    expect(events.filter((e) => e.type === 'error')).toEqual([]);
    expect(events).toContainEqual({ type: 'answer-withdrawn', shown: 'Searching first: ', thinking: '' });
    // Only the server's words: the model's text the error quotes is not the server's to say.
    expect(noticeWords(events)).toContain('The server could not read the model’s reply (Failed to parse input at pos 0); asking the model once more.');
    expect(JSON.stringify(events.filter((e) => e.type === 'notice'))).not.toContain('browser.search');
    expect(chats).toHaveLength(2);
    expect(r.content).not.toContain('Searching first');
    expect(r.citations).toHaveLength(1);
    // The stored turn is the retry's answer alone.
    expect(r.messages.at(-1)).toMatchObject({ role: 'assistant', content: r.content });
  });

  it('llama.cpp’s non-streamed 500 with the same words is asked once more too', async () => {
    const body = JSON.stringify({ error: { code: 500, message: LLAMA, type: 'server_error' } });
    const { r, chats } = await quick({ persona: 'llamacpp', ollamaVersion: false }, 'openai', { error: { status: 500, body } });
    expect(chats).toHaveLength(2);
    expect(r.citations).toHaveLength(1);
  });

  it('a second failure is the answer’s error, after one retry only', async () => {
    const { events, chats } = await quick({ persona: 'ollama' }, 'ollama', { content: 'So far', streamError: HARMONY }, { content: 'Again', streamError: HARMONY });
    expect(chats).toHaveLength(2);
    expect(noticeWords(events).filter((n) => n.includes('asking the model once more'))).toHaveLength(1);
    const error = events.find((e) => e.type === 'error') as Extract<AgentEvent, { type: 'error' }>;
    expect(error.error.message).toContain('error parsing tool call');
    expect(error.partialContent).toBe('Again');
  });

  it('any other failure is not asked again', async () => {
    const { events, chats } = await quick({ persona: 'ollama' }, 'ollama', { content: 'So far', streamError: 'CUDA error: out of memory' });
    expect(chats).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ type: 'error', partialContent: 'So far' });
  });
});
