import { describe, expect, it } from 'vitest';
import { noticeWords } from '../../support/notice-words';
import { runAgent, type RunAgentOptions } from '../../../src/core/agent/agent-loop';
import type { AgentEvent } from '../../../src/core/agent/events';
import { SidelightError } from '../../../src/core/errors';
import { OpenAiClient } from '../../../src/core/model/openai-client';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/shared/settings';
import { startModelServer } from '../../support/model-server';
import { PM_PAGE, stubEnv } from '../browser/fixtures';
import { FakeClient } from './fake-client';

function settings(browsing: Partial<Settings['browsing']> = {}, model: Partial<Settings['model']> = {}): Settings {
  return { ...DEFAULT_SETTINGS, model: { ...DEFAULT_SETTINGS.model, ...model }, browsing: { ...DEFAULT_SETTINGS.browsing, ...browsing } };
}

function run(client: RunAgentOptions['client'], over: Partial<RunAgentOptions> = {}) {
  const events: AgentEvent[] = [];
  const env = stubEnv();
  const promise = runAgent({
    client,
    model: 'fake',
    history: [],
    userMessage: 'Who is the UK prime minister?',
    env,
    settings: settings(),
    signal: new AbortController().signal,
    onEvent: (e) => events.push(e),
    now: new Date(2025, 8, 5),
    ...over,
  });
  return { promise, events, env };
}

const types = (events: AgentEvent[]) => events.map((e) => e.type);

describe('runAgent', () => {
  it('answers without tools: tokens, then done, with the date and browser description in the system prompt', async () => {
    const client = new FakeClient([{ chunks: ['Hello', ' there'] }]);
    const { promise, events } = run(client);
    const r = await promise;
    expect(r.content).toBe('Hello there');
    expect(types(events)).toEqual(['model-start', 'token', 'token', 'done']);
    expect(events.at(-1)).toEqual({ type: 'done', content: 'Hello there', citations: [], stopped: false });
    const sys = client.requests[0]!.messages[0]!;
    expect(sys.role).toBe('system');
    expect(sys.content).toContain('Current date: 2025-09-05');
    expect(sys.content).toContain('`【{cursor}†L{line_start}(-L{line_end})?】`, for example: `【6†L9-L11】` or `【8†L3】`');
    expect(sys.content).toContain('Do not quote more than 10 words');
    expect(sys.content).toMatch(/untrusted/);
    expect(client.requests[0]!.tools.map((t) => t.name)).toEqual(['browser.search', 'browser.open', 'browser.find']);
    expect(r.messages).toEqual([
      { role: 'user', content: 'Who is the UK prime minister?' },
      { role: 'assistant', content: 'Hello there' },
    ]);
  });

  it('runs search → open → answer, sending views back as tool results and resolving citations', async () => {
    const client = new FakeClient([
      { calls: [{ name: 'browser.search', arguments: { query: 'uk pm' } }] },
      { calls: [{ name: 'browser.open', arguments: { id: 0 } }] },
      { chunks: ['It is Keir Starmer【1†L6】.'] },
    ]);
    const { promise, events } = run(client);
    const r = await promise;
    expect(client.requests[1]!.messages.at(-1)).toMatchObject({ role: 'tool', name: 'browser.search', toolCallId: 'c0_0' });
    expect((client.requests[2]!.messages.at(-1) as { content: string }).content).toMatch(/^\[1\] Prime Minister - GOV\.UK\n\(https:\/\/www\.gov\.uk/);
    expect(r.citations).toHaveLength(1);
    expect(r.citations[0]).toMatchObject({ cursor: 1, startLine: 6, url: PM_PAGE.url, lines: ['Sir Keir Starmer became Prime Minister on 5 July 2024.'] });
    expect(types(events)).toContain('citations');
    expect(events.filter((e) => e.type === 'tool-call').map((e) => (e as { step: number }).step)).toEqual([1, 2]);
    expect(r.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant', 'tool', 'assistant']);
  });

  it('asks for the answer at the step limit with the note on the last tool result, keeping the tool list', async () => {
    let q = 0;
    // The model keeps calling even in the final round: that call is ignored, its text is the answer.
    const client = new FakeClient((_req, i) =>
      i < 2 ? { calls: [{ name: 'browser.search', arguments: { query: `q${q++}` } }] } : { chunks: ['Final.'], calls: [{ name: 'browser.search', arguments: { query: 'more' } }] },
    );
    const { promise, events, env } = run(client, { settings: settings({ maxToolSteps: 2 }) });
    const r = await promise;
    expect(env.searches).toHaveLength(2);
    expect(client.requests).toHaveLength(3);
    // Same tools in every round: the templates put them in the system block, which the server has cached.
    expect(client.requests[2]!.tools).toEqual(client.requests[0]!.tools);
    const last = client.requests[2]!.messages.at(-1)!;
    expect(last.role).toBe('tool');
    expect(last.content).toMatch(/^\[1\] /);
    expect(last.content).toMatch(/\n\n\[Sidelight\] You have used all 2 tool steps for this question\. Do not call any more tools/);
    expect(client.requests[2]!.messages.filter((m) => m.role === 'user')).toHaveLength(1);
    expect(r.content).toBe('Final.');
    expect(noticeWords(events).some((n) => /limit of 2 tool steps/.test(n))).toBe(true);
    // Stored as the model saw it, so the next answer's prompt extends this one.
    expect(r.messages.at(-1)).toEqual({ role: 'assistant', content: 'Final.' });
  });

  it('tells a model that only calls again after the limit once more, through those calls’ results', async () => {
    const client = new FakeClient((_req, i) =>
      i < 3 ? { calls: [{ name: 'browser.search', arguments: { query: `q${i}` } }] } : i === 3 ? { chunks: ['Final.'] } : { chunks: ['(too late)'] },
    );
    const { promise, env } = run(client, { settings: settings({ maxToolSteps: 2 }) });
    const r = await promise;
    expect(env.searches).toHaveLength(2);
    expect(client.requests).toHaveLength(4);
    const last = client.requests[3]!.messages.at(-1)!;
    expect(last).toMatchObject({ role: 'tool', content: expect.stringMatching(/^Error: the limit of 2 tool steps is reached; this call was not run\.\n\n\[Sidelight\] You have used all 2 tool steps/) });
    expect(r.content).toBe('Final.');
  });

  it('does not run more calls than the limit when one turn asks for many', async () => {
    const client = new FakeClient([
      { calls: [1, 2, 3].map((i) => ({ name: 'browser.search', arguments: { query: `q${i}` } })) },
      { chunks: ['ok'] },
    ]);
    const { promise, env } = run(client, { settings: settings({ maxToolSteps: 2 }) });
    const r = await promise;
    expect(env.searches).toHaveLength(2);
    expect(r.messages.filter((m) => m.role === 'tool').map((m) => m.content.slice(0, 30))).toEqual([
      expect.stringMatching(/^\[0\]/),
      expect.stringMatching(/^\[1\]/),
      'Error: the limit of 2 tool ste',
    ]);
  });

  it('answers a repeated identical call with a hint instead of running it again', async () => {
    const client = new FakeClient([
      { calls: [{ name: 'browser.search', arguments: { query: 'same', topn: 5 } }] },
      { calls: [{ name: 'browser.search', arguments: { topn: 5, query: 'same' } }] },
      { chunks: ['done'] },
    ]);
    const { promise, env, events } = run(client);
    const r = await promise;
    expect(env.searches).toHaveLength(1);
    const second = r.messages.filter((m) => m.role === 'tool')[1]!;
    expect(second.content).toMatch(/^Error: you already made this exact call at step 1/);
    expect(events).toContainEqual(expect.objectContaining({ type: 'tool-error', step: 2, name: 'browser.search' }));
  });

  it('lets find-next repeat the same pattern, since the current page moved on', async () => {
    const client = new FakeClient([
      { calls: [{ name: 'browser.open', arguments: { id: PM_PAGE.url } }] },
      { calls: [{ name: 'browser.find', arguments: { pattern: 'Keir' } }] },
      { calls: [{ name: 'browser.find', arguments: { pattern: 'Keir' } }] },
      { chunks: ['done'] },
    ]);
    const { promise, events } = run(client, { earlierUrls: [PM_PAGE.url] });
    await promise;
    expect(events.filter((e) => e.type === 'find').map((e) => (e as { view: string }).view.split('\n')[2])).toEqual([
      '**viewing lines [4 - 8] of 8**',
      '**viewing lines [6 - 8] of 8**',
    ]);
  });

  it('sends tool errors back to the model: unknown tool, bad arguments, unreadable JSON', async () => {
    const client = new FakeClient([
      {
        calls: [
          { name: 'shell.exec', arguments: {} },
          { name: 'browser.find', arguments: {} },
          { name: 'browser.search', arguments: {}, argumentsError: 'arguments are not valid JSON: {"query": ' },
        ],
      },
      { chunks: ['Sorry.'] },
    ]);
    const { promise } = run(client);
    const r = await promise;
    expect(r.messages.filter((m) => m.role === 'tool').map((m) => m.content)).toEqual([
      'Error: there is no tool named "shell.exec"; the tools are browser.search, browser.open, browser.find.',
      'Error: `pattern` is required and must be a non-empty string.',
      'Error: arguments are not valid JSON: {"query": . Send the arguments as a JSON object.',
    ]);
    expect(r.content).toBe('Sorry.');
  });

  it('runs tool calls written as text and reports unreadable ones to the model', async () => {
    const client = new FakeClient([
      { chunks: ['Checking.<tool_', 'call>{"name": "browser.search", "arguments": {"query": "uk pm"}}</tool_call>'] },
      { chunks: ['<tool_call>{"name": "browser.open", "arguments": {"id": 0,}}</tool_call>'] },
      { chunks: ['Starmer【0†L3】'] },
    ]);
    const { promise, env, events } = run(client);
    const r = await promise;
    expect(env.searches).toEqual([{ query: 'uk pm', count: 10 }]);
    // The unreadable call is answered as a failed call, not with a new user turn.
    const [asked, answered] = client.requests[2]!.messages.slice(-2);
    expect(asked).toMatchObject({ role: 'assistant', toolCalls: [{ name: 'browser.open', arguments: {}, argumentsError: expect.stringMatching(/^Could not read your tool call/) }] });
    expect(answered).toMatchObject({ role: 'tool', name: 'browser.open', content: expect.stringMatching(/^Error: Could not read your tool call: the tool call is not valid JSON/) });
    expect(answered!.role === 'tool' && asked!.role === 'assistant' && answered!.toolCallId === asked!.toolCalls![0]!.id).toBe(true);
    expect(client.requests[2]!.messages.filter((m) => m.role === 'user')).toHaveLength(1);
    expect(r.content).toBe('Checking.\n\nStarmer【0†L3】');
    expect(events.filter((e) => e.type === 'token').map((e) => (e as { text: string }).text).join('')).toBe(r.content);
    expect(r.citations[0]).toMatchObject({ cursor: 0, startLine: 3 });
  });

  it('never shows a malformed call that arrives one character at a time, and tells the model what was wrong (issue 11 leak)', async () => {
    const bad = 'Let me search.\n<tool_call>\n<function=browser.serch>\n<parameter=query>\nuk pm\n</parameter>\n</function>\n</tool_call>';
    const good = '<tool_call>\n<function=browser.search>\n<parameter=query>\nuk pm\n</parameter>\n</function>\n</tool_call>';
    const client = new FakeClient([{ chunks: Array.from(bad) }, { chunks: Array.from(good) }, { chunks: ['Starmer【0†L3】'] }]);
    const { promise, env, events } = run(client);
    const r = await promise;
    const shown = events.filter((e) => e.type === 'token').map((e) => (e as { text: string }).text).join('');
    expect(shown).not.toMatch(/nction|parameter|<fu|tool_call/);
    expect(r.content).toMatch(/^Let me search\.\s+Starmer【0†L3】$/);
    const answered = client.requests[1]!.messages.at(-1)!;
    expect(answered).toMatchObject({ role: 'tool', content: expect.stringContaining('there is no tool named "browser.serch"') });
    expect(env.searches).toEqual([{ query: 'uk pm', count: 10 }]);
  });

  it('keeps the partial answer and resolves when the model fails mid-stream', async () => {
    const client = new FakeClient([{ chunks: ['The answer', ' is'], fail: new SidelightError('bad-response', 'The model’s reply stopped before it finished.') }]);
    const { promise, events } = run(client);
    const r = await promise;
    expect(r.content).toBe('The answer is');
    expect(events.at(-1)).toEqual({ type: 'error', error: expect.objectContaining({ code: 'bad-response' }), partialContent: 'The answer is' });
    expect(r.messages.at(-1)).toEqual({ role: 'assistant', content: 'The answer is' });
  });

  it('ends with done stopped:true and the partial text when the user presses Stop', async () => {
    const ctrl = new AbortController();
    const client = new FakeClient([{ chunks: ['one ', 'two ', 'three ', 'four'], delayMs: 20 }]);
    const events: AgentEvent[] = [];
    const { promise } = run(client, {
      signal: ctrl.signal,
      onEvent: (e) => {
        events.push(e);
        if (e.type === 'token' && e.text === 'two ') ctrl.abort();
      },
    });
    const r = await promise;
    expect(r.content).toBe('one two ');
    expect(events.at(-1)).toEqual({ type: 'done', content: 'one two ', citations: [], stopped: true });
  });

  it('answers a tool call cut short by Stop so the stored history stays valid', async () => {
    const ctrl = new AbortController();
    const env = {
      ...stubEnv(),
      open: (_req: unknown, signal: AbortSignal) =>
        new Promise<never>((_r, reject) => {
          if (signal.aborted) reject(new SidelightError('aborted', 'Stopped.'));
          signal.addEventListener('abort', () => reject(new SidelightError('aborted', 'Stopped.')));
        }),
    };
    const client = new FakeClient([{ calls: [{ name: 'browser.open', arguments: { id: PM_PAGE.url } }] }]);
    const { promise } = run(client, { env, signal: ctrl.signal, onEvent: (e) => e.type === 'page-opening' && ctrl.abort() });
    const r = await promise;
    expect(r.messages.at(-1)).toEqual({ role: 'tool', content: 'Error: stopped by the user.', toolCallId: 'c0_0', name: 'browser.open' });
  });

  it('shortens older views first when the context is small, with a visible note', async () => {
    const long = Array.from({ length: 120 }, (_, i) => `Line ${i} of a long page about the prime minister and the cabinet.`);
    const big = { ...PM_PAGE, lines: long };
    const env = { ...stubEnv([big]) };
    const client = new FakeClient([
      { calls: [{ name: 'browser.open', arguments: { id: PM_PAGE.url } }] },
      { calls: [{ name: 'browser.open', arguments: { loc: 50 } }] },
      { chunks: ['ok'] },
    ]);
    const { promise, events } = run(client, { env, contextLength: 3000, settings: settings({ viewWords: 600 }), earlierUrls: [PM_PAGE.url] });
    await promise;
    const last = client.requests[2]!.messages.filter((m) => m.role === 'tool').map((m) => m.content);
    expect(last[0]).toMatch(/^\[0\] Prime Minister - GOV\.UK\n\(.*\)\n\*\*viewing lines \[1 - \d+\] of 120\*\*\n\[view shortened: .*cursor 0/);
    expect(last[1]).toMatch(/^\[1\] Prime Minister[\s\S]*L50: Line 49/);
    expect(noticeWords(events).some((n) => /3000-token context: 1 earlier page view\(s\) shortened/.test(n))).toBe(true);
  });

  it('says so when the model ends without any answer text', async () => {
    const { promise, events } = run(new FakeClient([{ chunks: [] }]));
    await promise;
    expect(noticeWords(events)).toContainEqual(expect.stringMatching(/finished without writing an answer/));
  });

  it('offers web_search and web_fetch under that profile', async () => {
    const client = new FakeClient([{ calls: [{ name: 'web_search', arguments: { query: 'pm' } }] }, { chunks: ['ok'] }]);
    const { promise } = run(client, { settings: settings({}, { toolProfile: 'web_search' }) });
    const r = await promise;
    expect(client.requests[0]!.tools.map((t) => t.name)).toEqual(['web_search', 'web_fetch']);
    expect(r.messages[2]!.content).toMatch(/^Search results for: pm\n\n1\. Prime Minister - GOV\.UK/);
  });

  it('works through an OpenAI-compatible server that refuses dotted tool names', async () => {
    const server = await startModelServer({
      rejectDottedToolNames: true,
      turns: [{ toolCalls: [{ name: 'browser.search', arguments: { query: 'pm' } }] }, { content: 'Answer【0†L3】' }],
    });
    try {
      const { promise, events } = run(new OpenAiClient({ baseUrl: server.url, style: 'openai' }));
      const r = await promise;
      expect(events).toContainEqual(expect.objectContaining({ type: 'tool-call', name: 'browser.search' }));
      expect(r.citations).toHaveLength(1);
      const chats = server.requests.filter((q) => q.path === '/v1/chat/completions');
      expect(chats.at(-1)!.body.messages.at(-2).tool_calls[0].function.name).toBe('browser_search');
    } finally {
      await server.close();
    }
  });
});
