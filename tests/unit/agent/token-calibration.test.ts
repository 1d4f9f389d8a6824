import { afterEach, describe, expect, it } from 'vitest';
import { noticeWords } from '../../support/notice-words';
import { runAgent } from '../../../src/core/agent/agent-loop';
import type { AgentEvent } from '../../../src/core/agent/events';
import { recordPromptCount, tokenRatio } from '../../../src/core/agent/token-calibration';
import { createModelClient } from '../../../src/core/model/create-client';
import { MemoryModeStore, modeKey, type ModelMode } from '../../../src/core/model/model-modes';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/shared/settings';
import { startModelServer, type ModelServer, type ModelServerOptions } from '../../support/model-server';
import { page, stubEnv } from '../browser/fixtures';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('recordPromptCount', () => {
  it('converges on the server’s ratio and keeps it', () => {
    const mode: ModelMode = { tools: 'native', think: 'on' };
    expect(tokenRatio(mode)).toBe(1);
    expect(recordPromptCount(mode, 1000, 1300)).toBe('calibrated');
    expect(tokenRatio(mode)).toBeCloseTo(1.3);
    // Noisy counts around 1.2 pull it there.
    for (const reported of [1190, 1210, 1200, 1205, 1195, 1200]) recordPromptCount(mode, 1000, reported);
    expect(tokenRatio(mode)).toBeGreaterThan(1.19);
    expect(tokenRatio(mode)).toBeLessThan(1.21);
    expect(mode.tokenSamples).toBe(7);
  });

  it('ignores counts that cannot be the whole prompt', () => {
    const mode: ModelMode = { tools: 'native', think: 'on', tokenRatio: 1.2, tokenSamples: 3 };
    expect(recordPromptCount(mode, 5000, 42)).toBe('ignored'); // only the uncached tail
    expect(recordPromptCount(mode, 5000, undefined)).toBe('ignored');
    expect(tokenRatio(mode)).toBe(1.2);
  });

  it('reads a count at the window’s edge as a cut prompt and raises the ratio past it', () => {
    const mode: ModelMode = { tools: 'native', think: 'on' };
    expect(recordPromptCount(mode, 3000, 4096, { window: 4096, edge: 0 })).toBe('truncated');
    expect(3000 * tokenRatio(mode)).toBeGreaterThan(4096);
    // Ollama left out the question and the call after it (server/prompt.go): the rest just fits, below the window.
    const dropped: ModelMode = { tools: 'native', think: 'on' };
    expect(recordPromptCount(dropped, 3000, 4050, { window: 4096, edge: 80 })).toBe('truncated');
    expect(recordPromptCount({ tools: 'native', think: 'on' }, 3000, 4000, { window: 4096, edge: 80 })).toBe('calibrated');
  });

  it('reads a count that fell while the prompt grew as a cut, and does not learn from it', () => {
    const mode: ModelMode = { tools: 'native', think: 'on', tokenRatio: 1.1, tokenSamples: 2 };
    // The prompt grew by 2000 estimated tokens, but the server counted fewer than the round before: it left out old pages.
    expect(recordPromptCount(mode, 5000, 2500, { window: 8192, edge: 60, grewFrom: { estimated: 3000, reported: 3300 } })).toBe('truncated');
    expect(mode.tokenSamples).toBe(2);
    expect(5000 * tokenRatio(mode)).toBeGreaterThan(8192);
    // The same count without the cut check would have dragged the ratio down to 0.5.
    const naive: ModelMode = { tools: 'native', think: 'on', tokenRatio: 1.1, tokenSamples: 2 };
    recordPromptCount(naive, 5000, 2500);
    expect(tokenRatio(naive)).toBeLessThan(0.85);
    // A count that grew with the prompt is learnt from.
    expect(recordPromptCount(mode, 5000, 5400, { window: 8192, edge: 60, grewFrom: { estimated: 3000, reported: 3300 } })).toBe('calibrated');
  });
});

// Prose the way pages read, with the symbols views carry; the o200k tokenizer counts it differently from 4 chars a token.
const LINES = Array.from(
  { length: 400 },
  (_, i) => `L${i}: The committee’s report (2024, p. ${i}) found that 37.${i % 10} % of “small-scale” installations — 【${i % 7}†solar†example.org】 — exceeded targets.`,
);
const LONG = page('https://example.org/report', 'Report on installations', LINES);
// Identifiers and hashes: the estimate takes each for one word, a real tokenizer needs about four tokens.
let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const code = () => Array.from({ length: 8 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(rnd() * 20)]).join('');
const TABLE = page(
  'https://example.org/figures',
  'Installation codes',
  Array.from({ length: 400 }, (_, i) => `Site ${i}: ${Array.from({ length: 8 }, code).join(' ')}`),
);

function settings(model: Partial<Settings['model']> = {}): Settings {
  return {
    ...DEFAULT_SETTINGS,
    model: { ...DEFAULT_SETTINGS.model, model: 'scripted-model', ...model },
    browsing: { ...DEFAULT_SETTINGS.browsing, viewWords: 2000 },
  };
}

async function answer(style: 'ollama' | 'openai', opts: ModelServerOptions, modes: MemoryModeStore, s: Settings) {
  const events: AgentEvent[] = [];
  const result = await runAgent({
    client: createModelClient({ baseUrl: server!.url, style }),
    model: 'scripted-model',
    history: [],
    userMessage: 'What share of installations exceeded targets?',
    env: stubEnv([LONG, TABLE]),
    settings: s,
    signal: new AbortController().signal,
    onEvent: (e) => events.push(e),
    modes,
    server: server!.url,
    // Read in an earlier message, so the scripted opens go ahead without asking.
    earlierUrls: [LONG.url, TABLE.url],
  });
  return { result, events, mode: await modes.get(modeKey(server!.url, 'scripted-model')) };
}

const notices = noticeWords;

describe('token counts calibrated by the server', () => {
  it('learns the ratio from usage.prompt_tokens and keeps it for the next answer', async () => {
    const turns = [{ toolCalls: [{ name: 'browser.open', arguments: { id: LONG.url } }] }, { content: 'About 37 %.' }];
    server = await startModelServer({ countTokens: true, turns: [...turns, ...turns] });
    const modes = new MemoryModeStore();
    const first = await answer('openai', {}, modes, settings());
    expect(first.result.content).toBe('About 37 %.');
    expect(first.mode?.tokenSamples).toBe(2);
    const ratio = first.mode!.tokenRatio!;
    expect(ratio).not.toBeCloseTo(1, 2);
    const second = await answer('openai', {}, modes, settings());
    expect(second.mode?.tokenSamples).toBe(4);
    expect(second.mode!.tokenRatio!).toBeCloseTo(ratio, 1);
  });

  it('says when Ollama cut the prompt silently, and shortens earlier pages from then on', async () => {
    server = await startModelServer({
      countTokens: true,
      turns: [
        { toolCalls: [{ name: 'browser.open', arguments: { id: TABLE.url } }] },
        { toolCalls: [{ name: 'browser.find', arguments: { pattern: 'Site 300' } }] },
        { content: 'About 37 %.' },
      ],
    });
    // A window the estimate thinks the page fits in, but the real tokenizer does not.
    const { result, events } = await answer('ollama', {}, new MemoryModeStore(), settings({ contextSize: 6144 }));
    expect(result.content).toBe('About 37 %.');
    const said = notices(events);
    expect(said.some((n) => /^Ollama cut this prompt to the model’s 6144-token window without saying so/.test(n))).toBe(true);
    expect(said.some((n) => /earlier page view\(s\) shortened/.test(n))).toBe(true);
  });

  it('says when the output limit cut the answer', async () => {
    server = await startModelServer({ turns: [{ content: 'The share was', finishReason: 'length' }] });
    const { events } = await answer('openai', {}, new MemoryModeStore(), settings());
    expect(notices(events)).toContain(
      'The answer was cut at the model’s output limit. Ask it to continue, or raise the server’s output limit (Ollama num_predict, llama.cpp -n, max_tokens).',
    );
  });
});
