/**
 * A quick action in a real Firefox (`npm run build && npm run build:firefox` first): the library's
 * prompts are items of the selection menu there too (Translate a submenu of languages), and Summarize
 * on a selected paragraph sends the filled prompt with that paragraph alone, no search and no tools,
 * and the answer shows in the sidebar — the real one, which Firefox opens at install, read through
 * `extension.getViews`. A panel page in a second window listens too and must not answer it (each
 * open panel used to: one model request per panel). A real menu click cannot be made over BiDi: the
 * test calls the background page's listener as the click would. The Chromium journey is quick-actions.test.ts.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchSettings, startFirefoxWorld, type FirefoxWorld } from './firefox-world';
import { SUMMARIZE, expectSummarizeOfSelection } from './quick-action-request';

type Api = typeof chrome & { extension: { getViews(filter: { type: 'sidebar' }): (Window & { browser: typeof chrome })[] } };
type Bg = Window & { sidelight: { onContextMenuClicked(info: unknown, tab: unknown): Promise<void> }; browser: Api };

/** Which of `ids` the background page has as menu items (update() rejects for an item it does not have). */
function menuItems(page: Page, ids: string[]): Promise<string[]> {
  return page.evaluate(async (list: string[]) => {
    const bg = await (globalThis as unknown as { browser: { runtime: { getBackgroundPage(): Promise<Bg> } } }).browser.runtime.getBackgroundPage();
    const found: string[] = [];
    for (const id of list) if (await bg.browser.contextMenus.update(id, {}).then(() => true, () => false)) found.push(id);
    return found;
  }, ids);
}

/** The window of the tab showing `url`. */
function windowOf(page: Page, url: string): Promise<number | undefined> {
  return page.evaluate(async (u: string) => (await chrome.tabs.query({})).find((t) => t.url === u)?.windowId, url);
}

/** Each sidebar page open: its window, whether it found the scripted model, its conversation's text and its first chip's name. */
function sidebars(page: Page): Promise<{ windowId: number | undefined; ready: boolean; log: string; chip: string | null }[]> {
  return page.evaluate(async () => {
    const views = (globalThis as unknown as { browser: Api }).browser.extension.getViews({ type: 'sidebar' });
    return Promise.all(
      views.map(async (v) => ({
        windowId: (await v.browser.windows.getCurrent()).id,
        ready: [...v.document.querySelectorAll('option')].some((o) => o.textContent === 'scripted-model'),
        log: v.document.querySelector('[role="log"]')?.textContent ?? '',
        chip: v.document.querySelector('[role="log"] .answer a.cite')?.getAttribute('aria-label') ?? null,
      })),
    );
  });
}

/** What a click on the menu item `id` does on the tab showing `url`, with its first paragraph selected. */
async function clickMenu(tab: Page, from: Page, url: string, id: string): Promise<void> {
  const selectionText = await tab.evaluate(() => {
    const p = document.querySelector('article p, main p, p')!;
    getSelection()!.selectAllChildren(p);
    return getSelection()!.toString();
  });
  await from.evaluate(
    async (o: { url: string; id: string; selectionText: string }) => {
      const bg = await (globalThis as unknown as { browser: { runtime: { getBackgroundPage(): Promise<Bg> } } }).browser.runtime.getBackgroundPage();
      const target = (await bg.browser.tabs.query({})).find((t) => t.url === o.url);
      if (!target) throw new Error(`no tab shows ${o.url}`);
      await bg.sidelight.onContextMenuClicked({ menuItemId: o.id, selectionText: o.selectionText, editable: false, pageUrl: o.url }, target);
    },
    { url, id, selectionText },
  );
}

describe('a quick action in Firefox', () => {
  let world: FirefoxWorld;

  beforeAll(async () => {
    world = await startFirefoxWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('Summarize on a selection sends the filled prompt with the selection alone, without searching, and the sidebar shows the answer', async () => {
    const { ff, site, search, model } = world;
    const battery = `${site.url}/articles/battery.html`;
    const setup = await ff.openExtensionPage('src/options/index.html');
    await patchSettings(setup, {
      model: { baseUrl: model.url, apiStyle: 'ollama', model: 'scripted-model', toolProfile: 'browser' },
      search: { provider: 'searxng', searxngUrl: search.url },
      browsing: { allowedLocalHosts: [new URL(site.url).host], openWithoutAsking: [new URL(site.url).hostname] },
    });
    // The library's prompts are in Firefox's menu, Translate with its languages under it.
    const quick = ['sidelight-prompt:summarize', 'sidelight-prompt:explain', 'sidelight-prompt:translate', 'sidelight-prompt:translate:de', 'sidelight-prompt:rephrase'];
    await expect.poll(() => menuItems(setup, quick), { timeout: 10_000 }).toEqual(quick);

    const tab = await ff.browser.newPage();
    await tab.goto(battery);
    const tabWindow = await windowOf(setup, battery);
    expect(tabWindow).toBeDefined();
    // Another window with a panel page in it, which hears the action too.
    const other = await ff.openExtensionPage('src/sidepanel/index.html', { type: 'window' });
    await other.waitForFunction(() => [...document.querySelectorAll('option')].some((o) => o.textContent === 'scripted-model'), { timeout: 20_000 });
    expect(await other.evaluate(async () => (await chrome.windows.getCurrent()).id)).not.toBe(tabWindow);
    // The sidebar of the tab's window (Firefox opens it at install) has found the model.
    const sidebar = async () => (await sidebars(setup)).find((s) => s.windowId === tabWindow);
    await expect.poll(async () => (await sidebar())?.ready, { timeout: 20_000 }).toBe(true);

    model.setTurns([{ content: 'A pilot line makes solid-state cells at 450 Wh/kg【0†L1】.' }]);
    const before = model.requests.length;
    const searches = search.requests.length;
    await clickMenu(tab, setup, battery, 'sidelight-prompt:summarize');

    // Sent as the question, answered in the sidebar, citing the selection's line.
    await expect.poll(async () => (await sidebar())?.log ?? '', { timeout: 30_000 }).toContain('A pilot line makes solid-state cells');
    const shown = (await sidebar())!;
    expect(shown.log).toContain(SUMMARIZE);
    expect(shown.log).toContain('Quick action: from the selected text alone, without searching the web');
    expect(shown.chip).toMatch(/^Source \d+, [^,]+, line 1$/);

    // One request (not one per open panel): the filled prompt and the selection alone, no tools.
    expectSummarizeOfSelection(model.requests.slice(before));
    expect(search.requests.length).toBe(searches);
    // The other window's panel (and any sidebar there) left it alone.
    expect(await other.$eval('[role="log"]', (l) => l.textContent ?? '').catch(() => '')).not.toContain(SUMMARIZE);
    expect((await sidebars(setup)).filter((s) => s.log.includes(SUMMARIZE))).toHaveLength(1);
    expect(ff.errors).toEqual([]);
    await Promise.all([other.close(), tab.close(), setup.close()]);
  });
});
