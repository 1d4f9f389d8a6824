import { afterEach, describe, expect, it } from 'vitest';
import { noticeWords } from '../../support/notice-words';
import { runAgent, type RunAgentOptions } from '../../../src/core/agent/agent-loop';
import type { AgentEvent } from '../../../src/core/agent/events';
import { createModelClient } from '../../../src/core/model/create-client';
import { MemoryModeStore, modeKey } from '../../../src/core/model/model-modes';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';
import { startModelServer, type ModelServer, type ModelServerOptions } from '../../support/model-server';
import { PM_PAGE, stubEnv } from '../browser/fixtures';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const SCRIPT: ModelServerOptions['turns'] = [
  { toolCalls: [{ name: 'browser.search', arguments: { query: 'uk pm' } }], chunkSize: 1 },
  { toolCalls: [{ name: 'browser.open', arguments: { id: 0 } }], chunkSize: 1 },
  { content: 'It is Keir Starmer【1†L6】.' },
];

async function answer(style: 'ollama' | 'openai', modes: MemoryModeStore, over: Partial<RunAgentOptions> = {}) {
  const events: AgentEvent[] = [];
  const result = await runAgent({
    client: createModelClient({ baseUrl: server!.url, style }),
    model: 'scripted-model',
    history: [],
    userMessage: 'Who is the UK prime minister?',
    env: stubEnv(),
    settings: { ...DEFAULT_SETTINGS, model: { ...DEFAULT_SETTINGS.model, reasoning: 'medium' } },
    signal: new AbortController().signal,
    onEvent: (e) => events.push(e),
    modes,
    server: server!.url,
    ...over,
  });
  return { result, events };
}

const chats = () => server!.requests.filter((q) => q.path === '/api/chat' || q.path === '/v1/chat/completions').map((q) => q.body);
const notices = noticeWords;

describe('answers through servers that refuse native tools or thinking', () => {
  const personas: [ModelServerOptions['persona'], 'ollama' | 'openai', number][] = [
    // [persona, API style, requests refused in the first answer]
    ['ollama-no-tools', 'ollama', 0], // capabilities say so up front
    ['ollama-no-tools-no-capabilities', 'ollama', 1],
    ['vllm-no-auto-tools', 'openai', 1],
    ['llamacpp-no-jinja', 'openai', 1],
  ];
  for (const [persona, style, refused] of personas) {
    it(`searches, opens and cites via text tools, and the next answer starts right (${persona})`, async () => {
      server = await startModelServer({ persona, turns: [...SCRIPT!, ...SCRIPT!] });
      const modes = new MemoryModeStore();
      const first = await answer(style, modes);
      expect(first.result.content).toBe('It is Keir Starmer【1†L6】.');
      expect(first.result.citations).toHaveLength(1);
      expect(first.events.filter((e) => e.type === 'tool-call').map((e) => (e as { name: string }).name)).toEqual(['browser.search', 'browser.open']);
      expect(notices(first.events).some((n) => n.startsWith('Tools via text for this model'))).toBe(true);
      // The calls written as text never reach the user.
      expect(first.events.filter((e) => e.type === 'token').map((e) => (e as { text: string }).text).join('')).not.toContain('tool_call');
      expect(chats()).toHaveLength(3 + refused);
      expect(chats().filter((b) => b.tools?.length)).toHaveLength(refused);
      expect((await modes.get(modeKey(server.url, 'scripted-model')))?.tools).toBe('text');

      // The second answer pays for no refused request.
      const second = await answer(style, modes);
      expect(second.result.content).toBe('It is Keir Starmer【1†L6】.');
      expect(chats()).toHaveLength(6 + refused);
      expect(chats().slice(3 + refused).every((b) => b.tools === undefined)).toBe(true);
      expect(notices(second.events)[0]).toMatch(/^Tools via text for this model/);
      // Each says which server setting brings native tools back.
      const advice = (<Record<string, RegExp>>{ 'ollama-no-tools': /no tool support in Ollama/, 'ollama-no-tools-no-capabilities': /no tool support in Ollama/, 'vllm-no-auto-tools': /start vLLM with --enable-auto-tool-choice --tool-call-parser/, 'llamacpp-no-jinja': /start llama-server with --jinja/ })[persona!];
      expect(notices(second.events)[0]).toMatch(advice!);
      expect(notices(first.events).join(' ')).toMatch(advice!);
    });
  }

  it('stops asking for thinking once Ollama refused it, keeping native tools', async () => {
    server = await startModelServer({ persona: 'ollama-no-thinking', turns: SCRIPT });
    // No capabilities lookup here: the refusal alone must teach it.
    const client = createModelClient({ baseUrl: server.url, style: 'ollama' });
    Object.defineProperty(client, 'capabilities', { value: undefined });
    const modes = new MemoryModeStore();
    const { result, events } = await answer('ollama', modes, { client });
    expect(result.content).toBe('It is Keir Starmer【1†L6】.');
    expect(chats().map((b) => 'think' in b)).toEqual([true, false, false, false]);
    expect(chats().every((b) => b.tools?.length === 3)).toBe(true);
    expect(notices(events)).toEqual([expect.stringMatching(/^Thinking is off for this model/)]);
  });

  it('keeps a Mistral template happy: every id made here is 9 alphanumerics (attachments, calls written as text)', async () => {
    server = await startModelServer({ persona: 'mistral-template', textCalls: 'mistral', turns: SCRIPT });
    const { result, events } = await answer('openai', new MemoryModeStore(), { attachments: [PM_PAGE] });
    expect(events.find((e) => e.type === 'error')).toBeUndefined();
    expect(result.content).toBe('It is Keir Starmer【1†L6】.');
    const last = chats().at(-1);
    const ids = last.messages.flatMap((m: { tool_calls?: { id: string }[]; tool_call_id?: string }) => [...(m.tool_calls ?? []).map((c) => c.id), ...(m.tool_call_id ? [m.tool_call_id] : [])]);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{9}$/);
  });

  it('gets past LM Studio’s gpt-oss template refusing a call with both text and reasoning (an error event in a 200 stream)', async () => {
    server = await startModelServer({
      persona: 'lmstudio-gpt-oss-template',
      turns: [
        { thinking: 'Search first.', content: 'Let me look that up.', toolCalls: [{ name: 'browser.search', arguments: { query: 'uk pm' } }] },
        { content: 'It is Keir Starmer【0†L3】.' },
      ],
    });
    const { result, events } = await answer('openai', new MemoryModeStore());
    expect(events.find((e) => e.type === 'error')).toBeUndefined();
    expect(result.content).toBe('Let me look that up.\n\nIt is Keir Starmer【0†L3】.');
    expect(notices(events).some((n) => n.includes('Cannot pass both content and thinking'))).toBe(true);
    const [, refused, retried] = chats();
    expect(refused.messages.some((m: { tool_calls?: unknown[] }) => m.tool_calls)).toBe(true);
    expect(retried.tools).toBeUndefined();
    expect(retried.messages.some((m: { tool_calls?: unknown[] }) => m.tool_calls)).toBe(false);
  });
});
