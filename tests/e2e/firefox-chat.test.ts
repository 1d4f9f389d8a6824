import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import type { FirefoxExtension } from '../support/firefox-browser';
import type { LocalServer } from '../support/local-server';
import type { ModelServer } from '../support/model-server';
import type { SearchBackend } from '../support/search-backend';
import { askInSidebar, patchSettings, startFirefoxWorld, type FirefoxWorld } from './firefox-world';

/**
 * The whole chat in a real Firefox: the sidebar page asks, the model searches, opens and finds
 * through the background page, and the answer's citation chip links to the passage.
 */
describe('a full answer in the Firefox sidebar page', () => {
  let world: FirefoxWorld;
  let ff: FirefoxExtension;
  let site: LocalServer;
  let search: SearchBackend;
  let model: ModelServer;

  beforeAll(async () => {
    world = await startFirefoxWorld();
    ({ ff, site, search, model } = world);
  });
  afterAll(async () => {
    await world?.close();
  });

  /** The 1-based line of the page's document holding `text`, as the background builds it for the model. */
  async function lineContaining(page: Page, url: string, text: string): Promise<number> {
    const reply = (await page.evaluate((u) => chrome.runtime.sendMessage({ sidelight: true, type: 'open-page', payload: { url: u, origin: 'user' } }), url)) as {
      ok: boolean;
      value?: { lines: string[] };
    };
    const index = reply.value?.lines.findIndex((l) => l.includes(text)) ?? -1;
    if (index === -1) throw new Error(`“${text}” is not in ${url}: ${JSON.stringify(reply).slice(0, 300)}`);
    return index + 1;
  }

  it('question → search → open → find → cited answer with a working chip', async () => {
    const solar = `${site.url}/articles/solar.html`;
    const setup = await ff.openExtensionPage('src/options/index.html');
    await patchSettings(setup, {
      model: { baseUrl: model.url, apiStyle: 'ollama', model: 'scripted-model', think: true, toolProfile: 'browser' },
      search: { provider: 'searxng', searxngUrl: search.url },
      // The user said not to be asked about the fixture site (sidepanel-provenance.test.ts covers asking).
      browsing: { allowedLocalHosts: [new URL(site.url).host], openWithoutAsking: [new URL(site.url).hostname] },
    });
    const line = await lineContaining(setup, solar, '34.6 percent');
    await setup.close();

    model.setTurns([
      { thinking: 'Search first.', toolCalls: [{ name: 'browser.search', arguments: { query: 'solar panel efficiency record' } }] },
      { toolCalls: [{ name: 'browser.open', arguments: { id: solar } }] },
      { toolCalls: [{ name: 'browser.find', arguments: { pattern: '34.6 percent' } }] },
      { content: `A tandem cell converted 34.6 percent of sunlight, a record【1†L${line}】.`, chunkSize: 6, delayMs: 5 },
    ]);
    const panel = await askInSidebar(ff, 'What is the new solar cell efficiency record?');

    // Wait for the finished answer, not the first chip: a chip seen mid-stream may be replaced by the
    // next render and read as detached (no .answer around it), which failed under load.
    await panel.waitForFunction(
      () => [...document.querySelectorAll('[role="log"] a.cite')].some((a) => a.closest('.answer')?.textContent?.includes('a record')),
      { timeout: 30_000 },
    );
    const chip = await panel.waitForSelector('::-p-aria([role="log"]) .answer a.cite', { timeout: 5_000 });
    const { name, href, answer, steps } = await chip!.evaluate((a) => ({
      name: a.getAttribute('aria-label') ?? '',
      href: (a as HTMLAnchorElement).getAttribute('href') ?? '',
      answer: a.closest('.answer')?.textContent ?? '',
      steps: document.querySelector('[role="log"]')?.textContent ?? '',
    }));
    expect(name).toBe(`Source 1, 127.0.0.1, line ${line}`);
    expect(href.startsWith(`${solar}#:~:text=`)).toBe(true);
    expect(answer).toContain('A tandem cell converted 34.6 percent of sunlight, a record');
    // The research timeline shows the three steps, in order.
    expect(steps).toMatch(/Searched “solar panel efficiency record”[\s\S]*Opened 127\.0\.0\.1[\s\S]*Finding “34\.6 percent”/);

    // The model got the real exchange: results from the SearXNG stand-in, the page, the find view.
    expect(search.requests.some((r) => r.query.q === 'solar panel efficiency record')).toBe(true);
    const chats = model.requests.filter((r) => r.path === '/api/chat');
    expect(chats).toHaveLength(4);
    const last = chats[3]!.body.messages as { role: string; content: string }[];
    expect(last.at(-1)!.content).toMatch(new RegExp(`^L${line}: .*34\\.6 percent`, 'm'));

    // The chip's preview shows the cited line (focus, as a keyboard user gets it).
    await chip!.focus();
    const tooltip = await panel.waitForSelector('::-p-aria([role="tooltip"])', { timeout: 5_000 });
    expect(await tooltip!.evaluate((t) => t.textContent ?? '')).toContain('34.6 percent');
    expect(ff.errors).toEqual([]);
    await panel.close();
  });
});
