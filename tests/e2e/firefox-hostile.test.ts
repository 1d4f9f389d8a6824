/**
 * A model that obeys a hostile page, in a real Firefox with the Firefox build (dist-firefox/): the
 * same attacks as the Chromium suite (tests/support/hostile-attacks.ts) through Firefox's own code
 * paths — browser.dns before each request, webRequest for redirects, agent tabs. Firefox has no
 * --host-resolver-rules: `network.dns.localDomains` resolves the attack names to this computer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIREFOX_EXTENSION_UUID } from '../support/firefox-browser';
import { ACCOUNT_SECRET } from '../support/fixture-site';
import { CANARY_SECRET, LOCAL_NAMES, REBIND_SECRET, SECRETS, TOKEN_SECRET, allowedHostsFor, expectAttackAnswer, hostileAttacks, hostsOpenedWithoutAsking, HOSTILE_CONTEXT, serviceWorkerControlUrl, serviceWorkerReached, startCanaries, type Canaries } from '../support/hostile-attacks';
import { askInSidebar, patchSettings, startFirefoxWorld, type FirefoxWorld } from './firefox-world';
import { lastChatRequest } from '../support/model-server';

/**
 * The shared attacks, as Firefox answers them: its agent tabs run in an empty container of their own
 * (src/background/open-page/agent-container.ts), so the webmail app whose session is a script-readable
 * cookie is rendered there — signed out, its token nowhere — where Chromium does not render it at all.
 */
function firefoxAttacks(w: Parameters<typeof hostileAttacks>[0]) {
  return hostileAttacks(w).map((a) => (a.name === 'logged-in page (document.cookie)' ? { ...a, expect: 'logged-out' as const } : a));
}

interface Reply {
  ok: boolean;
  error?: { code: string; message: string };
}

describe('a model obeying a hostile page, in Firefox', () => {
  let world: FirefoxWorld;
  let canaries: Canaries;

  beforeAll(async () => {
    canaries = await startCanaries();
    // A window that holds every attack's answer, so none is shortened before the checks read it; the
    // pop-up blocker on, as users have it (puppeteer turns it off).
    world = await startFirefoxWorld({ prefs: { 'network.dns.localDomains': LOCAL_NAMES.join(','), 'dom.disable_open_during_load': true }, model: { contextLength: HOSTILE_CONTEXT } });
  });
  afterAll(async () => {
    await world?.close();
    await canaries?.close();
  });

  it('reaches nothing on this computer and no login, and tells the model it was refused', async () => {
    const { ff, site, search, model } = world;
    const { canary, rebind, scriptRebind, beacon } = canaries;
    const hostile = canaries.world(site.url, `moz-extension://${FIREFOX_EXTENSION_UUID}`);
    const setup = await ff.openExtensionPage('src/options/index.html');
    await patchSettings(setup, {
      model: { baseUrl: model.url, apiStyle: 'openai', model: 'scripted-model', toolProfile: 'browser' },
      search: { provider: 'searxng', searxngUrl: search.url },
      browsing: { maxToolSteps: 100, cacheHours: 0, allowedLocalHosts: allowedHostsFor(hostile), openWithoutAsking: hostsOpenedWithoutAsking(site.url, firefoxAttacks(hostile)) },
    });
    // The user is logged in to the fixture webmail in this browser.
    await setup.evaluate(async (o) => {
      await chrome.cookies.set({ url: o.url, name: 'fixture_session', value: 'let-me-in', httpOnly: true });
      await chrome.cookies.set({ url: o.url, name: 'fixture_token', value: o.token });
    }, { url: site.url, token: TOKEN_SECRET });

    const attacks = firefoxAttacks(hostile);
    model.setTurns([
      { toolCalls: [{ name: 'browser.open', arguments: { id: `${site.url}/hostile.html` } }] },
      { toolCalls: attacks.map((a) => ({ name: 'browser.open', arguments: { id: a.url } })) },
      { content: 'I could not open those pages.', chunkSize: 64 },
    ]);
    const panel = await askInSidebar(ff, 'Summarise the tidal barrier report.');
    await panel.waitForFunction(() => document.querySelector('[role="log"]')?.textContent?.includes('I could not open those pages.'), { timeout: 180_000 });
    // Anything a tab or a late request would still do.
    await new Promise((r) => setTimeout(r, 1500));

    expect(canary.hits).toEqual([]);
    expect(rebind.hits).toEqual([]);
    expect(scriptRebind.hits).toEqual([]);
    const sent = JSON.stringify(model.requests.map((r) => r.body));
    for (const secret of SECRETS) expect(sent).not.toContain(secret);

    const toolResults = (lastChatRequest(model.requests).body.messages as { role: string; content: string }[]).filter((m) => m.role === 'tool').map((m) => m.content);
    expect(toolResults).toHaveLength(attacks.length + 1);
    for (const [i, attack] of attacks.entries()) expectAttackAnswer(attack, toolResults[i + 1], beacon.hits.length);

    // The background refuses the other schemes itself, not only the tool's argument check.
    for (const attack of attacks.filter((a) => a.expect === 'not-a-page')) {
      const reply = (await setup.evaluate((url) => chrome.runtime.sendMessage({ sidelight: true, type: 'open-page', payload: { url, origin: 'model' } }), attack.url)) as Reply;
      expect(reply.ok, `${attack.name}: ${JSON.stringify(reply)}`).toBe(false);
      expect(reply.error?.code, attack.name).toMatch(/^(refused-url|invalid-arguments)$/);
    }
    expect(canary.hits).toEqual([]);

    // The cookies were live all along: the user's own tab of the webmail shows the inbox and the token.
    const own = await ff.browser.newPage();
    await own.goto(`${site.url}/account`);
    expect(await own.evaluate(() => document.body.textContent)).toContain(ACCOUNT_SECRET);
    await own.goto(`${site.url}/account-app.html`);
    expect(await own.evaluate(() => document.body.textContent)).toContain(TOKEN_SECRET);
    // …and the attack names do reach this computer from a tab of the user's (so their refusals above were earned).
    for (const [name, port, secret] of [['127.0.0.1.nip.io', canary.port, CANARY_SECRET], ['rebind.example', rebind.port, REBIND_SECRET]] as const) {
      await own.goto(`http://${name}:${port}/`);
      expect(await own.evaluate(() => document.body.textContent), name).toContain(secret);
    }
    // …and the service-worker page's worker does run and reach what it is pointed at there.
    await own.goto(serviceWorkerControlUrl(hostile));
    await expect.poll(() => serviceWorkerReached(beacon), { timeout: 15_000 }).toBe(true);
    await own.close();
    await Promise.all([panel.close(), setup.close()]);
  });
});
