/**
 * A page the user attached is the message's first document: the real Ollama client against the
 * scripted model server, real tools, and an environment that fails the test if the page is fetched
 * again (the attached copy is what the user saw).
 */
import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it } from 'vitest';
import { runAgent } from '../../../src/core/agent/agent-loop';
import type { AgentEvent } from '../../../src/core/agent/events';
import type { BrowserEnv } from '../../../src/core/browser/env';
import { findInDocument } from '../../../src/core/document/views/find';
import { htmlToDocument } from '../../../src/core/document/html-to-document';
import { renderView } from '../../../src/core/document/views/view';
import { createModelClient } from '../../../src/core/model/create-client';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/shared/settings';
import { startModelServer, type ModelServer, type ScriptedTurn } from '../../support/model-server';

const URL_ = 'https://moon.example/tidal-locking';
const HTML = `<!doctype html><html><head><title>Tidal locking - Moon facts</title></head><body><article>
<h1>Tidal locking</h1>
<p>Tidal locking is the situation in which an astronomical body always shows the same face to the body it orbits.</p>
<p>The effect arises because gravity raises tidal bulges, and friction drags those bulges until the spin matches the orbit.</p>
<h2>The Moon</h2>
<p>The Moon's rotation and orbital period are equal, a state called synchronous rotation, so one hemisphere always faces Earth.
See <a href="https://en.wikipedia.org/wiki/Libration">Wikipedia's libration page</a>.</p>
<h2>Other bodies</h2>
<p>Pluto and Charon are mutually tidally locked.</p>
</article></body></html>`;

const page = htmlToDocument(parseHTML(HTML).document as unknown as Document, URL_);

const noFetch: BrowserEnv = {
  search: () => Promise.reject(new Error('the test did not expect a search')),
  open: (req) => Promise.reject(new Error(`the attached page was fetched again: ${req.url}`)),
};

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function run(turns: ScriptedTurn[], settings: Settings = DEFAULT_SETTINGS) {
  server = await startModelServer({ turns });
  const events: AgentEvent[] = [];
  const result = await runAgent({
    client: createModelClient({ baseUrl: server.url, style: 'ollama' }),
    model: 'scripted-model',
    history: [],
    userMessage: 'Summarise this page',
    attachments: [page],
    env: noFetch,
    settings,
    signal: new AbortController().signal,
    onEvent: (e) => events.push(e),
  });
  const chats = server.requests.filter((r) => r.path === '/api/chat').map((r) => r.body);
  return { result, events, chats };
}

describe('an attached page', () => {
  it('is shown to the model as its own browser.open of cursor 0, with the exact view', async () => {
    const { result, events, chats } = await run([{ content: 'It is about tidal locking【0†L3】.' }]);
    const view = renderView(page, { cursor: 0, startLine: 1, maxWords: DEFAULT_SETTINGS.browsing.viewWords }).text;
    expect(view.split('\n').slice(0, 3)).toEqual(['[0] Tidal locking - Moon facts', `(${URL_})`, `**viewing lines [1 - ${page.lines.length}] of ${page.lines.length}**`]);

    const sent = chats[0].messages;
    expect(sent.map((m: { role: string }) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(sent[1].content).toBe('Summarise this page');
    expect(sent[2].tool_calls.map((c: { function: unknown }) => c.function)).toEqual([{ name: 'browser.open', arguments: { id: URL_ } }]);
    expect(sent[3].tool_name).toBe('browser.open');
    expect(sent[3].content).toBe(view);

    expect(result.session.entries[0]?.doc).toBe(page);
    expect(events.findIndex((e) => e.type === 'page-attached')).toBeLessThan(events.findIndex((e) => e.type === 'model-start'));
    expect(events).toContainEqual({ type: 'page-attached', url: URL_, title: 'Tidal locking - Moon facts', lineCount: page.lines.length, cursor: 0, view });
    // Stored with the chat, so the message list replays as the model saw it.
    expect(result.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant']);
  });

  it('resolves citations of cursor 0 to the attached URL with a text fragment', async () => {
    const { result } = await run([{ content: 'Tidal bulges cause it【0†L3】.', chunkSize: 3 }]);
    expect(result.citations).toHaveLength(1);
    const c = result.citations[0]!;
    expect([c.marker, c.cursor, c.url, c.host, c.startLine, c.endLine]).toEqual(['【0†L3】', 0, URL_, 'moon.example', 3, 3]);
    expect(c.lines).toEqual([page.lines[2]]);
    expect(c.lines[0]).toContain('gravity raises tidal bulges');
    expect(c.fragment).toMatch(/^#:~:text=/);
  });

  it('can be searched with browser.find and scrolled with browser.open at cursor 0', async () => {
    const line = findInDocument(page, 'synchronous rotation', 1)!;
    expect(line).toBeGreaterThan(2);
    const { result, chats } = await run([
      { toolCalls: [{ name: 'browser.find', arguments: { pattern: 'synchronous rotation', cursor: 0 } }] },
      { toolCalls: [{ name: 'browser.open', arguments: { cursor: 0, loc: line } }] },
      { content: `The Moon is locked【1†L${line}】【2†L${line}】.` },
    ]);
    const found = chats[1].messages.at(-1).content as string;
    expect(found.split('\n')[0]).toBe('[1] Find results for “synchronous rotation” in “Tidal locking - Moon facts”');
    expect(found).toContain(`L${line}: ${page.lines[line - 1]}`);
    const scrolled = chats[2].messages.at(-1).content as string;
    expect(scrolled).toBe(renderView(page, { cursor: 2, startLine: line, maxWords: DEFAULT_SETTINGS.browsing.viewWords }).text);
    expect(result.citations.map((c) => c.url)).toEqual([URL_, URL_]);
  });

  it('counts its URL and links as known, so opening them is not flagged as invented', async () => {
    const { result } = await run([{ content: 'Done.' }]);
    expect(result.session.known.has(URL_)).toBe(true);
    expect(result.session.known.has('https://en.wikipedia.org/wiki/Libration')).toBe(true);
  });

  it('is offered as web_fetch under the web_search tool profile', async () => {
    const settings: Settings = { ...DEFAULT_SETTINGS, model: { ...DEFAULT_SETTINGS.model, toolProfile: 'web_search' } };
    const { chats, result } = await run([{ content: 'Locked【0†L3】.' }], settings);
    expect(chats[0].messages[2].tool_calls[0].function).toEqual({ name: 'web_fetch', arguments: { url: URL_ } });
    expect(result.citations[0]?.url).toBe(URL_);
  });
});
