/**
 * A whole answer in Node: the real Ollama client against the scripted model server, the real tools,
 * and a BrowserEnv that builds real documents (results page via resultsToDocument, pages from HTML
 * via htmlToDocument + linkedom). Asserts on what the model was sent and on the resolved citations.
 */
import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it } from 'vitest';
import { runAgent } from '../../../src/core/agent/agent-loop';
import type { AgentEvent } from '../../../src/core/agent/events';
import type { BrowserEnv } from '../../../src/core/browser/env';
import { findInDocument } from '../../../src/core/document/views/find';
import { htmlToDocument } from '../../../src/core/document/html-to-document';
import type { PageDocument } from '../../../src/core/document/types';
import { renderView } from '../../../src/core/document/views/view';
import { SidelightError } from '../../../src/core/errors';
import { createModelClient } from '../../../src/core/model/create-client';
import { resultsToDocument } from '../../../src/core/search/results-document';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';
import { startModelServer, type ModelServer } from '../../support/model-server';

const TIDAL_URL = 'https://moon.example/tidal-locking';
const TIDAL_HTML = `<!doctype html><html><head><title>Tidal locking - Moon facts</title></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article>
<h1>Tidal locking</h1>
<p>Tidal locking is the situation in which an astronomical body always shows the same face to the body it orbits.
The effect arises because gravity raises tidal bulges, and friction drags those bulges until the spin matches the orbit.
Over millions of years this torque slows the spin of the smaller body.</p>
<h2>The Moon</h2>
<p>The Moon's rotation and orbital period are equal, a state called synchronous rotation, so one hemisphere always faces Earth.
This is why, from Earth, we only ever see about 59 percent of the lunar surface thanks to libration, described on
<a href="https://en.wikipedia.org/wiki/Libration">Wikipedia's libration page</a>.</p>
<h2>Other bodies</h2>
<p>Pluto and Charon are mutually tidally locked. Many exoplanets close to their stars are thought to be locked as well.</p>
</article></body></html>`;

const SEARCH_RESULTS = [
  { title: 'Tidal locking - Moon facts', url: TIDAL_URL, snippet: 'Tidal locking is when a body always shows the same face to the body it orbits.' },
  { title: 'Why we see one side of the Moon', url: 'https://sky.example/one-side', snippet: 'The near side of the Moon faces Earth because of synchronous rotation.' },
];

/** What the side panel's background messaging does, done directly with the core code. */
function fixtureEnv(): BrowserEnv & { opened: string[] } {
  const opened: string[] = [];
  return {
    opened,
    async search(req) {
      return resultsToDocument({ query: req.query, providerId: 'searxng', pageUrl: `https://searx.example/search?q=${encodeURIComponent(req.query)}`, results: SEARCH_RESULTS.slice(0, req.count), notes: [], errors: [] }, 0);
    },
    async open(req) {
      opened.push(req.url);
      if (req.url !== TIDAL_URL) throw new SidelightError('http', `HTTP 404 for ${req.url}`, { status: 404 });
      return htmlToDocument(parseHTML(TIDAL_HTML).document as unknown as Document, TIDAL_URL);
    },
  };
}

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('a full search → open → find → answer turn', () => {
  it('sends the model exact views and resolves the citations of its answer', async () => {
    const env = fixtureEnv();
    // The page and the match line the scripted model will cite, computed from the same pipeline.
    const page: PageDocument = await env.open({ url: TIDAL_URL, origin: 'model' }, new AbortController().signal);
    env.opened.length = 0;
    const matchLine = findInDocument(page, 'synchronous rotation', 1)!;
    expect(matchLine).toBeGreaterThan(1);
    const answer = `The Moon is tidally locked: its spin equals its orbit【2†L${matchLine}】, caused by tidal friction【1†L3-L4】. 【9†L1】 stays text.`;

    server = await startModelServer({
      turns: [
        { thinking: 'I should search.', toolCalls: [{ name: 'browser.search', arguments: { query: 'moon tidal locking', topn: 2 } }] },
        { toolCalls: [{ name: 'browser.open', arguments: { id: 0, cursor: 0 } }] },
        { toolCalls: [{ name: 'browser.find', arguments: { pattern: 'synchronous rotation' } }] },
        { content: answer, chunkSize: 5 },
      ],
    });
    const client = createModelClient({ baseUrl: server.url, style: 'ollama' });
    const events: AgentEvent[] = [];
    const settings = { ...DEFAULT_SETTINGS, model: { ...DEFAULT_SETTINGS.model, model: 'scripted-model' } };
    const result = await runAgent({
      client,
      model: 'scripted-model',
      history: [],
      userMessage: 'Why do we always see the same side of the Moon?',
      env,
      settings,
      signal: new AbortController().signal,
      onEvent: (e) => events.push(e),
      now: new Date(2025, 0, 15),
    });

    // What the model was sent, request by request.
    const chats = server.requests.filter((r) => r.path === '/api/chat').map((r) => r.body);
    expect(chats).toHaveLength(4);
    expect(chats[0].messages[0].content).toContain('Current date: 2025-01-15');
    expect(chats[0].options.num_ctx).toBe(8192); // min(setting, model's trained window): Ollama's window is what we ask for
    expect(chats[0].tools.map((t: { function: { name: string } }) => t.function.name)).toEqual(['browser.search', 'browser.open', 'browser.find']);

    const searchView = chats[1].messages.at(-1);
    expect(searchView.role).toBe('tool');
    expect(searchView.tool_name).toBe('browser.search');
    expect(searchView.content).toBe(
      [
        '[0] Web search for “moon tidal locking”',
        '(https://searx.example/search?q=moon%20tidal%20locking)',
        '**viewing lines [1 - 7] of 7**',
        '',
        'L1: # Search Results',
        'L2:',
        'L3:   * 【0†Tidal locking - Moon facts†moon.example】',
        'L4: Tidal locking is when a body always shows the same face to the body it orbits.',
        'L5:',
        'L6:   * 【1†Why we see one side of the Moon†sky.example】',
        'L7: The near side of the Moon faces Earth because of synchronous rotation.',
      ].join('\n'),
    );
    expect(chats[1].messages.at(-2).tool_calls[0].function).toEqual({ name: 'browser.search', arguments: { query: 'moon tidal locking', topn: 2 } });

    const pageView = chats[2].messages.at(-1).content as string;
    expect(pageView).toBe(renderView(page, { cursor: 1, startLine: 1, maxWords: settings.browsing.viewWords }).text);
    expect(pageView.split('\n').slice(0, 3)).toEqual(['[1] Tidal locking - Moon facts', `(${TIDAL_URL})`, `**viewing lines [1 - ${page.lines.length}] of ${page.lines.length}**`]);
    expect(pageView).toContain('【0†Wikipedia\'s libration page†en.wikipedia.org】');

    const findView = chats[3].messages.at(-1).content as string;
    expect(findView.split('\n').slice(0, 5)).toEqual([
      '[2] Find results for “synchronous rotation” in “Tidal locking - Moon facts”',
      `(${TIDAL_URL})`,
      expect.stringMatching(new RegExp(`^\\*\\*viewing lines \\[${matchLine} - \\d+\\] of ${page.lines.length}\\*\\*$`)),
      '',
      `L${matchLine}: ${page.lines[matchLine - 1]}`,
    ]);

    // What the user gets.
    expect(env.opened).toEqual([TIDAL_URL]);
    expect(result.content).toBe(answer);
    expect(result.citations.map((c) => [c.marker, c.url, c.host, c.startLine, c.endLine])).toEqual([
      [`【2†L${matchLine}】`, TIDAL_URL, 'moon.example', matchLine, matchLine],
      ['【1†L3-L4】', TIDAL_URL, 'moon.example', 3, 4],
    ]);
    expect(result.citations[0]!.lines.join(' ')).toContain('synchronous rotation');
    expect(result.citations[0]!.fragment).toMatch(/^#:~:text=[^,]+,[^,]+$/);
    expect(result.citations[0]!.title).toBe('Tidal locking - Moon facts');

    expect(events.filter((e) => !['token', 'thinking'].includes(e.type)).map((e) => e.type)).toEqual([
      'model-start',
      'tool-call',
      'search-started',
      'search-finished',
      'model-start',
      'tool-call',
      'page-opening',
      'page-opened',
      'model-start',
      'tool-call',
      'find',
      'model-start',
      // One as each valid marker completes while streaming (【9†L1】 resolves to nothing), then the final list.
      'citations',
      'citations',
      'citations',
      'done',
    ]);
    expect(events).toContainEqual({ type: 'page-opening', step: 2, url: TIDAL_URL, invented: false });
    expect(events).toContainEqual(expect.objectContaining({ type: 'search-finished', step: 1, resultCount: 2, cursor: 0 }));
    expect(events.filter((e) => e.type === 'thinking').map((e) => (e as { text: string }).text).join('')).toBe('I should search.');
    expect(events.filter((e) => e.type === 'token').map((e) => (e as { text: string }).text).join('')).toBe(answer);
    expect(result.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant', 'tool', 'assistant', 'tool', 'assistant']);
  });
});
