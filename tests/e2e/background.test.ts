/**
 * The background worker in a real Chromium with the built extension: search through the
 * SearXNG-compatible backend, the fast and browser paths for opening pages, the URL policy, timeouts,
 * the context-menu flow and the model-origin rule. Needs `npm run build` first.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDocument } from '../../src/core/document/types';
import type { SearchOutcome } from '../../src/core/search/types';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import { startFixtureSite } from '../support/fixture-site';
import { startLocalServer, type LocalServer } from '../support/local-server';
import { startModelServer, type ModelServer } from '../support/model-server';
import { startSearchBackend, type SearchBackend } from '../support/search-backend';
import { routeDuckDuckGoTo } from '../support/duckduckgo-route';

type Reply<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string; hint?: string } };

let site: LocalServer;
let backend: SearchBackend;
let ext: ExtensionBrowser;
let panel: Page;

function send<T>(type: string, payload: unknown): Promise<Reply<T>> {
  return panel.evaluate(([t, p]) => chrome.runtime.sendMessage({ sidelight: true, type: t, payload: p }), [type, payload] as const) as Promise<Reply<T>>;
}

async function ok<T>(type: string, payload: unknown): Promise<T> {
  const reply = await send<T>(type, payload);
  if (!reply.ok) throw new Error(`${type} failed: ${reply.error.code}: ${reply.error.message}`);
  return reply.value;
}

async function setSettings(patch: { search?: Record<string, unknown>; browsing?: Record<string, unknown> }): Promise<void> {
  await panel.evaluate(async (p) => {
    const cur = ((await chrome.storage.local.get('settings')).settings ?? {}) as Record<string, Record<string, unknown>>;
    await chrome.storage.local.set({ settings: { ...cur, search: { ...cur.search, ...p.search }, browsing: { ...cur.browsing, ...p.browsing } } });
  }, patch);
}

const text = (doc: PageDocument) => doc.lines.join('\n');

const sessionRules = () => ext.serviceWorker.evaluate(() => chrome.declarativeNetRequest.getSessionRules());

/**
 * Holds a grant for `baseUrls` from an extension page the way Detect does (src/shared/server-grant.ts:
 * a port named sidelight-server-grant, one request, held until disconnected); resolves once it is in force.
 */
function holdGrant(page: Page, baseUrls: string[]): Promise<void> {
  return page.evaluate(
    (urls) =>
      new Promise<void>((resolve, reject) => {
        const port = chrome.runtime.connect({ name: 'sidelight-server-grant' });
        const w = window as unknown as { grantPorts?: chrome.runtime.Port[] };
        (w.grantPorts ??= []).push(port);
        port.onMessage.addListener((m: { ok: boolean; error?: unknown }) => (m.ok ? resolve() : reject(new Error(JSON.stringify(m.error)))));
        port.postMessage({ baseUrls: urls });
      }),
    baseUrls,
  );
}

/** Gives back every grant `page` holds, as Detect does when its probes are done. */
function releaseGrants(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const port of (window as unknown as { grantPorts?: chrome.runtime.Port[] }).grantPorts?.splice(0) ?? []) port.disconnect();
  });
}

/** A local port where nothing listens (a server started and closed again): connections are refused at once. */
async function deadPort(): Promise<number> {
  const server = await startLocalServer(() => {});
  const port = Number(new URL(server.url).port);
  await server.close();
  return port;
}

/** Records, in the panel page, every `attachment-ready` the worker sends (window.received). */
async function listenForAttachments(): Promise<void> {
  await panel.evaluate(() => {
    const w = window as unknown as { received: unknown[]; listening?: boolean };
    w.received = [];
    if (w.listening) return;
    w.listening = true;
    chrome.runtime.onMessage.addListener((msg: { type?: string; payload?: unknown }) => {
      if (msg?.type === 'attachment-ready') w.received.push(msg.payload);
    });
  });
}

beforeAll(async () => {
  site = await startFixtureSite();
  backend = await startSearchBackend({ siteUrl: site.url });
  ext = await launchExtension();
  panel = await ext.openExtensionPage('src/sidepanel/index.html');
  await setSettings({
    search: { provider: 'searxng', searxngUrl: backend.url, rerank: 'lexical' },
    // Pages the panel opens are the model's (the worker decides, never the message): the fixture site
    // is an Allowed local host, as a user would set for a server on their machine.
    browsing: { allowedLocalHosts: [new URL(site.url).host], fetchTimeoutSeconds: 5, tabTimeoutSeconds: 15, cacheHours: 0 },
  });
});

afterAll(async () => {
  await ext?.close();
  await backend?.close();
  await site?.close();
});

describe('background worker', () => {
  it('searches through the SearXNG-compatible backend', async () => {
    const outcome = await ok<SearchOutcome>('search', { query: 'solar panels efficiency', count: 5, timeRange: 'week' });
    expect(outcome.providerId).toBe('searxng');
    expect(outcome.results[0]).toMatchObject({ url: `${site.url}/articles/solar.html`, rank: 1 });
    expect(outcome.results[0]!.score).toBeGreaterThan(0);
    // The tracking-parameter copy of the same article was removed as a duplicate.
    expect(outcome.results.filter((r) => r.url.includes('/articles/solar.html'))).toHaveLength(1);
    expect(outcome.pageUrl).toBe(`${backend.url}/search?q=solar+panels+efficiency&time_range=week&safesearch=1`);
    expect(backend.requests.at(-1)?.query).toMatchObject({ q: 'solar panels efficiency', format: 'json', time_range: 'week' });
  });

  it('fails over from a SearXNG without JSON output to the keyless fallback, parsed in the offscreen DOM', async () => {
    // The keyless provider's real address is sent to the backend's imitation: the test never leaves the machine.
    await routeDuckDuckGoTo(ext, backend);
    backend.setMode('json-disabled');
    try {
      const outcome = await ok<SearchOutcome>('search', { query: 'battery', count: 5 });
      expect(outcome.providerId).toBe('duckduckgo');
      expect(outcome.results[0]).toMatchObject({ url: `${site.url}/articles/battery.html`, engine: 'duckduckgo', rank: 1 });
      expect(outcome.notes[0]).toBe('SearXNG failed (Your SearXNG instance refused JSON output (403 Forbidden).); these results are from DuckDuckGo (keyless fallback).');
      expect(outcome.errors).toEqual([expect.objectContaining({ code: 'forbidden', message: 'Your SearXNG instance refused JSON output (403 Forbidden).' })]);

      backend.setDuckDuckGoMode('bot-wall');
      const failed = await send<SearchOutcome>('search', { query: 'battery', count: 5 });
      expect(failed.ok).toBe(false);
      if (!failed.ok) {
        expect(failed.error.code).toBe('forbidden');
        expect(failed.error.message).toContain('DuckDuckGo (keyless fallback): DuckDuckGo asked “are you a robot?”');
        expect(failed.error.hint).toContain('search.formats');
      }
    } finally {
      backend.setMode('ok');
      backend.setDuckDuckGoMode('ok');
      await ext.serviceWorker.evaluate(() => chrome.declarativeNetRequest.updateSessionRules({ removeRuleIds: [9001] }));
    }
  });

  it('reports progress for a request and stops it on cancel-request', async () => {
    await panel.evaluate(() => {
      const w = window as unknown as { phases: string[] };
      w.phases = [];
      chrome.runtime.onMessage.addListener((msg: { type?: string; payload?: { requestId: string; phase: string } }) => {
        if (msg?.type === 'request-progress') w.phases.push(`${msg.payload!.requestId}:${msg.payload!.phase}`);
      });
    });
    await ok('search', { query: 'battery', count: 3, requestId: 's1' });
    await expect.poll(() => panel.evaluate(() => (window as unknown as { phases: string[] }).phases)).toEqual(expect.arrayContaining(['s1:searching', 's1:reranking']));
    const started = Date.now();
    const slow = send<PageDocument>('open-page', { url: `${site.url}/slow?ms=8000`, requestId: 'o1' });
    await expect.poll(() => panel.evaluate(() => (window as unknown as { phases: string[] }).phases)).toContain('o1:fetching');
    await ok('cancel-request', { requestId: 'o1' });
    const reply = await slow;
    expect(reply.ok || reply.error.code).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('reuses a cached page unless a fresh copy is asked for', async () => {
    await setSettings({ browsing: { cacheHours: 24 } });
    try {
      const url = `${site.url}/articles/table-code.html`;
      const first = await ok<PageDocument>('open-page', { url });
      // The clock has moved on: a fresh copy gets a later fetchedAt, a cached one keeps this one.
      await expect.poll(() => Date.now()).toBeGreaterThan(first.fetchedAt!);
      const again = await ok<PageDocument>('open-page', { url: `${url}#section`, requestId: 'c1' });
      expect(again.fetchedAt).toBe(first.fetchedAt);
      expect(again.lines).toEqual(first.lines);
      await expect.poll(() => panel.evaluate(() => (window as unknown as { phases: string[] }).phases)).toContain('c1:cached');
      const fresh = await ok<PageDocument>('open-page', { url, fresh: true });
      expect(fresh.fetchedAt).toBeGreaterThan(first.fetchedAt!);
    } finally {
      await setSettings({ browsing: { cacheHours: 0 } });
    }
  });

  it('opens a page by the fast path, following redirects', async () => {
    const doc = await ok<PageDocument>('open-page', { url: `${site.url}/redirect`, via: 'fetch' });
    expect(doc.url).toBe(`${site.url}/articles/solar.html`);
    expect(doc.title).toContain('Solar panels reach record efficiency');
    expect(doc.status).toBe(200);
    expect(doc.contentType).toContain('text/html');
    expect(text(doc).split(/\s+/).length).toBeGreaterThan(50);
  });

  it('reads PDF, JSON and plain text through the documents core', async () => {
    const pdf = await ok<PageDocument>('open-page', { url: `${site.url}/doc.pdf` });
    expect(pdf.path).toBe('pdf');
    expect(text(pdf)).toContain('--- Page 1 ---');
    const json = await ok<PageDocument>('open-page', { url: `${site.url}/data.json` });
    expect(text(json)).toContain('fixture-harbour');
    const notes = await ok<PageDocument>('open-page', { url: `${site.url}/notes.txt` });
    expect(text(notes)).toContain('calibrated the pyranometer');
  });

  it('opens a JS-rendered page by the browser path when the fast path sees too little', async () => {
    const fast = await ok<PageDocument>('open-page', { url: `${site.url}/js-rendered.html`, via: 'fetch' });
    expect(text(fast)).not.toContain('tidal energy');
    const tabsBefore = await ext.context.pages().length;
    const doc = await ok<PageDocument>('open-page', { url: `${site.url}/js-rendered.html` });
    expect(text(doc)).toContain('Tidal turbines in the fixture strait produced 12 gigawatt-hours');
    // The background tab was closed again.
    await expect.poll(() => ext.context.pages().length).toBe(tabsBefore);
  });

  it('loads every agent tab: six in a row, none left waiting for the tab timeout', async () => {
    // Navigating a new tab while its first about:blank still loaded left it 'unloaded' about once in six.
    await setSettings({ browsing: { tabTimeoutSeconds: 8 } });
    try {
      for (let i = 0; i < 6; i++) {
        const url = `${site.url}/${i % 2 ? 'articles/solar.html' : 'js-rendered.html'}`;
        const reply = await send<PageDocument>('open-page', { url, via: 'tab' });
        expect(reply.ok ? reply.value.url : reply.error.message).toBe(url);
      }
    } finally {
      await setSettings({ browsing: { tabTimeoutSeconds: 15 } });
    }
  });

  it('refuses private-network and file: URLs the model asks for, unless the host is allowed', async () => {
    await setSettings({ browsing: { allowedLocalHosts: [] } });
    const local = await send<PageDocument>('open-page', { url: `${site.url}/articles/solar.html`, origin: 'model' });
    expect(local.ok).toBe(false);
    if (!local.ok) {
      expect(local.error.code).toBe('refused-url');
      expect(local.error.hint).toContain('Allowed local hosts');
    }
    const file = await send<PageDocument>('open-page', { url: 'file:///etc/passwd', origin: 'model' });
    expect(file.ok).toBe(false);
    if (!file.ok) expect(file.error.code).toBe('refused-url');
    await setSettings({ browsing: { allowedLocalHosts: [new URL(site.url).host] } });
    try {
      const allowed = await ok<PageDocument>('open-page', { url: `${site.url}/articles/battery.html`, origin: 'model' });
      expect(allowed.title).toContain('Solid-state batteries');
    } finally {
      await setSettings({ browsing: { allowedLocalHosts: [new URL(site.url).host] } });
    }
  });

  it('gives up on a slow page at the fetch and tab timeouts, and reports 404 and binary files clearly', async () => {
    await setSettings({ browsing: { fetchTimeoutSeconds: 1 } });
    try {
      const started = Date.now();
      const slow = await send<PageDocument>('open-page', { url: `${site.url}/slow?ms=8000`, via: 'fetch' });
      expect(slow.ok).toBe(false);
      if (!slow.ok) expect(slow.error.code).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(6000);
    } finally {
      await setSettings({ browsing: { fetchTimeoutSeconds: 5 } });
    }
    await setSettings({ browsing: { tabTimeoutSeconds: 2 } });
    try {
      const pagesBefore = ext.context.pages().length;
      const slowTab = await send<PageDocument>('open-page', { url: `${site.url}/slow?ms=8000`, via: 'tab' });
      expect(slowTab.ok || slowTab.error.code).toBe('timeout');
      expect(slowTab.ok || slowTab.error.message).toContain('did not finish loading in a tab within 2 s');
      await expect.poll(() => ext.context.pages().length).toBe(pagesBefore);
    } finally {
      await setSettings({ browsing: { tabTimeoutSeconds: 15 } });
    }
    const missing = await send<PageDocument>('open-page', { url: `${site.url}/missing` });
    expect(missing.ok || missing.error.code).toBe('not-found');
    const image = await send<PageDocument>('open-page', { url: `${site.url}/image.png` });
    expect(image.ok || image.error.code).toBe('unsupported-type');
  });

  it('“Ask about this page” from the context menu hands the live page to the side panel', async () => {
    await listenForAttachments();
    const article = await ext.context.newPage();
    await article.goto(`${site.url}/js-rendered.html`);
    await article.getByText('Tidal turbines').waitFor();
    await ext.serviceWorker.evaluate(async (url) => {
      const [tab] = await chrome.tabs.query({ url });
      const hooks = (globalThis as unknown as { sidelight: { onContextMenuClicked(i: unknown, t: unknown): Promise<void> } }).sidelight;
      await hooks.onContextMenuClicked({ menuItemId: 'sidelight-ask-page', pageUrl: url, editable: false, frameId: 0 }, tab);
    }, `${site.url}/js-rendered.html`);
    const received = await panel.waitForFunction(() => (window as unknown as { received: unknown[] }).received[0]).then((h) => h.jsonValue() as Promise<{ document: PageDocument }>);
    expect(received.document.url).toBe(`${site.url}/js-rendered.html`);
    // The live DOM, after scripts ran: a re-fetch would not have this sentence.
    expect(text(received.document)).toContain('Tidal turbines in the fixture strait');
    // Delivered, so nothing is left pending.
    expect(await ok<PageDocument | null>('take-pending-attachment', {})).toBeNull();
    await article.close();
  });

  it('“Ask about the selection” and the keyboard shortcut hand over the selection and the page', async () => {
    await listenForAttachments();
    const article = await ext.context.newPage();
    await article.goto(`${site.url}/articles/solar.html`);
    await article.evaluate(() => {
      const p = [...document.querySelectorAll('p')].find((x) => (x.textContent ?? '').trim().length > 40)!;
      const range = document.createRange();
      range.selectNodeContents(p);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    const selected = (await article.evaluate(() => getSelection()!.toString())).trim();
    const hooks = `${site.url}/articles/solar.html`;
    await ext.serviceWorker.evaluate(async (url) => {
      const [tab] = await chrome.tabs.query({ url });
      const h = (globalThis as unknown as { sidelight: { onContextMenuClicked(i: unknown, t: unknown): Promise<void>; onCommand(c: string, t: unknown): Promise<void> } }).sidelight;
      await h.onContextMenuClicked({ menuItemId: 'sidelight-ask-selection', selectionText: 'x', pageUrl: url, editable: false, frameId: 0 }, tab);
      await h.onCommand('ask-about-page', tab);
    }, hooks);
    await panel.waitForFunction(() => (window as unknown as { received: unknown[] }).received.length >= 2);
    const [sel, page] = (await panel.evaluate(() => (window as unknown as { received: unknown[] }).received)) as { document: PageDocument }[];
    expect(sel!.document.path).toBe('selection');
    expect(sel!.document.title).toBe('Selection from “Solar panels reach record efficiency | Fixture News”');
    expect(text(sel!.document).replace(/\s+/g, ' ')).toContain(selected.replace(/\s+/g, ' ').slice(0, 60));
    expect(text(sel!.document).length).toBeLessThan(selected.length * 2);
    expect(page!.document.title).toContain('Solar panels reach record efficiency');
    expect(page!.document.lines.length).toBeGreaterThan(sel!.document.lines.length);
    await article.close();
  });

  it('keeps the page pending when no panel listens, for the panel to take when it opens', async () => {
    const article = await ext.context.newPage();
    await article.goto(`${site.url}/articles/battery.html`);
    await panel.close();
    await ext.serviceWorker.evaluate(async (url) => {
      const [tab] = await chrome.tabs.query({ url });
      const hooks = (globalThis as unknown as { sidelight: { onContextMenuClicked(i: unknown, t: unknown): Promise<void> } }).sidelight;
      await hooks.onContextMenuClicked({ menuItemId: 'sidelight-ask-link', linkUrl: url, pageUrl: url, editable: false, frameId: 0 }, tab);
    }, `${site.url}/articles/battery.html`);
    panel = await ext.openExtensionPage('src/sidepanel/index.html');
    // The side panel app may take it itself on load; either way it must have been delivered once.
    const pending = await send<PageDocument | null>('take-pending-attachment', {});
    const title = await panel.getByText('Solid-state batteries enter pilot production').count();
    expect((pending.ok && pending.value?.title.includes('Solid-state batteries')) || title > 0).toBe(true);
    await article.close();
  });

  it('lets the extension reach a stock Ollama that rejects unknown Origins, and no other local server', async () => {
    let model: ModelServer | undefined;
    try {
      model = await startModelServer({ rejectOrigins: true });
      const status = () =>
        panel.evaluate(
          (u) =>
            fetch(`${u}/api/show`, { method: 'POST', body: JSON.stringify({ model: 'm' }) }).then(
              (r) => r.status,
              () => 'blocked',
            ),
          model!.url,
        );
      // A local server nobody configured is behind the local-host block.
      expect(await status()).toBe('blocked');
      expect(model.requests).toHaveLength(0);
      await ok('allow-model-origin', { baseUrl: model.url });
      expect(await status()).toEqual(expect.any(Number));
      expect(await status()).not.toBe(403);
    } finally {
      await model?.close();
    }
  });

  it('keeps one Origin rule for the configured server, replaced when the URL changes; grants go when released', async () => {
    // (The previous test's server, granted for a minute by allow-model-origin, is left out.)
    const originFilters = async () =>
      (await sessionRules())
        .filter((r) => r.action.requestHeaders?.some((h) => h.header === 'origin') && !r.condition.urlFilter?.includes('127.0.0.1'))
        .map((r) => `${r.id} ${r.condition.urlFilter}`);
    const setModelUrl = (baseUrl: string) =>
      panel.evaluate(async (u) => {
        const cur = ((await chrome.storage.local.get('settings')).settings ?? {}) as Record<string, Record<string, unknown>>;
        await chrome.storage.local.set({ settings: { ...cur, model: { ...cur.model, baseUrl: u } } });
      }, baseUrl);
    // Configured servers where nothing listens, on this machine: the panel checks each one it is given
    // (holding a grant while it does), and a closed port answers at once.
    const [first, second] = await Promise.all([deadPort(), deadPort()]);
    await setModelUrl(`http://localhost:${first}`);
    // The panel's own Detect (it looked for a server when it opened) has long released its grant.
    await expect.poll(originFilters).toEqual([`100 |http://localhost:${first}/`]);
    // Detect holds a grant for the usual ports while it probes; it goes when released and the configured rule stays.
    await holdGrant(panel, ['http://localhost:11434', 'http://localhost:8080']);
    expect(await originFilters()).toEqual(
      expect.arrayContaining([`100 |http://localhost:${first}/`, expect.stringContaining('|http://localhost:11434/'), expect.stringContaining('|http://localhost:8080/')]),
    );
    await releaseGrants(panel);
    await expect.poll(originFilters).toEqual([`100 |http://localhost:${first}/`]);
    await setModelUrl(`http://localhost:${second}`);
    await expect.poll(originFilters, { timeout: 10_000 }).toEqual([`100 |http://localhost:${second}/`]);
    // Many updates at once (settings saves, grants) run one at a time: no id is reused, nothing is lost.
    await Promise.all([1, 2, 3, 4].map((n) => holdGrant(panel, [`http://localhost:${1000 + n}`])));
    const ids = (await sessionRules()).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await originFilters()).length).toBe(5);
    await releaseGrants(panel);
    await setModelUrl('');
    await expect.poll(originFilters, { timeout: 10_000 }).toEqual([]);
  });

  it('drops a grant the moment the page holding it goes, not a minute later', async () => {
    // As the welcome page did when it was closed while its Detect was probing the usual ports.
    const granted = async () => (await sessionRules()).filter((r) => /\|http:\/\/localhost:200[12]\//.test(r.condition.urlFilter ?? '')).length;
    const page = await ext.openExtensionPage('src/sidepanel/index.html');
    await holdGrant(page, ['http://localhost:2001', 'http://localhost:2002']);
    expect(await granted()).toBe(2);
    await page.close();
    await expect.poll(granted).toBe(0);
  });
});
