import { describe, expect, it } from 'vitest';
import { BrowserSession } from '../../../src/core/browser/browser-session';
import { findTool } from '../../../src/core/browser/tools/find-tool';
import { openTool } from '../../../src/core/browser/tools/open-tool';
import { searchTool } from '../../../src/core/browser/tools/search-tool';
import { toolsForProfile } from '../../../src/core/browser/tools';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';
import { PM_PAGE, allowOnce, context, knowing, stubEnv } from './fixtures';

describe('browser.search', () => {
  it('adds the results document at cursor 0 and returns its view in the exact format', async () => {
    const ctx = context();
    const view = await searchTool.run({ query: 'uk prime minister', topn: 2 }, ctx);
    expect(view).toBe(
      [
        '[0] Web search for “uk prime minister”',
        '(https://search.example/?q=uk%20prime%20minister)',
        '**viewing lines [1 - 7] of 7**',
        '',
        'L1: # Search Results',
        'L2:',
        'L3:   * 【0†Prime Minister - GOV.UK†gov.uk】',
        'L4: Sir Keir Starmer became Prime Minister on 5 July 2024.',
        'L5:',
        'L6:   * 【1†Keir Starmer - Wikipedia†en.wikipedia.org】',
        'L7: Sir Keir Rodney Starmer (born 2 September 1962) is a British politician.',
      ].join('\n'),
    );
    expect(ctx.events).toEqual([
      { type: 'search-started', step: 1, query: 'uk prime minister' },
      expect.objectContaining({ type: 'search-finished', query: 'uk prime minister', resultCount: 2, cursor: 0, view }),
    ]);
    expect((ctx.env as ReturnType<typeof stubEnv>).searches).toEqual([{ query: 'uk prime minister', count: 2 }]);
  });

  it('answers invalid arguments with an Error result, never an exception', async () => {
    const ctx = context();
    expect(await searchTool.run({}, ctx)).toBe('Error: `query` is required and must be a non-empty string.');
    expect(await searchTool.run({ query: 'x', topn: 'many' }, ctx)).toMatch(/^Error: `topn` must be a number/);
    expect(ctx.events.filter((e) => e.type === 'tool-error')).toHaveLength(2);
    expect(ctx.session.entries).toHaveLength(0);
  });

  it('turns a search failure into an Error result with the hint', async () => {
    const env = { ...stubEnv(), search: async () => Promise.reject(Object.assign(new Error('SearXNG answered 502'), {})) };
    const ctx = context({ env });
    expect(await searchTool.run({ query: 'x' }, ctx)).toBe('Error: SearXNG answered 502');
  });
});

describe('browser.open', () => {
  it('opens link `id` of the current page and makes it the new cursor', async () => {
    const ctx = context();
    await searchTool.run({ query: 'pm' }, ctx);
    const view = await openTool.run({ id: 0 }, ctx);
    expect(view.split('\n').slice(0, 5)).toEqual([
      '[1] Prime Minister - GOV.UK',
      '(https://www.gov.uk/government/ministers/prime-minister)',
      '**viewing lines [1 - 8] of 8**',
      '',
      'L1: ## Responsibilities',
    ]);
    expect(ctx.events).toContainEqual({ type: 'page-opening', step: 1, url: PM_PAGE.url, invented: false });
    expect(ctx.events).toContainEqual(expect.objectContaining({ type: 'page-opened', url: PM_PAGE.url, title: PM_PAGE.title, lineCount: 8, cursor: 1 }));
    expect(ctx.session.current).toBe(1);
  });

  it('accepts a numeric id sent as a string, and a cursor to pick the page', async () => {
    const ctx = context();
    await searchTool.run({ query: 'pm' }, ctx);
    await searchTool.run({ query: 'other' }, ctx);
    expect(await openTool.run({ id: '0', cursor: 0 }, ctx)).toMatch(/^\[2\] Prime Minister - GOV\.UK/);
  });

  it('opens a URL given as a string, flagging one the model was never shown (opened once the user allows it)', async () => {
    const ctx = context({ session: new BrowserSession('see https://www.gov.uk/government/ministers/prime-minister please') });
    await openTool.run({ id: PM_PAGE.url }, ctx);
    expect(ctx.events[0]).toEqual({ type: 'page-opening', step: 1, url: PM_PAGE.url, invented: false });
    const ctx2 = context({ askToOpen: allowOnce });
    await openTool.run({ id: PM_PAGE.url }, ctx2);
    expect(ctx2.events[0]).toEqual({ type: 'page-opening', step: 1, url: PM_PAGE.url, invented: true });
  });

  it('scrolls without an id: re-shows the page at `loc` as a new cursor', async () => {
    const ctx = context({ session: knowing(PM_PAGE.url), settings: { ...DEFAULT_SETTINGS, browsing: { ...DEFAULT_SETTINGS.browsing, viewWords: 5 } } });
    await openTool.run({ id: PM_PAGE.url }, ctx);
    const view = await openTool.run({ loc: 6 }, ctx);
    expect(view.split('\n').slice(0, 5)).toEqual(['[1] Prime Minister - GOV.UK', `(${PM_PAGE.url})`, '**viewing lines [6 - 6] of 8**', '', 'L6: Sir Keir Starmer became Prime Minister on 5 July 2024.']);
  });

  it('reports bad ids, cursors and URLs as Error results', async () => {
    const ctx = context();
    expect(await openTool.run({ id: 3 }, ctx)).toBe('Error: there is no page at cursor -1; no pages are open yet; use browser.search or browser.open with a URL first.');
    await searchTool.run({ query: 'pm' }, ctx);
    expect(await openTool.run({ id: 9 }, ctx)).toBe('Error: page [0] has no link 9; valid ids are 0–1.');
    expect(await openTool.run({ cursor: 5 }, ctx)).toBe('Error: there is no page at cursor 5; valid cursors are 0–0.');
    expect(await openTool.run({ id: 'ftp://x' }, ctx)).toMatch(/not a full http\(s\) URL/);
  });

  it('reports a page that fails to load, with page-failed for the UI', async () => {
    const ctx = context({ askToOpen: allowOnce });
    const result = await openTool.run({ id: 'https://nowhere.example/' }, ctx);
    expect(result).toBe('Error: could not open https://nowhere.example/: HTTP 404 for https://nowhere.example/ The page does not exist.');
    expect(ctx.events.at(-1)).toMatchObject({ type: 'page-failed', url: 'https://nowhere.example/', error: { code: 'http', status: 404 } });
  });

  it('rethrows Stop instead of turning it into a result', async () => {
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(openTool.run({ id: PM_PAGE.url }, context({ signal: ctrl.signal }))).rejects.toMatchObject({ code: 'aborted' });
  });
});

describe('browser.find', () => {
  it('finds a match, then the next one when the same pattern is searched again, then reports none', async () => {
    const ctx = context({ session: knowing(PM_PAGE.url), settings: { ...DEFAULT_SETTINGS, browsing: { ...DEFAULT_SETTINGS.browsing, findViewWords: 3 } } });
    await openTool.run({ id: PM_PAGE.url }, ctx);
    const first = await findTool.run({ pattern: 'Keir' }, ctx);
    expect(first.split('\n').slice(0, 5)).toEqual([
      '[1] Find results for “Keir” in “Prime Minister - GOV.UK”',
      `(${PM_PAGE.url})`,
      '**viewing lines [4 - 4] of 8**',
      '',
      'L4: Current role holder: 【0†The Rt Hon Sir Keir Starmer KCB KC MP】',
    ]);
    expect(await findTool.run({ pattern: 'Keir' }, ctx)).toMatch(/^\[2\] Find results for “Keir” in “Prime Minister - GOV\.UK”\n.*\n\*\*viewing lines \[6 - 6\] of 8\*\*/);
    expect(await findTool.run({ pattern: 'Keir' }, ctx)).toMatch(/viewing lines \[7 - 7\]/);
    expect(await findTool.run({ pattern: 'Keir' }, ctx)).toMatch(/viewing lines \[8 - 8\]/);
    const none = await findTool.run({ pattern: 'Keir' }, ctx);
    expect(none.split('\n')[0]).toBe('[5] “Keir” not found in page “Prime Minister - GOV.UK”');
    expect(ctx.events.filter((e) => e.type === 'find').map((e) => (e as { found: boolean }).found)).toEqual([true, true, true, true, false]);
  });

  it('starts from the top for a new pattern and accepts an explicit cursor', async () => {
    const ctx = context({ session: knowing(PM_PAGE.url) });
    await openTool.run({ id: PM_PAGE.url }, ctx);
    await findTool.run({ pattern: 'Labour' }, ctx);
    expect(await findTool.run({ pattern: 'responsibilities', cursor: 0 }, ctx)).toMatch(/^\[2\] Find results for “responsibilities” in “Prime Minister - GOV\.UK”[\s\S]*viewing lines \[1 -/);
  });

  it('requires a pattern and an open page', async () => {
    const ctx = context();
    expect(await findTool.run({ pattern: 'x' }, ctx)).toMatch(/^Error: there is no page/);
    expect(await findTool.run({ pattern: '  ' }, ctx)).toBe('Error: `pattern` is required and must be a non-empty string.');
  });
});

describe('tool profiles', () => {
  it('offers the three browser tools by default and web_search/web_fetch on request, with seed descriptions', () => {
    expect(toolsForProfile('browser').map((t) => t.spec.name)).toEqual(['browser.search', 'browser.open', 'browser.find']);
    expect(toolsForProfile('web_search').map((t) => t.spec.name)).toEqual(['web_search', 'web_fetch']);
    expect(toolsForProfile('browser')[0]!.spec.description).toBe('Searches the web for information related to `query` and displays `topn` results.');
  });
});
