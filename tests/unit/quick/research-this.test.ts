/**
 * Research this: the agent loop continues a Quick answer with what it read. The panel stores the
 * answer's session documents per turn (saveTurnDocuments) and earlier-urls.ts reads them back for
 * the next turn, so a page Quick opened opens again without asking; the excerpts the model saw are in
 * the stored messages as a user turn, which any server replays (no tool messages).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { runAgent } from '../../../src/core/agent/agent-loop';
import type { OpenQuestion } from '../../../src/core/browser/open-provenance';
import { runQuickAnswer } from '../../../src/core/quick/quick-answer';
import { agentSettingsFrom } from '../../../src/shared/agent-settings-from';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';
import { earlierUrls } from '../../../src/sidepanel/agent/earlier-urls';
import { newTurn } from '../../../src/sidepanel/conversation/reducer';
import { saveTurnDocuments } from '../../../src/sidepanel/state/conversation-store';
import { FakeClient } from '../agent/fake-client';
import { FACT, FACT_LINE, QUESTION, quickWorld } from './quick-world';

// The panel's state modules load the extension API at import; nothing here calls it.
vi.mock('webextension-polyfill', () => ({ default: {} }));

const settings = agentSettingsFrom(DEFAULT_SETTINGS);

describe('Research this after a Quick answer', () => {
  it('reopens the pages Quick read without asking, with the excerpts in the history the agent sends', async () => {
    const env = quickWorld();
    const quick = await runQuickAnswer({
      client: new FakeClient([{ chunks: ['The excerpts do not say.'] }], 8192),
      model: 'fake',
      history: [],
      userMessage: QUESTION,
      env,
      settings,
      signal: new AbortController().signal,
      onEvent: () => undefined,
    });
    const read = quick.session.entries.slice(1).map((e) => e.doc.url);
    expect(read).toHaveLength(5);

    // What the panel does with the finished turn, and reads back for the next one.
    const turn = { ...newTurn('t1', QUESTION, 'fake', 0), answer: quick.content, status: 'done' as const };
    expect(await saveTurnDocuments('conv-quick', turn.id, quick.session.entries)).toBeNull();
    const urls = await earlierUrls('conv-quick', [turn]);
    expect(urls).toEqual(expect.arrayContaining(read));

    const asked: OpenQuestion[] = [];
    const research = (history: typeof quick.messages, earlier: string[]) => {
      const agent = new FakeClient([{ calls: [{ name: 'browser.open', arguments: { id: read[2]! } }] }, { chunks: ['Done.'] }], 8192);
      const done = runAgent({
        client: agent,
        model: 'fake',
        history,
        userMessage: 'Research this',
        env,
        settings,
        signal: new AbortController().signal,
        onEvent: () => undefined,
        earlierUrls: earlier,
        askToOpen: async (q) => {
          asked.push(q);
          return 'deny';
        },
      });
      return done.then(() => agent);
    };
    // By the stored documents alone (a history of question and answer only, as the panel builds it today).
    await research([{ role: 'user', content: QUESTION }, { role: 'assistant', content: quick.content }], urls);
    expect(asked).toEqual([]);
    expect(env.opened.at(-1)).toBe(read[2]);
    // By the stored messages alone: the excerpts' headers name the pages.
    env.opened.length = 0;
    const agent = await research(quick.messages, []);
    expect(asked).toEqual([]);
    expect(env.opened).toEqual([read[2]]);
    const sent = agent.requests[0]!.messages;
    expect(sent.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent[1]!.content).toContain(`L${FACT_LINE}: ${FACT}`);
  });

  it('still asks for an address no earlier turn read', async () => {
    const asked: OpenQuestion[] = [];
    const env = quickWorld();
    await runAgent({
      client: new FakeClient([{ calls: [{ name: 'browser.open', arguments: { id: 'https://bavaria.example/2' } }] }, { chunks: ['Done.'] }], 8192),
      model: 'fake',
      history: [],
      userMessage: 'Research this',
      env,
      settings,
      signal: new AbortController().signal,
      onEvent: () => undefined,
      earlierUrls: await earlierUrls('conv-none', [{ ...newTurn('t9', 'x', 'fake', 0), answer: 'y' }]),
      askToOpen: async (q) => {
        asked.push(q);
        return 'deny';
      },
    });
    expect(asked.map((q) => q.url)).toEqual(['https://bavaria.example/2']);
    expect(env.opened).toEqual([]);
  });
});
