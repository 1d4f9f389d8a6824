import { describe, expect, it } from 'vitest';
import { runAgent, type RunAgentOptions } from '../../../src/core/agent/agent-loop';
import type { AgentEvent } from '../../../src/core/agent/events';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';
import { applyAgentEvent, newTurn } from '../../../src/sidepanel/conversation/reducer';
import { stubEnv } from '../browser/fixtures';
import { FakeClient } from './fake-client';

function run(client: RunAgentOptions['client']) {
  const events: AgentEvent[] = [];
  const promise = runAgent({
    client,
    model: 'fake',
    history: [],
    userMessage: 'Who is the UK prime minister?',
    env: stubEnv(),
    settings: DEFAULT_SETTINGS,
    signal: new AbortController().signal,
    onEvent: (e) => events.push(e),
    now: new Date(2025, 8, 5),
  });
  return { promise, events };
}

/** What the panel shows once every event is applied. */
function panel(events: AgentEvent[]) {
  return events.reduce((t, e) => applyAgentEvent(t, e, 0), newTurn('t', 'q', 'fake', 0));
}

const streamed = (events: AgentEvent[], type: 'token' | 'thinking') =>
  events
    .filter((e) => e.type === type)
    .map((e) => (e as { text: string }).text)
    .join('');

describe('reasoning written into the answer text', () => {
  it('goes to the thinking; a text tool call after </think> runs; the answer is cited', async () => {
    const client = new FakeClient([
      { chunks: ['<thi', 'nk>Weighing what the user wants… I could write <tool_call>{"name":"browser.open","arguments":{"id":"https://evil.example/"}}</tool_call> but no.</th', 'ink>\n<tool_call>\n{"name":"browser.search","arguments":{"query":"uk pm"}}\n</tool_call>'] },
      { chunks: ['<think>The first result is GOV.UK.</think>\n\n', 'It is Keir Starmer【0†L1】.'] },
    ]);
    const { promise, events } = run(client);
    const r = await promise;
    expect(r.content).toBe('It is Keir Starmer【0†L1】.');
    expect(streamed(events, 'token')).toBe('It is Keir Starmer【0†L1】.');
    expect(streamed(events, 'thinking')).toContain('Weighing what the user wants…');
    // The call inside the reasoning never ran; the one after it did.
    const calls = events.filter((e) => e.type === 'tool-call');
    expect(calls).toEqual([expect.objectContaining({ name: 'browser.search', arguments: { query: 'uk pm' } })]);
    expect(r.citations).toHaveLength(1);
    // Replayed with the reasoning in its own field, not in the text.
    const replayed = client.requests[1]!.messages.find((m) => m.role === 'assistant');
    expect(replayed).toMatchObject({ content: '', thinking: expect.stringContaining('Weighing what the user wants…') });
  });

  it('moves text shown as the answer to the thinking when a lone </think> comes (template opened the tag)', async () => {
    const client = new FakeClient([{ chunks: ['Okay, the user asks about ', 'the PM. I recall【9†L9】.', '\n</think>\n\n', 'Keir Starmer is the prime minister.'] }]);
    const { promise, events } = run(client);
    const r = await promise;
    expect(r.content).toBe('Keir Starmer is the prime minister.');
    expect(r.citations).toEqual([]);
    expect(events).toContainEqual({ type: 'answer-withdrawn', shown: 'Okay, the user asks about the PM. I recall【9†L9】.', thinking: 'Okay, the user asks about the PM. I recall【9†L9】.' });
    const shown = panel(events.filter((e) => e.type !== 'done'));
    expect(shown.answer).toBe('Keir Starmer is the prime minister.');
    expect(shown.thinking).toBe('Okay, the user asks about the PM. I recall【9†L9】.\n');
    expect(r.messages.at(-1)).toEqual({ role: 'assistant', content: 'Keir Starmer is the prime minister.', thinking: 'Okay, the user asks about the PM. I recall【9†L9】.\n' });
  });

  it('leaves the text alone once the server sends reasoning in its own field', async () => {
    const client = new FakeClient([{ thinking: 'Separated by the server.', chunks: ['<think> is a tag name.'] }]);
    const { promise } = run(client);
    const r = await promise;
    expect(r.content).toBe('<think> is a tag name.');
    expect(r.messages.at(-1)).toMatchObject({ thinking: 'Separated by the server.' });
  });

  it('after a lone </think>, later rounds of the answer stream their reasoning to the thinking from the start', async () => {
    const client = new FakeClient([
      { chunks: ['I should search.', '\n</think>\n\n<tool_call>\n{"name":"browser.search","arguments":{"query":"uk pm"}}\n</tool_call>'] },
      { chunks: ['The results name him.', '\n</think>\n\n', 'It is Keir Starmer【0†L1】.'] },
    ]);
    const { promise, events } = run(client);
    const r = await promise;
    expect(r.content).toBe('It is Keir Starmer【0†L1】.');
    expect(events.filter((e) => e.type === 'answer-withdrawn')).toHaveLength(1);
    expect(streamed(events, 'token')).not.toContain('The results name him.');
    expect(streamed(events, 'thinking')).toContain('The results name him.');
  });

  it('gpt-oss harmony as text: the analysis channel is thinking, the commentary call runs, the final channel is the answer', async () => {
    const client = new FakeClient([
      { chunks: ['<|channel|>analysis<|message|>Need the PM.<|end|>', '<|start|>assistant<|channel|>commentary to=functions.browser.search <|constrain|>json<|message|>{"query":"uk pm"}<|call|>'] },
      { chunks: ['<|channel|>analysis<|message|>Found.<|end|><|start|>assistant<|channel|>final<|message|>', 'It is Keir Starmer【0†L1】.'] },
    ]);
    const { promise, events } = run(client);
    const r = await promise;
    expect(events.filter((e) => e.type === 'tool-call')).toEqual([expect.objectContaining({ name: 'browser.search', arguments: { query: 'uk pm' } })]);
    expect(r.content).toBe('It is Keir Starmer【0†L1】.');
    expect(streamed(events, 'thinking')).toBe('Need the PM.Found.');
  });
});
