import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import type { FirefoxExtension } from '../support/firefox-browser';
import { startLocalServer, type LocalServer } from '../support/local-server';
import type { ModelServer } from '../support/model-server';
import type { SearchBackend } from '../support/search-backend';
import { patchSettings, startFirefoxWorld, type FirefoxWorld } from './firefox-world';

interface Reply<T> {
  ok: boolean;
  value?: T;
  error?: unknown;
}

const storedSettings = (page: Page) =>
  page.evaluate(async () => (await chrome.storage.local.get('settings')).settings as Record<string, Record<string, unknown>> | undefined);

describe('the Firefox build in a real Firefox (dist-firefox/, WebDriver BiDi)', () => {
  let world: FirefoxWorld;
  let ff: FirefoxExtension;
  let site: LocalServer;
  let search: SearchBackend;
  let model: ModelServer;

  beforeAll(async () => {
    // A public-looking name that resolves to this computer, for the DNS check below.
    world = await startFirefoxWorld({ prefs: { 'network.dns.localDomains': 'rebind.example' } });
    ({ ff, site, search, model } = world);
  });
  afterAll(async () => {
    await world?.close();
  });

  it('starts the background page without errors and creates the context-menu items', async () => {
    const page = await ff.openExtensionPage('src/options/index.html');
    // Firefox's MV3 background is a page with a window, reachable from an extension page.
    const { published, menus } = await page.evaluate(async () => {
      type Bg = Window & { sidelight?: unknown; browser: typeof chrome };
      const bg = (await (globalThis as unknown as { browser: { runtime: { getBackgroundPage(): Promise<Bg> } } }).browser.runtime.getBackgroundPage());
      const ids: string[] = [];
      for (const id of ['sidelight-ask-page', 'sidelight-ask-selection', 'sidelight-ask-link', 'no-such-item']) {
        // update() rejects for an item that does not exist: a way to list them without a click.
        ids.push(await bg.browser.contextMenus.update(id, {}).then(() => id, () => `!${id}`));
      }
      return { published: typeof bg.sidelight, menus: ids };
    });
    // The last statement of the background entry publishes `sidelight`: the whole script ran.
    expect(published).toBe('object');
    expect(menus).toEqual(['sidelight-ask-page', 'sidelight-ask-selection', 'sidelight-ask-link', '!no-such-item']);
    await page.close();
  });

  it('saves settings on the options page and the sidebar page reads them back', async () => {
    const options = await ff.openExtensionPage('src/options/index.html');
    await options.locator('::-p-aria([name="Model server URL"][role="textbox"])').fill(model.url);
    await options.locator('::-p-aria([name="Save"][role="button"])').click();
    await expect.poll(async () => (await storedSettings(options))?.model?.baseUrl, { timeout: 10_000 }).toBe(model.url);
    // The background page read the new settings: its session rule lets a stock Ollama accept the extension.
    const sessionFilters = () =>
      options.evaluate(async () => (await chrome.declarativeNetRequest.getSessionRules()).map((r) => r.condition.urlFilter));
    await expect.poll(sessionFilters, { timeout: 10_000 }).toContain(`|${model.url}/`);
    await options.close();

    const panel = await ff.openExtensionPage('src/sidepanel/index.html');
    await panel.waitForSelector('::-p-aria([name="Message"][role="textbox"])', { timeout: 15_000 });
    // The model list comes from the server saved above.
    await panel.waitForFunction(() => [...document.querySelectorAll('option')].some((o) => o.textContent === 'scripted-model'), { timeout: 20_000 });
    await panel.close();
  });

  it('lets Detect reach a local server only while the page holding its grant is open', async () => {
    // Detect and Test connection hold a grant over a port (src/shared/server-grant.ts); the page going ends it.
    const other = await startLocalServer((_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('{"models":[]}'));
    try {
      const status = (p: Page) => p.evaluate((u: string) => fetch(`${u}/api/tags`).then((r) => r.status, () => 'blocked'), other.url);
      const page = await ff.openExtensionPage('src/options/index.html');
      expect(await status(page)).toBe('blocked');
      const reply = await page.evaluate(
        (u: string) =>
          new Promise((resolve) => {
            const port = chrome.runtime.connect({ name: 'sidelight-server-grant' });
            (window as unknown as { grantPort: unknown }).grantPort = port;
            port.onMessage.addListener(resolve);
            port.onDisconnect.addListener(() => resolve('disconnected without an answer'));
            port.postMessage({ baseUrls: [u] });
          }),
        other.url,
      );
      expect(reply).toMatchObject({ ok: true });
      expect(await status(page)).toBe(200);
      await page.close();
      const after = await ff.openExtensionPage('src/options/index.html');
      await expect.poll(() => status(after), { timeout: 5_000 }).toBe('blocked');
      await after.close();
    } finally {
      await other.close();
    }
  });

  it('searches through the SearXNG-compatible backend and opens a page through the fetch path', async () => {
    const page = await ff.openExtensionPage('src/options/index.html');
    await patchSettings(page, { search: { provider: 'searxng', searxngUrl: search.url }, browsing: { allowedLocalHosts: [new URL(site.url).host] } });
    const found = (await page.evaluate(() => chrome.runtime.sendMessage({ sidelight: true, type: 'search', payload: { query: 'solar', count: 5 } }))) as Reply<{
      providerId: string;
      results: { url: string; title: string }[];
    }>;
    expect(found.error).toBeUndefined();
    expect(found.value?.providerId).toBe('searxng');
    expect(found.value?.results[0]?.url).toBe(`${site.url}/articles/solar.html`);
    expect(search.requests.some((r) => r.query.q === 'solar')).toBe(true);

    const opened = (await page.evaluate((u) => chrome.runtime.sendMessage({ sidelight: true, type: 'open-page', payload: { url: u } }), `${site.url}/articles/solar.html`)) as Reply<{
      title: string;
      lines: string[];
    }>;
    expect(opened.error).toBeUndefined();
    expect(opened.value?.title).toBe('Solar panels reach record efficiency');
    expect(opened.value?.lines.some((l) => l.includes('34.6 percent'))).toBe(true);
    await page.close();
    expect(ff.errors).toEqual([]);
  });

  it('checks every hop of the model’s opens: redirects followed one at a time, names resolved before they are requested', async () => {
    const hits: string[] = [];
    const canary = await startLocalServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Router</title><p>canary secret</p>');
    });
    const page = await ff.openExtensionPage('src/options/index.html');
    try {
      await patchSettings(page, { browsing: { allowedLocalHosts: [new URL(site.url).host], cacheHours: 0 } });
      const open = (u: string) => page.evaluate((url) => chrome.runtime.sendMessage({ sidelight: true, type: 'open-page', payload: { url, origin: 'model' } }), u) as Promise<Reply<{ url: string }> & { error?: { code: string; message: string } }>;
      // A redirect within the allowed site is followed (its target read from webRequest, as fetch hides it)…
      const followed = await open(`${site.url}/redirect`);
      expect(followed.error).toBeUndefined();
      expect(followed.value?.url).toBe(`${site.url}/articles/solar.html`);
      // …one to another port of this computer is refused before it is sent…
      const port = new URL(canary.url).port;
      const redirected = await open(`${site.url}/redirect-to?url=${encodeURIComponent(`http://127.0.0.1:${port}/`)}`);
      expect(redirected.error?.code).toBe('refused-url');
      // …and so is a name that resolves here (browser.dns, before any request).
      const rebound = await open(`http://rebind.example:${port}/`);
      expect(rebound.error?.code).toBe('refused-url');
      expect(rebound.error?.message).toMatch(/^Refused: .*rebind\.example/);
      // A page scripts write is rendered in an agent tab (rules scoped to it), logged out.
      const rendered = (await page.evaluate((url) => chrome.runtime.sendMessage({ sidelight: true, type: 'open-page', payload: { url } }), `${site.url}/js-rendered.html`)) as Reply<{ lines: string[] }>;
      expect(rendered.error).toBeUndefined();
      expect(rendered.value?.lines.join(' ')).toContain('Tidal turbines in the fixture strait');
      expect(rendered.value?.lines.at(-1)).toContain('logged out');
      expect(hits).toEqual([]);
    } finally {
      await page.close();
      await canary.close();
    }
  });

  it('reads a tab through the content script when "Ask about this page" is used', async () => {
    const tab = await ff.browser.newPage();
    await tab.goto(`${site.url}/articles/solar.html`);
    const page = await ff.openExtensionPage('src/options/index.html');
    const taken = (await page.evaluate(async (siteUrl) => {
      type Bg = Window & { sidelight: { onContextMenuClicked(info: unknown, tab: unknown): Promise<void> }; browser: typeof chrome };
      const bg = await (globalThis as unknown as { browser: { runtime: { getBackgroundPage(): Promise<Bg> } } }).browser.runtime.getBackgroundPage();
      const target = (await bg.browser.tabs.query({})).find((t) => t.url?.startsWith(siteUrl));
      // An open sidebar (Firefox opens it at install) takes the page from the `attachment-ready`
      // broadcast; otherwise it waits in session storage. Either way the document must be right.
      const broadcast = new Promise<unknown>((resolve) => {
        chrome.runtime.onMessage.addListener((msg: { sidelight?: boolean; type?: string; payload?: { document?: unknown } }) => {
          if (msg?.sidelight && msg.type === 'attachment-ready') resolve({ ok: true, value: msg.payload?.document });
        });
      });
      // The menu's listener, as a click would call it (no real menu click over BiDi).
      await bg.sidelight.onContextMenuClicked({ menuItemId: 'sidelight-ask-page' }, target);
      const pending = (await chrome.runtime.sendMessage({ sidelight: true, type: 'take-pending-attachment', payload: {} })) as { ok: boolean; value: unknown };
      if (pending?.ok && pending.value) return pending;
      return Promise.race([broadcast, new Promise((resolve) => setTimeout(() => resolve({ ok: false, error: 'no attachment arrived' }), 10_000))]);
    }, site.url)) as Reply<{ title: string; lines: string[] } | null>;
    expect(taken.error).toBeUndefined();
    expect(taken.value?.title).toBe('Solar panels reach record efficiency');
    expect(taken.value?.lines.some((l) => l.includes('34.6 percent'))).toBe(true);
    await Promise.all([page.close(), tab.close()]);
  });
});
