import { afterEach, describe, expect, it } from 'vitest';
import { runAgent } from '../../../src/core/agent/agent-loop';
import type { AgentEvent } from '../../../src/core/agent/events';
import type { BrowserEnv } from '../../../src/core/browser/env';
import type { PageDocument } from '../../../src/core/document/types';
import { createModelClient } from '../../../src/core/model/create-client';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';
import { startModelServer, type ModelServer } from '../../support/model-server';

const page: PageDocument = {
  title: 'Battery news',
  url: 'https://news.test/battery',
  lines: ['# Battery', '', 'Pilot production starts in 2027.', 'Range doubles.'],
  links: [],
  path: 'readability',
};
const env: BrowserEnv = { search: () => Promise.reject(new Error('no search')), open: () => Promise.reject(new Error('no open')) };

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('citations while the answer streams', () => {
  it('are sent as soon as each marker is complete, never after a half marker', async () => {
    const answer = 'Production starts in 2027【0†L3】 and range doubles【0†L4】, but 【5†L1】 is nothing. The end of a long answer.';
    server = await startModelServer({ turns: [{ content: answer, chunkSize: 2 }] });
    const events: AgentEvent[] = [];
    await runAgent({
      client: createModelClient({ baseUrl: server.url, style: 'ollama' }),
      model: 'scripted-model',
      history: [],
      userMessage: 'What does it say?',
      attachments: [page],
      env,
      settings: DEFAULT_SETTINGS,
      signal: new AbortController().signal,
      onEvent: (e) => events.push(e),
    });

    // Replay the stream as the side panel sees it: at each citations event, what text had arrived.
    let text = '';
    const seen: { text: string; markers: string[] }[] = [];
    for (const e of events) {
      if (e.type === 'token') {
        text += e.text;
        // A token never ends in the middle of a marker, so no half marker is ever shown as text.
        expect(text).not.toMatch(/【[^】]*$/);
      }
      if (e.type === 'citations') seen.push({ text, markers: e.citations.map((c) => c.marker) });
    }
    const doneAt = events.findIndex((e) => e.type === 'done');
    const firstCitations = events.findIndex((e) => e.type === 'citations');
    expect(firstCitations).toBeGreaterThan(-1);
    expect(firstCitations).toBeLessThan(doneAt - 1);
    expect(seen[0]!.markers).toEqual(['【0†L3】']);
    // Sent with the token (2 characters here) that completed the marker, long before the answer ended.
    const end = seen[0]!.text.indexOf('【0†L3】') + '【0†L3】'.length;
    expect(end).toBeGreaterThan('【0†L3】'.length);
    expect(seen[0]!.text.length - end).toBeLessThan(2);
    expect(seen[1]!.markers).toEqual(['【0†L3】', '【0†L4】']);
    expect(seen[1]!.text.length).toBeLessThan(answer.length);
    // The invalid one adds no event; the last is the final list.
    expect(seen).toHaveLength(3);
    expect(seen[2]!.text).toBe(answer);
    const streamed = events.find((e) => e.type === 'citations');
    expect(streamed?.type === 'citations' && streamed.citations[0]!.url).toBe(page.url);
  });
});
