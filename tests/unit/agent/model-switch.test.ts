import { afterEach, describe, expect, it } from 'vitest';
import { runAgent } from '../../../src/core/agent/agent-loop';
import type { AgentEvent } from '../../../src/core/agent/events';
import { OpenAiClient } from '../../../src/core/model/openai-client';
import type { ChatMessage } from '../../../src/core/model/types';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';
import { startModelServer, type ModelServer } from '../../support/model-server';
import { stubEnv } from '../browser/fixtures';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** An earlier answer of the chat, made on llama.cpp (32-character ids) and vLLM (`chatcmpl-tool-…`). */
const EARLIER: ChatMessage[] = [
  { role: 'user', content: 'Who is the UK prime minister?' },
  { role: 'assistant', content: '', toolCalls: [{ id: 'Qm9vYmFyYmF6cXV4cXV1eHh5enp5eHc3', name: 'browser.search', arguments: { query: 'uk pm' } }] },
  { role: 'tool', content: '[0] results', toolCallId: 'Qm9vYmFyYmF6cXV4cXV1eHh5enp5eHc3', name: 'browser.search' },
  { role: 'assistant', content: '', toolCalls: [{ id: 'chatcmpl-tool-5d2c9a0e81f04b3c', name: 'browser.open', arguments: { id: 0 } }] },
  { role: 'tool', content: '[1] page', toolCallId: 'chatcmpl-tool-5d2c9a0e81f04b3c', name: 'browser.open' },
  { role: 'assistant', content: 'Keir Starmer.' },
];

describe('a chat that moves to a Mistral model', () => {
  it('replays the earlier calls under ids its template takes, and the new answer goes through with native tools', async () => {
    server = await startModelServer({ persona: 'mistral-template', ollamaVersion: false, turns: [{ toolCalls: [{ name: 'browser.search', arguments: { query: 'uk pm since' } }] }, { content: 'Since 5 July 2024.' }] });
    const events: AgentEvent[] = [];
    const r = await runAgent({
      client: new OpenAiClient({ baseUrl: server.url, style: 'openai' }),
      model: 'scripted-model',
      history: EARLIER,
      userMessage: 'Since when?',
      env: stubEnv(),
      settings: DEFAULT_SETTINGS,
      signal: new AbortController().signal,
      onEvent: (e) => events.push(e),
      now: new Date(2025, 8, 5),
    });
    expect(events.filter((e) => e.type === 'error' || e.type === 'notice')).toEqual([]);
    expect(r.content).toBe('Since 5 July 2024.');
    const chats = server.requests.filter((q) => q.path === '/v1/chat/completions');
    expect(chats).toHaveLength(2);
    for (const chat of chats) expect(chat.body.tools).toBeDefined();
  });
});
