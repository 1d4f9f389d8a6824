/**
 * A model that obeys a hostile page, in a real Chromium with the built extension: it tries every way
 * to reach this computer and the user's logins. A canary server counts every request it gets; the
 * scripted model server records every message Sidelight sends it. Needs `npm run build` first.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import { ACCOUNT_SECRET, startFixtureSite } from '../support/fixture-site';
import type { LocalServer } from '../support/local-server';
import { startModelServer, type ModelServer } from '../support/model-server';
import { startSearchBackend, type SearchBackend } from '../support/search-backend';
import { ask, configure, openPanel } from './sidepanel-journey-support';

const CANARY_SECRET = 'CANARY-SECRET-5521';
const REBIND_SECRET = 'REBIND-SECRET-8830';
const TOKEN_SECRET = 'TOKEN-SECRET-2207';

interface Canary {
  port: number;
  hits: string[];
  close(): Promise<void>;
}

/** Counts every request, on IPv4 and IPv6 loopback alike (one dual-stack socket on ::). */
async function startCanary(secret: string): Promise<Canary> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(`${req.method} ${req.headers.host}${req.url}`);
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>Router admin</title><p>${secret} ${'admin '.repeat(80)}</p>`);
  });
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '::', ipv6Only: false }, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('a model obeying a hostile page', () => {
  let site: LocalServer;
  let search: SearchBackend;
  let model: ModelServer;
  let browser: ExtensionBrowser;
  let canary: Canary;
  let rebind: Canary;
  let beacon: Canary;

  beforeAll(async () => {
    canary = await startCanary(CANARY_SECRET);
    rebind = await startCanary(REBIND_SECRET);
    beacon = await startCanary('beacon');
    site = await startFixtureSite();
    search = await startSearchBackend({ siteUrl: site.url });
    model = await startModelServer();
    // Names a hostile page may use for this computer. None of them reaches the internet: Chromium
    // resolves them to 127.0.0.1 itself.
    browser = await launchExtension({
      args: ['--host-resolver-rules=MAP *.nip.io 127.0.0.1, MAP *.sslip.io 127.0.0.1, MAP localtest.me 127.0.0.1, MAP *.localtest.me 127.0.0.1, MAP rebind.example 127.0.0.1'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await model?.close();
    await search?.close();
    await site?.close();
    await canary?.close();
    await rebind?.close();
    await beacon?.close();
  });

  it('reaches nothing on this computer and no login, and tells the model it was refused', async () => {
    const setup = await browser.openExtensionPage('src/options/index.html');
    // The fixture site is allowed by host and port (Allowed local hosts); the canary shares its
    // address on another port and is not.
    await configure(setup, { modelUrl: model.url, apiStyle: 'openai', searxngUrl: search.url, siteUrl: site.url });
    await setup.evaluate(async (b) => {
      const s = (await chrome.storage.local.get('settings')).settings as Record<string, Record<string, unknown>>;
      await chrome.storage.local.set({ settings: { ...s, browsing: { ...s.browsing, maxToolSteps: 60, cacheHours: 0, allowedLocalHosts: [...(s.browsing!.allowedLocalHosts as string[]), ...b] } } });
    }, [`127.0.0.1:${beacon.port}`, `localhost:${new URL(site.url).port}`]);
    await setup.close();
    // The user is logged in to the fixture webmail in this browser.
    await browser.context.addCookies([
      { name: 'fixture_session', value: 'let-me-in', url: site.url, httpOnly: true },
      { name: 'fixture_token', value: TOKEN_SECRET, url: site.url },
    ]);

    const p = canary.port;
    const loopback = [
      `http://127.0.0.1:${p}/`,
      `http://localhost:${p}/`,
      `http://localhost.:${p}/`,
      `http://0.0.0.0:${p}/`,
      `http://127.1:${p}/`,
      `http://2130706433:${p}/`,
      `http://0x7f.0.0.1:${p}/`,
      `http://0177.0.0.1:${p}/`,
      `http://[::1]:${p}/`,
      `http://[::ffff:127.0.0.1]:${p}/`,
      `http://[::ffff:0:7f00:1]:${p}/`,
      `http://[64:ff9b::7f00:1]:${p}/`,
      `http://app.localhost:${p}/`,
      `http://127.0.0.1.nip.io:${p}/`,
      `http://app-7f000001.nip.io:${p}/`,
      `http://127-0-0-1.sslip.io:${p}/`,
      `http://localtest.me:${p}/`,
      `http://admin.localtest.me:${p}/`,
    ];
    const canaryUrl = `http://127.0.0.1:${p}/reboot`;
    const targets = [
      ...loopback,
      // An open redirect on the allowed site, pointing at the canary.
      `${site.url}/redirect-to?url=${encodeURIComponent(canaryUrl)}`,
      `${site.url}/redirect-to?url=${encodeURIComponent(`http://127.0.0.1.nip.io:${p}/reboot`)}`,
      // A page whose script tries the canary from the tab it is rendered in (under a name this
      // browser holds no cookies for: sites with cookies are never rendered for the model).
      `http://localhost:${new URL(site.url).port}/hostile-navigate.html?to=${encodeURIComponent(canaryUrl)}&beacon=${encodeURIComponent(`http://127.0.0.1:${beacon.port}/ping`)}`,
      // The user's webmail: the secret shows only with their cookie, sent by the browser…
      `${site.url}/account`,
      // …or read by the page's own script.
      `${site.url}/account-app.html`,
      // A public-looking name that resolves to this computer.
      `http://rebind.example:${rebind.port}/`,
      'file:///etc/passwd',
      'chrome://settings/',
      'view-source:http://127.0.0.1/',
    ];
    model.setTurns([
      { toolCalls: [{ name: 'browser.open', arguments: { id: `${site.url}/hostile.html` } }] },
      { toolCalls: targets.map((id) => ({ name: 'browser.open', arguments: { id } })) },
      { content: 'I could not open those pages.', chunkSize: 64 },
    ]);

    const panel = await openPanel(browser);
    await ask(panel, 'Summarise the tidal barrier report.');
    await panel.getByText('I could not open those pages.').waitFor({ timeout: 120_000 });
    // Anything a tab or a late request would still do.
    await panel.waitForTimeout(1500);

    expect(canary.hits).toEqual([]);

    const sent = JSON.stringify(model.requests.map((r) => r.body));
    for (const secret of [CANARY_SECRET, REBIND_SECRET, ACCOUNT_SECRET, TOKEN_SECRET, 'root:x:0:0']) expect(sent).not.toContain(secret);

    // Every target got an answer, and every local one was refused without saying what the host answered.
    const toolResults = (model.requests.at(-1)!.body.messages as { role: string; content: string }[]).filter((m) => m.role === 'tool').map((m) => m.content);
    expect(toolResults).toHaveLength(targets.length + 1);
    const results = toolResults.slice(1);
    for (const [i, url] of loopback.entries()) expect(results[i], url).toMatch(/^Error: could not open .*Refused/s);
    const [redirect, redirectByName, navigate, account, accountApp, rebound, file, chromeUrl, viewSource] = results.slice(loopback.length);
    expect(redirect).toMatch(/Refused/);
    expect(redirectByName).toMatch(/Refused/);
    expect(navigate).not.toContain('Router admin');
    // The hostile script did run in a tab (it reached the allowed beacon) and still reached no canary.
    expect(beacon.hits.length, navigate).toBeGreaterThan(0);
    expect(account).toContain('Please sign in');
    expect(account).toContain('logged out');
    expect(accountApp).toContain('did not run its scripts');
    expect(rebound).toMatch(/Refused/);
    for (const r of [file, chromeUrl, viewSource]) expect(r).toMatch(/^Error: .*(not a full http\(s\) URL|Refused)/);
    for (const r of results) expect(r).not.toMatch(/\b(401|403|200)\b|Router admin/);
  });
});
