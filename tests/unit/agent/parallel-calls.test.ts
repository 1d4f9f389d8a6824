import { describe, expect, it } from 'vitest';
import { runAgent } from '../../../src/core/agent/agent-loop';
import type { AgentEvent } from '../../../src/core/agent/events';
import type { BrowserEnv } from '../../../src/core/browser/env';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';
import { page, stubEnv } from '../browser/fixtures';
import { FakeClient } from './fake-client';

const URLS = ['https://a.example/one', 'https://b.example/two', 'https://c.example/three'];
const PAGES = URLS.map((u, i) => page(u, `Page ${i}`, [`Line of page ${i}.`]));

/** Opens that take `delays[i]` ms, recording when each started and finished. */
function slowEnv(delays: number[]) {
  const base = stubEnv(PAGES);
  const log: string[] = [];
  const env: BrowserEnv = {
    search: base.search,
    async open(req, signal) {
      const i = URLS.indexOf(req.url);
      log.push(`start ${i}`);
      await new Promise((r) => setTimeout(r, delays[i] ?? 0));
      log.push(`end ${i}`);
      return base.open(req, signal);
    },
  };
  return { env, log };
}

async function answer(env: BrowserEnv, calls: { name: string; arguments: Record<string, unknown> }[]) {
  const client = new FakeClient([{ calls }, { chunks: ['Done.'] }]);
  const events: AgentEvent[] = [];
  const result = await runAgent({
    client,
    model: 'fake',
    history: [],
    userMessage: `Compare these pages: ${URLS.join(' ')}`,
    env,
    settings: DEFAULT_SETTINGS,
    signal: new AbortController().signal,
    onEvent: (e) => events.push(e),
  });
  return { result, events, client };
}

describe('several calls in one round', () => {
  it('loads independent pages at once and answers in call order with cursors in call order', async () => {
    // The first page is the slowest: run one after another, it would finish first.
    const { env, log } = slowEnv([60, 10, 30]);
    const { result } = await answer(
      env,
      URLS.map((url) => ({ name: 'browser.open', arguments: { id: url } })),
    );
    expect(log.slice(0, 3)).toEqual(['start 0', 'start 1', 'start 2']);
    const tools = result.messages.filter((m) => m.role === 'tool');
    expect(tools.map((m) => m.content.split('\n')[0])).toEqual(['[0] Page 0', '[1] Page 1', '[2] Page 2']);
    expect(tools.map((m) => (m.role === 'tool' ? m.toolCallId : ''))).toEqual(['c0_0', 'c0_1', 'c0_2']);
  });

  it('waits for the calls before one that reads “the current page”', async () => {
    const { env, log } = slowEnv([30, 10, 10]);
    const { result } = await answer(env, [
      { name: 'browser.open', arguments: { id: URLS[0] } },
      { name: 'browser.find', arguments: { pattern: 'page 0' } },
      { name: 'browser.open', arguments: { id: URLS[2] } },
    ]);
    // The two opens still start together; the find in between reads the page the first one opened.
    expect(log.slice(0, 2)).toEqual(['start 0', 'start 2']);
    const tools = result.messages.filter((m) => m.role === 'tool');
    expect(tools[1]!.content).toMatch(/^\[1\] Find results for “page 0” in “Page 0”/);
    expect(tools[2]!.content).toMatch(/^\[2\] Page 2/);
  });

  it('does not load a page twice when a prefetched call is refused as a repeat', async () => {
    const { env, log } = slowEnv([5, 5, 5]);
    const { result } = await answer(env, [
      { name: 'browser.open', arguments: { id: URLS[1] } },
      { name: 'browser.open', arguments: { id: URLS[1] } },
    ]);
    expect(log.filter((l) => l === 'start 1')).toHaveLength(1);
    const tools = result.messages.filter((m) => m.role === 'tool');
    expect(tools[1]!.content).toMatch(/^Error: you already made this exact call/);
  });
});
