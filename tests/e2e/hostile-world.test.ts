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
import { FINAL_ANSWER, QUESTION, WORLD_TURNS, checkAgentPhase, worldSettings } from '../support/net-world/world-scenario';
import { CACHE_SECRET, NOTE_SECRET, PROFILE_URL, WORLD_URLS, startWorldServers, type WorldServers } from '../support/net-world/world-sites';
import { lastChatRequest, startModelServer, type ModelServer } from '../support/model-server';
import { startSearchBackend, type SearchBackend } from '../support/search-backend';
import { ask, openPanel } from './sidepanel-journey-support';

interface PredictionSample {
  value: boolean;
  levelOfControl: string;
  /** Addresses of the tabs open on the world's sites (agent tabs: the user's own are closed by then). */
  agentTabs: string[];
}

/** Runs in the worker: network prediction as Chromium applies it, and the tabs open on http pages. */
async function samplePrediction(): Promise<PredictionSample> {
  const [setting, tabs] = await Promise.all([chrome.privacy.network.networkPredictionEnabled.get({}), chrome.tabs.query({ url: 'http://*/*' })]);
  return { value: setting.value, levelOfControl: setting.levelOfControl, agentTabs: tabs.map((t) => t.url ?? t.pendingUrl ?? '') };
}

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

    it('gives the model no secret and the router no request', { timeout: 300_000 }, async () => {
      // The user keeps a note in the notes app (localStorage only, no cookie), in their own tab.
      const own = await browser.context.newPage();
      await own.goto(WORLD_URLS.notes);
      await own.evaluate((s) => localStorage.setItem('note', s), NOTE_SECRET);
      await own.reload();
      expect(await own.textContent('body')).toContain(NOTE_SECRET);
      // …and looked at their profile, logged in by HTTP auth: the browser keeps the private answer in its cache.
      await own.goto(PROFILE_URL);
      expect(await own.evaluate(() => fetch('/me.json', { headers: { authorization: 'Basic dXNlcjpwdw==' } }).then((r) => r.text()))).toContain(CACHE_SECRET);
      expect(await own.evaluate(() => fetch('/me.json').then((r) => r.text()))).toContain(CACHE_SECRET);
      await own.close();

      const setup = await browser.openExtensionPage('src/options/index.html');
      await setup.evaluate(
        async (o) => {
          const { settings } = await chrome.storage.local.get('settings');
          const s = (settings ?? {}) as Record<string, Record<string, unknown>>;
          await chrome.storage.local.set({
            settings: {
              ...s,
              model: { ...(s.model ?? {}), ...o.model },
              search: { ...(s.search ?? {}), ...o.search },
              browsing: { ...(s.browsing ?? {}), ...o.browsing },
            },
          });
        },
        worldSettings(model.url, search.url),
      );
      await setup.close();

      model.setTurns(WORLD_TURNS);
      const panel = await openPanel(browser);
      // Chromium's network prediction as the worker sees it, sampled with the tabs open at that moment,
      // all through the run: it must be off whenever an agent tab is open (net-guard/network-prediction.ts).
      const samples: PredictionSample[] = [];
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          samples.push(await browser.serviceWorker.evaluate(samplePrediction).catch(() => ({ value: true, levelOfControl: 'unread', agentTabs: [] })));
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      await ask(panel, QUESTION);
      await panel.getByText(FINAL_ANSWER).waitFor({ timeout: 240_000 });
      // The keepalive page's requests outlive its tab by the slow redirect's 3 s.
      await panel.waitForTimeout(6000);
      sampling = false;
      await sampler;

      const router = checkAgentPhase(world, model, 'Chromium');
      // A `<link rel=preconnect>` in the markup of the hints page (to the router's name on 8080) is acted
      // on before any script runs, outside every extension rule; only network prediction off stops it.
      // Without it the router saw 3–5 connections on 8080 per run.
      expect.soft(router.filter((w) => w.includes('on 8080')), 'a preconnect reached the router').toEqual([]);
      const withHints = samples.filter((s) => s.agentTabs.some((u) => u.includes('/preconnect.html')));
      expect.soft(withHints.length, 'the hints page was seen open in a tab').toBeGreaterThan(0);
      expect.soft(withHints.filter((s) => s.value || s.levelOfControl !== 'controlled_by_this_extension'), 'prediction on while the hints page was open').toEqual([]);
      // …and the user's own setting is back once the agent tabs are gone.
      expect.soft(await browser.serviceWorker.evaluate(samplePrediction)).toEqual({ value: true, levelOfControl: 'controllable_by_this_extension', agentTabs: [] });
      // Chromium gives extensions no DNS API: the fast path asks the browser to reach a public address
      // only (net-guard/public-only.ts), and Chromium refuses the router's name once connected, before
      // the request is sent — where `GET /` used to reach it (README, Security, residuals). What is left
      // are connections that carry no byte (counted in the README).
      expect.soft(router.filter((w) => /^[A-Z]+ /.test(w))).toEqual([]);
      // The model was told the browser refused it, not what it answered.
      const opens = (lastChatRequest(model.requests).body.messages as { role: string; content: string }[]).filter((m) => m.role === 'tool').map((m) => m.content);
      expect.soft(opens.slice(-2).join('\n')).toContain('nothing was sent to it');

      // A name learnt to lead to the router is blocked for agent tabs before they connect (net-rules/local-block.ts):
      // the status board again, now that the router's name was refused, opens no connection there. (In the
      // round above the tabs ran alongside that refusal, so some of their requests came first.)
      world.dropRouterConnections();
      const seenBefore = world.routerHits.length;
      const ranBefore = world.attackerHits.filter((h) => h.what.includes('/ran?fetch')).length;
      model.setTurns([{ toolCalls: [{ name: 'browser.open', arguments: { id: `${WORLD_URLS.page('/fetch-router.html')}?again=1` } }] }, { content: 'Read it again.', chunkSize: 64 }]);
      await ask(panel, `Summarise ${WORLD_URLS.page('/fetch-router.html')} once more.`);
      await panel.getByText('Read it again.').waitFor({ timeout: 120_000 });
      await panel.waitForTimeout(1500);
      expect.soft(world.attackerHits.filter((h) => h.what.includes('/ran?fetch')).length, 'the status board ran again').toBeGreaterThan(ranBefore);
      expect.soft(world.routerHits.slice(seenBefore).map((h) => h.what)).toEqual([]);

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
