/**
 * The hostile world's scenario (tests/e2e/hostile-world.test.ts), apart from the browser that runs it
 * so a Firefox run can share it: what the scripted model opens, and the checks of what reached the
 * model, the attacker and the router afterwards.
 */
import { expect } from 'vitest';
import { lastChatRequest, type ModelServer, type ScriptedTurn } from '../model-server';
import { CACHE_SECRET, NOTE_SECRET, PROFILE_URL, ROUTER_SECRET, WORLD_URLS, type Hit, type WorldServers } from './world-sites';

const SECRETS = [NOTE_SECRET, ROUTER_SECRET, CACHE_SECRET];
const WORLD_HOSTS = [...new Set([WORLD_URLS.attacker, WORLD_URLS.notes, WORLD_URLS.router, PROFILE_URL].map((u) => new URL(u).hostname))];
export const FINAL_ANSWER = 'Here is what I found.';
export const QUESTION = `Summarise ${WORLD_URLS.attacker} for me.`;

/** Every attack is a link on the attacker's page, so the model opens each as an address it found. */
export const WORLD_OPENS = [
  WORLD_URLS.page('/ws.html'),
  WORLD_URLS.page('/rtc.html'),
  WORLD_URLS.page('/preconnect.html'),
  WORLD_URLS.page('/navigate.html'),
  WORLD_URLS.page('/fetch-router.html'),
  WORLD_URLS.page('/keepalive.html'),
  PROFILE_URL,
  WORLD_URLS.notes,
  WORLD_URLS.router,
  // Two opens of one URL in one round (the fragment only keeps the agent from calling it a repeat).
  `${WORLD_URLS.router}#again`,
];

export const WORLD_TURNS: ScriptedTurn[] = [
  { toolCalls: [{ name: 'browser.open', arguments: { id: WORLD_URLS.attacker } }] },
  { toolCalls: WORLD_OPENS.map((id) => ({ name: 'browser.open', arguments: { id } })) },
  { content: FINAL_ANSWER, chunkSize: 64 },
];

/**
 * The settings of the run: the scripted model, no Allowed local hosts, no cache. The world's hosts are
 * opened without asking (as if the user had said "Don't ask again" for each): what the tabs may do is
 * tested here on its own, not the question in the panel before an address of unknown provenance
 * (tests/e2e/sidepanel-provenance.test.ts) — `#again` would otherwise be asked about.
 */
export function worldSettings(modelUrl: string, searchUrl: string) {
  return {
    model: { baseUrl: modelUrl, apiStyle: 'openai', model: 'scripted-model', toolProfile: 'browser' },
    search: { provider: 'searxng', searxngUrl: searchUrl },
    browsing: { maxToolSteps: 50, cacheHours: 0, allowedLocalHosts: [] as string[], openWithoutAsking: WORLD_HOSTS },
  };
}

const show = (hits: Hit[]) => hits.map((h) => `${h.server}: ${h.what}`).join('\n');

/**
 * After the answer (and the keepalive's slow redirect): no secret in what the model got or in any
 * request that left, the hostile scripts did run in agent tabs without their sockets and WebRTC, the
 * notes app was not rendered, and the router got nothing that carries data. Returns what the router
 * saw, for the browser's own stricter check. `lastRequest`: the model's last request of the scenario's
 * conversation (the latest one unless the test asked more after it).
 */
export function checkAgentPhase(world: WorldServers, model: ModelServer, browserName: 'Chromium' | 'Firefox', lastRequest = lastChatRequest(model.requests)): string[] {
  // Soft: one run reports every scenario that failed.
  const sent = JSON.stringify(model.requests.map((r) => r.body));
  for (const secret of SECRETS) expect.soft(sent.includes(secret), `${secret} reached the model`).toBe(false);
  const toolResults = (lastRequest.body.messages as { role: string; content: string }[]).filter((m) => m.role === 'tool').map((m) => m.content);
  expect(toolResults).toHaveLength(WORLD_OPENS.length + 1);
  console.log(`tool results (${browserName}):\n${toolResults.map((r) => r.slice(0, 240)).join('\n---\n')}`);
  // No request carried a secret out.
  for (const secret of SECRETS) expect.soft(show(world.attackerHits), secret).not.toContain(secret);

  // The hostile scripts did run in agent tabs, and the keepalive requests were sent after the tab closed.
  const attacker = show(world.attackerHits);
  for (const ran of ['ws-start', 'rtc-start', 'hints', 'navigate', 'fetch', 'keepalive', 'profile']) expect.soft(attacker, ran).toContain(`/ran?${ran}`);
  expect.soft(attacker).toContain('/slow?');
  // The MAIN-world script removed the socket and WebRTC constructors, in the page and in a frame it made.
  for (const missing of ['ws-missing', 'rtc-missing', 'rtc-frame-missing']) expect.soft(attacker, missing).toContain(`/ran?${missing}`);
  const notes = toolResults.find((r) => r.includes('(http://notes.example/)')) ?? '';
  if (browserName === 'Chromium') {
    // The notes app's page was read as fetched, its scripts not run: the site keeps data in this browser.
    expect.soft(notes).toContain('did not run its scripts');
  } else {
    // Firefox renders it in the agent tab's own empty container: the app's empty state, none of the user's note.
    expect.soft(notes).toContain('No notes yet');
  }
  // Both opens of the router's name were refused.
  expect.soft(toolResults.slice(-2).every((r) => /^Error: could not open .*Refused/s.test(r)), toolResults.slice(-2).join('\n')).toBe(true);

  // Nothing on the wire that carries data reached the router: no WebSocket, no UDP packet (STUN, TURN),
  // no byte on a raw port, no connection from a Link header.
  const router = world.routerHits.map((h) => h.what);
  console.log(`router saw (${browserName}):\n${router.join('\n')}`);
  expect.soft(router.filter((w) => /^(websocket|udp packet|tcp data)/.test(w))).toEqual([]);
  expect.soft(router.filter((w) => w.includes('on 8081'))).toEqual([]);
  return router;
}
