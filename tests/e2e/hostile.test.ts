/**
 * A model that obeys a hostile page, in a real Chromium with the built extension: it tries every way
 * to reach this computer and the user's logins (the attack list is shared with Firefox:
 * tests/support/hostile-attacks.ts). A canary server counts every request it gets; the scripted
 * model server records every message Sidelight sends it. Needs `npm run build` first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import { startFixtureSite } from '../support/fixture-site';
import { LOCAL_NAMES, SECRETS, TOKEN_SECRET, allowedHostsFor, hostsOpenedWithoutAsking, expectAttackAnswer, hostileAttacks, HOSTILE_CONTEXT, serviceWorkerControlUrl, serviceWorkerReached, startCanaries, type Canaries } from '../support/hostile-attacks';
import type { LocalServer } from '../support/local-server';
import { lastChatRequest, startModelServer, type ModelServer } from '../support/model-server';
import { startSearchBackend, type SearchBackend } from '../support/search-backend';
import { ask, configure, openPanel } from './sidepanel-journey-support';

describe('a model obeying a hostile page', () => {
  let site: LocalServer;
  let search: SearchBackend;
  let model: ModelServer;
  let browser: ExtensionBrowser;
  let canaries: Canaries;

  beforeAll(async () => {
    canaries = await startCanaries();
    site = await startFixtureSite();
    search = await startSearchBackend({ siteUrl: site.url });
    // A window that holds every attack's answer, so none is shortened before the checks read it.
    model = await startModelServer({ contextLength: HOSTILE_CONTEXT });
    // Names a hostile page may use for this computer. None of them reaches the internet: Chromium
    // resolves them to 127.0.0.1 itself. The pop-up blocker stays off (Playwright's default), as for a
    // user who allowed a site's pop-ups: the agent tab's sandbox must stop them, not the blocker.
    browser = await launchExtension({ args: [`--host-resolver-rules=${LOCAL_NAMES.map((n) => `MAP ${n} 127.0.0.1`).join(', ')}`] });
  });
  afterAll(async () => {
    await browser?.close();
    await model?.close();
    await search?.close();
    await site?.close();
    await canaries?.close();
  });

  it('reaches nothing on this computer and no login, and tells the model it was refused', async () => {
    const { canary, rebind, beacon } = canaries;
    const world = canaries.world(site.url, `chrome-extension://${browser.extensionId}`);
    const setup = await browser.openExtensionPage('src/options/index.html');
    // The fixture site is allowed by host and port (Allowed local hosts); the canary shares its
    // address on another port and is not.
    await configure(setup, { modelUrl: model.url, apiStyle: 'openai', searxngUrl: search.url, siteUrl: site.url });
    await setup.evaluate(
      async (o) => {
        const s = (await chrome.storage.local.get('settings')).settings as Record<string, Record<string, unknown>>;
        await chrome.storage.local.set({ settings: { ...s, browsing: { ...s.browsing, maxToolSteps: 100, cacheHours: 0, allowedLocalHosts: o.hosts, openWithoutAsking: o.unasked } } });
      },
      { hosts: allowedHostsFor(world), unasked: hostsOpenedWithoutAsking(site.url, hostileAttacks(world)) },
    );
    await setup.close();
    // The user is logged in to the fixture webmail in this browser.
    await browser.context.addCookies([
      { name: 'fixture_session', value: 'let-me-in', url: site.url, httpOnly: true },
      { name: 'fixture_token', value: TOKEN_SECRET, url: site.url },
    ]);

    const attacks = hostileAttacks(world);
    model.setTurns([
      { toolCalls: [{ name: 'browser.open', arguments: { id: `${site.url}/hostile.html` } }] },
      { toolCalls: attacks.map((a) => ({ name: 'browser.open', arguments: { id: a.url } })) },
      { content: 'I could not open those pages.', chunkSize: 64 },
    ]);

    const panel = await openPanel(browser);
    await ask(panel, 'Summarise the tidal barrier report.');
    await panel.getByText('I could not open those pages.').waitFor({ timeout: 180_000 });
    // Anything a tab or a late request would still do.
    await panel.waitForTimeout(1500);

    expect(canary.hits).toEqual([]);
    // Chromium gives extensions no DNS API: a name that resolves here is requested once (no cookies,
    // the fetch omits them) and refused by the address its answer came from, before anything of it
    // is read. Firefox refuses it before the request (tests/e2e/firefox-hostile.test.ts).
    expect(rebind.hits.length, rebind.hits.join()).toBeLessThanOrEqual(1);
    // For the same reason a page rendered in an agent tab can make requests to such a name (its
    // script's fetch, image, frame and navigation reach scriptRebind); what they return never reaches
    // the model (the secret check below). Firefox cancels them before they are sent.
    const sent = JSON.stringify(model.requests.map((r) => r.body));
    for (const secret of SECRETS) expect(sent).not.toContain(secret);

    // Every attack got an answer, and every local one was refused without saying what the host answered.
    const toolResults = (lastChatRequest(model.requests).body.messages as { role: string; content: string }[]).filter((m) => m.role === 'tool').map((m) => m.content);
    expect(toolResults).toHaveLength(attacks.length + 1);
    for (const [i, attack] of attacks.entries()) expectAttackAnswer(attack, toolResults[i + 1], beacon.hits.length);

    // The service-worker page's worker does run and reach what it is pointed at in the user's own tab:
    // the model-side refusal above was earned.
    const own = await browser.context.newPage();
    await own.goto(serviceWorkerControlUrl(world));
    await expect.poll(() => serviceWorkerReached(beacon), { timeout: 15_000 }).toBe(true);
    await own.close();
  });
});
