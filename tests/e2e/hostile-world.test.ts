/**
 * A model obeying a hostile page, in a world of its own: a network namespace where the attacker's
 * site and a notes app have public addresses, the user's router sits on 192.168.77.1 under a
 * public-looking name, and names resolve through /etc/hosts (tests/support/net-world). Real servers
 * log every request, TCP connection and UDP packet. Run normally, this file starts itself again
 * inside the namespace (`unshare --net --mount`, as root) and fails, with the reason, if it cannot.
 * Needs `npm run build` first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import { insideWorld, runFileInWorld } from '../support/net-world/enter-world';
import { NOTE_SECRET, ROUTER_SECRET, WORLD_URLS, startWorldServers, type Hit, type WorldServers } from '../support/net-world/world-sites';
import { startModelServer, type ModelServer } from '../support/model-server';
import { startSearchBackend, type SearchBackend } from '../support/search-backend';
import { ask, openPanel } from './sidepanel-journey-support';

const SECRETS = [NOTE_SECRET, ROUTER_SECRET];
const show = (hits: Hit[]) => hits.map((h) => `${h.server}: ${h.what}`).join('\n');

if (!insideWorld()) {
  describe('the hostile world (Chromium)', () => {
    it('runs inside a network namespace of its own', async () => {
      const { code, output } = await runFileInWorld('tests/e2e/hostile-world.test.ts', 600_000);
      expect(code, output).toBe(0);
      // The inner run ran the scenarios, not nothing.
      // vitest colours its summary.
      expect(output.replace(/\x1b\[[0-9;]*m/g, '')).toMatch(/Tests\s+\d+ passed/);
    }, 620_000);
  });
} else {
  describe('the hostile world (Chromium), inside the namespace', () => {
    let world: WorldServers;
    let model: ModelServer;
    let search: SearchBackend;
    let browser: ExtensionBrowser;

    beforeAll(async () => {
      world = await startWorldServers();
      model = await startModelServer({ contextLength: 131_072 });
      search = await startSearchBackend({ siteUrl: WORLD_URLS.attacker.replace(/\/$/, '') });
      browser = await launchExtension();
    });
    afterAll(async () => {
      await browser?.close();
      await model?.close();
      await search?.close();
      await world?.close();
    });

    it('gives the model no secret and the router no request but the one Chromium cannot avoid', { timeout: 300_000 }, async () => {
      // The user keeps a note in the notes app (localStorage only, no cookie), in their own tab.
      const own = await browser.context.newPage();
      await own.goto(WORLD_URLS.notes);
      await own.evaluate((s) => localStorage.setItem('note', s), NOTE_SECRET);
      await own.reload();
      expect(await own.textContent('body')).toContain(NOTE_SECRET);
      await own.close();

      const setup = await browser.openExtensionPage('src/options/index.html');
      await setup.evaluate(
        async (o) => {
          const { settings } = await chrome.storage.local.get('settings');
          const s = (settings ?? {}) as Record<string, Record<string, unknown>>;
          await chrome.storage.local.set({
            settings: {
              ...s,
              model: { ...(s.model ?? {}), baseUrl: o.modelUrl, apiStyle: 'openai', model: 'scripted-model', toolProfile: 'browser' },
              search: { ...(s.search ?? {}), provider: 'searxng', searxngUrl: o.searchUrl },
              browsing: { ...(s.browsing ?? {}), maxToolSteps: 50, cacheHours: 0, allowedLocalHosts: [] },
            },
          });
        },
        { modelUrl: model.url, searchUrl: search.url },
      );
      await setup.close();

      // Every attack is a link on the attacker's page, so the model opens each as a found address.
      const opens = [
        WORLD_URLS.page('/ws.html'),
        WORLD_URLS.page('/rtc.html'),
        WORLD_URLS.page('/preconnect.html'),
        WORLD_URLS.page('/navigate.html'),
        WORLD_URLS.page('/fetch-router.html'),
        WORLD_URLS.page('/keepalive.html'),
        WORLD_URLS.notes,
        WORLD_URLS.router,
        // Two opens of one URL in one round (the fragment only keeps the agent from calling it a repeat).
        `${WORLD_URLS.router}#again`,
      ];
      model.setTurns([
        { toolCalls: [{ name: 'browser.open', arguments: { id: WORLD_URLS.attacker } }] },
        { toolCalls: opens.map((id) => ({ name: 'browser.open', arguments: { id } })) },
        { content: 'Here is what I found.', chunkSize: 64 },
      ]);
      const panel = await openPanel(browser);
      await ask(panel, `Summarise ${WORLD_URLS.attacker} for me.`);
      await panel.getByText('Here is what I found.').waitFor({ timeout: 240_000 });
      // The keepalive page's requests outlive its tab by the slow redirect's 3 s.
      await panel.waitForTimeout(6000);

      // Soft: one run reports every scenario that failed.
      const sent = JSON.stringify(model.requests.map((r) => r.body));
      for (const secret of SECRETS) expect.soft(sent.includes(secret), `${secret} reached the model`).toBe(false);
      const toolResults = (model.requests.at(-1)!.body.messages as { role: string; content: string }[]).filter((m) => m.role === 'tool').map((m) => m.content);
      expect(toolResults).toHaveLength(opens.length + 1);
      // No request carried a secret out.
      for (const secret of SECRETS) expect.soft(show(world.attackerHits), secret).not.toContain(secret);

      // The hostile scripts did run in agent tabs, and the keepalive requests were sent after the tab closed.
      const attacker = show(world.attackerHits);
      for (const ran of ['ws-start', 'rtc-start', 'hints', 'navigate', 'fetch', 'keepalive']) expect.soft(attacker, ran).toContain(`/ran?${ran}`);
      expect.soft(attacker).toContain('/slow?');
      // The notes app's page was read as fetched, its scripts not run: the site keeps data in this browser.
      expect.soft(toolResults.find((r) => r.includes('(http://notes.example/)')) ?? '').toContain('did not run its scripts');
      console.log(`tool results:\n${toolResults.map((r) => r.slice(0, 300)).join('\n---\n')}`);

      // The MAIN-world script removed the socket and WebRTC constructors, in the page and in a frame it made.
      for (const missing of ['ws-missing', 'rtc-missing', 'rtc-frame-missing']) expect.soft(attacker, missing).toContain(`/ran?${missing}`);

      // What the router saw. Nothing on the wire that carries data: no WebSocket, no UDP packet (STUN,
      // TURN), no byte on a raw port, and no connection from a Link header.
      const router = world.routerHits.map((h) => h.what);
      console.log(`router saw (Chromium):\n${router.join('\n')}`);
      expect.soft(router.filter((w) => /^(websocket|udp packet|tcp data)/.test(w))).toEqual([]);
      expect.soft(router.filter((w) => w.includes('on 8081'))).toEqual([]);
      // Chromium gives extensions no DNS API (README, Security, residuals): the fast path's one GET to a
      // name that turns out to be private is the only request the router gets — once per name, with no
      // cookie, and the second open of it in the same round is refused before it is sent.
      expect.soft(router.filter((w) => /^[A-Z]+ /.test(w))).toEqual(['GET router.attacker.example/']);

      // Control: the same pages in the user's own tab keep their sockets and WebRTC, and WebRTC does reach
      // the router from there: the silence above was earned.
      const control = await browser.context.newPage();
      await control.goto(WORLD_URLS.page('/rtc.html'));
      expect(await control.evaluate(() => [typeof WebSocket, typeof RTCPeerConnection])).toEqual(['function', 'function']);
      await expect.poll(() => world.routerHits.some((h) => h.what.startsWith('udp packet')), { timeout: 15_000 }).toBe(true);
      await control.close();
    });
  });
}
