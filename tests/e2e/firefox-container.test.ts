/**
 * Firefox: the model's agent tab runs in a container of its own (src/background/open-page/agent-container.ts).
 * A notes app keeps the user's notes in localStorage and IndexedDB and sets a cookie, in the user's own
 * tab; the model then opens it and its page is rendered in an agent tab with its scripts. Without the
 * container those scripts read all three and the notes reach the model. Needs `npm run build && npm run build:firefox`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../support/local-server';
import { askInSidebar, patchSettings, startFirefoxWorld, type FirefoxWorld } from './firefox-world';
import { lastChatRequest } from '../support/model-server';

const LOCAL_SECRET = 'LOCALSTORAGE-SECRET-5521';
const IDB_SECRET = 'INDEXEDDB-SECRET-7302';
const COOKIE_SECRET = 'COOKIE-SECRET-1948';
const SECRETS = [LOCAL_SECRET, IDB_SECRET, COOKIE_SECRET];
const ANSWER = 'Your notes are empty, as far as I can see.';

/**
 * The notes app: the page is "Loading…" until its script renders what this browser keeps for the site —
 * the note in localStorage, the one in IndexedDB, the one in a cookie — so the model's fast path sees too
 * little and renders it in an agent tab. `save()` is what the app's Save button would call.
 */
const NOTES_APP = `<!doctype html><html><head><title>Notes</title></head><body><main id="app">Loading…</main><script>
function readIdb() {
  return new Promise((resolve) => {
    const open = indexedDB.open('notes', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('notes');
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      const get = open.result.transaction('notes').objectStore('notes').get('note');
      get.onsuccess = () => resolve(get.result ?? null);
      get.onerror = () => resolve(null);
    };
  });
}
window.save = (local, idb, cookie) => new Promise((resolve) => {
  localStorage.setItem('note', local);
  document.cookie = 'note=' + encodeURIComponent(cookie) + '; max-age=86400; path=/';
  const open = indexedDB.open('notes', 1);
  open.onupgradeneeded = () => open.result.createObjectStore('notes');
  open.onsuccess = () => {
    const tx = open.result.transaction('notes', 'readwrite');
    tx.objectStore('notes').put(idb, 'note');
    tx.oncomplete = () => resolve();
  };
});
(async () => {
  const found = [localStorage.getItem('note'), await readIdb(), (document.cookie.match(/(?:^|; )note=([^;]*)/) || [])[1]].filter(Boolean).map(decodeURIComponent);
  document.getElementById('app').innerHTML = found.length
    ? '<h1>Your notes</h1>' + found.map((n) => ('<p>Note: ' + n + '. A private note kept in this browser only. </p>').repeat(6)).join('')
    : '<h1>Notes</h1>' + '<p>No notes yet. Write one and it stays in this browser only, never on our server. </p>'.repeat(6);
})();
</script></body></html>`;

describe('agent tabs in a container of their own, in Firefox', () => {
  let world: FirefoxWorld;
  let notes: LocalServer;

  beforeAll(async () => {
    world = await startFirefoxWorld();
    notes = await startLocalServer((_req, res) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(NOTES_APP));
  });
  afterAll(async () => {
    await world?.close();
    await notes?.close();
  });

  it('renders the notes app with none of the user’s stored notes, then removes the container', async () => {
    const { ff, search, model } = world;
    const app = `${notes.url}/`;
    // The user writes a note in their own tab: the app keeps it in localStorage, IndexedDB and a cookie.
    const own = await ff.browser.newPage();
    await own.goto(app);
    await own.evaluate((s: string[]) => (window as unknown as { save(...a: string[]): Promise<void> }).save(s[0]!, s[1]!, s[2]!), SECRETS);
    await own.reload();
    await own.waitForFunction(() => document.querySelector('h1')?.textContent === 'Your notes');
    for (const secret of SECRETS) expect(await own.evaluate(() => document.body.textContent)).toContain(secret);
    await own.close();

    const setup = await ff.openExtensionPage('src/options/index.html');
    await patchSettings(setup, {
      model: { baseUrl: model.url, apiStyle: 'openai', model: 'scripted-model', toolProfile: 'browser' },
      search: { provider: 'searxng', searxngUrl: search.url },
      browsing: { allowedLocalHosts: [new URL(notes.url).host], cacheHours: 0 },
    });
    // Every container made and removed while the model reads (the extension's own events).
    await setup.evaluate(() => {
      const log: string[] = [];
      const ci = (globalThis as unknown as { browser: { contextualIdentities: Record<string, { addListener(f: (c: { contextualIdentity: { name: string; cookieStoreId: string } }) => void): void }> } }).browser.contextualIdentities;
      ci.onCreated!.addListener(({ contextualIdentity: c }) => log.push(`created ${c.name} ${c.cookieStoreId}`));
      ci.onRemoved!.addListener(({ contextualIdentity: c }) => log.push(`removed ${c.name} ${c.cookieStoreId}`));
      (globalThis as unknown as { containerLog: string[] }).containerLog = log;
    });

    model.setTurns([{ toolCalls: [{ name: 'browser.open', arguments: { id: app } }] }, { content: ANSWER, chunkSize: 64 }]);
    const panel = await askInSidebar(ff, `What do my notes at ${app} say?`);
    await panel.waitForFunction((a) => document.querySelector('[role="log"]')?.textContent?.includes(a), { timeout: 60_000 }, ANSWER);

    // The page was rendered with its scripts (the app's empty state), and none of the notes reached the model.
    const tool = (lastChatRequest(model.requests).body.messages as { role: string; content: string }[]).filter((m) => m.role === 'tool').map((m) => m.content);
    expect(tool).toHaveLength(1);
    expect(tool[0]).toContain('No notes yet');
    expect(tool[0]).toContain('read this page logged out');
    const sent = JSON.stringify(model.requests.map((r) => r.body));
    for (const secret of SECRETS) expect(sent, secret).not.toContain(secret);

    // One container was made for the tab and removed after it; none of Sidelight's is left.
    await expect.poll(() => setup.evaluate(() => (globalThis as unknown as { containerLog: string[] }).containerLog), { timeout: 10_000 }).toHaveLength(2);
    const log = await setup.evaluate(() => (globalThis as unknown as { containerLog: string[] }).containerLog);
    const id = log[0]!.split(' ').at(-1);
    expect(log).toEqual([`created Sidelight agent tab ${id}`, `removed Sidelight agent tab ${id}`]);
    const left = await setup.evaluate(() => (globalThis as unknown as { browser: { contextualIdentities: { query(d: object): Promise<{ name: string }[]> } } }).browser.contextualIdentities.query({}));
    expect(left.map((c) => c.name)).not.toContain('Sidelight agent tab');

    // The user's own notes are untouched by the container's clean-up: their tab still shows all three.
    const again = await ff.browser.newPage();
    await again.goto(app);
    await again.waitForFunction(() => document.querySelector('h1')?.textContent === 'Your notes');
    for (const secret of SECRETS) expect(await again.evaluate(() => document.body.textContent)).toContain(secret);
    expect(ff.errors).toEqual([]);
    await Promise.all([again.close(), panel.close(), setup.close()]);
  });
});
