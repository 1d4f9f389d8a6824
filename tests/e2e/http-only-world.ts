/**
 * Plain-HTTP servers on names that are not this computer's (issue 32): a notes site with no TLS at
 * all, the model server and SearXNG, each behind a wire tap that notes whether a connection began with
 * a TLS handshake. Firefox upgraded an MV3 extension's http:// requests to https:// by default; the
 * Chromium and Firefox tests run this one scenario and check the same things.
 */
import { expect } from 'vitest';
import { LOGGED_OUT_NOTE } from '../../src/background/open-page/logged-out-note';
import { HTTP_ONLY_FACT, startHttpOnlySite, type LoggedSite } from '../support/http-only-site';
import { startHttpsSite } from '../support/https-site';
import type { ScriptedTurn } from '../support/model-server';
import { startStandIns, type StandIns } from '../support/stand-ins';
import { startWireTap, type WireTap } from '../support/wire-tap';
import type { FirefoxExtension } from '../support/firefox-browser';
import { askInSidebar, patchSettings } from './firefox-world';

/** Names each browser resolves to 127.0.0.1 (Chromium: --host-resolver-rules; Firefox: network.dns.localDomains). */
export const HTTP_NAMES = { notes: 'notes.example', models: 'models.example', search: 'search.example', secure: 'secure.example' } as const;

export interface HttpOnlyWorld extends StandIns {
  notes: LoggedSite;
  taps: { notes: WireTap; models: WireTap; search: WireTap };
  /** http://notes.example:PORT/ — the page the model opens. */
  notesUrl: string;
  /** The same page over TLS only (a self-signed certificate the browser is told to accept), and its tap. */
  secure: LoggedSite;
  secureTap: WireTap;
  /** https://secure.example:PORT/ */
  secureUrl: string;
  modelUrl: string;
  searchUrl: string;
}

/**
 * `addresses`: where the notes site, the model server and SearXNG are reached, by IP address, instead of
 * by HTTP_NAMES on 127.0.0.1 (inside a network namespace that has those addresses: firefox-http-lan.test.ts).
 */
export async function startHttpOnlyWorld(addresses?: { notes: string; models: string; search: string }): Promise<HttpOnlyWorld> {
  const standIns = await startStandIns();
  const started: { close(): Promise<void> }[] = [standIns];
  try {
    const notes = await startHttpOnlySite();
    started.push(notes);
    const tap = async (url: string, address?: string) => {
      const t = await startWireTap(url, address);
      started.push(t);
      return t;
    };
    const taps = { notes: await tap(notes.url, addresses?.notes), models: await tap(standIns.model.url, addresses?.models), search: await tap(standIns.search.url, addresses?.search) };
    const at = (name: keyof typeof taps) => `http://${addresses?.[name] ?? HTTP_NAMES[name]}:${taps[name].port}`;
    const secure = await startHttpsSite(HTTP_NAMES.secure);
    started.push(secure);
    const secureTap = await tap(`http://127.0.0.1:${secure.port}`);
    return {
      ...standIns,
      notes,
      taps,
      secure,
      secureTap,
      secureUrl: `https://${HTTP_NAMES.secure}:${secureTap.port}/`,
      notesUrl: `${at('notes')}/`,
      modelUrl: at('models'),
      searchUrl: at('search'),
      close: async () => {
        await Promise.all(started.map((s) => s.close()));
      },
    };
  } catch (err) {
    await Promise.all(started.map((s) => s.close()));
    throw err;
  }
}

/**
 * The model server and SearXNG by name, and the notes site allowed (it resolves to this computer)
 * and opened without asking (provenance is tested elsewhere).
 */
export function httpOnlySettings(world: HttpOnlyWorld) {
  return {
    model: { baseUrl: world.modelUrl, apiStyle: 'ollama', model: 'scripted-model', toolProfile: 'browser' },
    search: { provider: 'searxng', searxngUrl: world.searchUrl },
    browsing: { cacheHours: 0, allowedLocalHosts: [new URL(world.notesUrl).host, new URL(world.secureUrl).host], openWithoutAsking: [new URL(world.notesUrl).hostname] },
  };
}

export const HTTP_ONLY_QUESTION = 'How many ships passed the lighthouse in March?';
export const HTTP_ONLY_ANSWER = 'The keeper counted 412 ships in March.';

export function httpOnlyTurns(world: HttpOnlyWorld): ScriptedTurn[] {
  return [
    { toolCalls: [{ name: 'browser.search', arguments: { query: 'harbour notes lighthouse' } }] },
    { toolCalls: [{ name: 'browser.open', arguments: { id: world.notesUrl } }] },
    { content: HTTP_ONLY_ANSWER, chunkSize: 16 },
  ];
}

/** Records, in an extension page, every address any tab is sent to from now on (agent tabs included). */
export const WATCH_TAB_URLS = (): void => {
  const seen: string[] = [];
  (globalThis as { __tabUrls?: string[] }).__tabUrls = seen;
  chrome.tabs.onUpdated.addListener((_id, info) => {
    if (info.url) seen.push(info.url);
  });
  chrome.tabs.onCreated.addListener((tab) => {
    const url = tab.pendingUrl ?? tab.url;
    if (url) seen.push(url);
  });
};
export const READ_TAB_URLS = (): string[] => (globalThis as { __tabUrls?: string[] }).__tabUrls ?? [];

/** What each server saw, for a failure message when no answer came. */
export function describeHttpOnlyWorld(world: HttpOnlyWorld): string {
  const taps = Object.entries(world.taps).map(([name, tap]) => `${name}: [${tap.connections.join(', ')}]`);
  return `connections ${taps.join('; ')}; notes site got [${world.notes.requests.join(', ')}]; model server got [${world.model.requests.map((r) => r.path).join(', ')}]; SearXNG got ${world.search.requests.length} queries`;
}

/**
 * After the answer: each server got plain HTTP only (no connection began with a TLS handshake), the
 * notes page was requested exactly once, as http://, by the fast path (no tab went to it, the model
 * got its text with no "rendered in a tab" note), and the model and SearXNG were reached by name.
 */
export function checkHttpOnly(world: HttpOnlyWorld, tabUrls: string[]): void {
  // Soft: one run reports every server that saw the wrong thing.
  for (const [name, tap] of Object.entries(world.taps)) {
    expect.soft(tap.connections, `${name}: connections by first bytes`).not.toContain('tls');
    expect.soft(tap.connections.length, `${name}: connections`).toBeGreaterThan(0);
  }
  expect.soft(world.notes.requests).toEqual([`GET ${world.notesUrl}`]);
  expect.soft(tabUrls.filter((u) => u.includes(new URL(world.notesUrl).host))).toEqual([]);

  expect.soft(world.search.requests.some((r) => r.query.q === 'harbour notes lighthouse')).toBe(true);
  const chats = world.model.requests.filter((r) => r.path === '/api/chat');
  expect.soft(chats).toHaveLength(3);
  const sent = (chats[2]!.body.messages as { role: string; content: string }[]).at(-1)!.content;
  expect.soft(sent).toContain(HTTP_ONLY_FACT);
  expect.soft(sent).not.toContain(LOGGED_OUT_NOTE);
}

/** The worker's open of `url` for the model, sent from an extension page as the panel sends it. */
export const OPEN_FOR_MODEL = (url: string): Promise<{ ok: boolean; value?: { url: string; lines: string[] }; error?: unknown }> =>
  chrome.runtime.sendMessage({ sidelight: true, type: 'open-page', payload: { url } });

/** An https:// page stays https://: one GET over TLS, no plain connection, the text read. */
export function checkHttpsOpen(world: HttpOnlyWorld, reply: Awaited<ReturnType<typeof OPEN_FOR_MODEL>>): void {
  expect.soft(reply.error).toBeUndefined();
  expect.soft(reply.value?.url).toBe(world.secureUrl);
  expect.soft(reply.value?.lines.join('\n')).toContain(HTTP_ONLY_FACT);
  expect.soft(world.secure.requests).toEqual([`GET ${world.secureUrl}`]);
  expect.soft(world.secureTap.connections).not.toContain('http');
}

/**
 * The scenario in Firefox's sidebar: settings pointing at the world, tabs watched, the question asked
 * and its answer awaited (on timeout, an error with what the panel shows and what the servers saw).
 * Returns the conversation's text and the URLs any tab went to; the two pages are closed.
 */
export async function answerHttpOnlyInFirefox(ff: FirefoxExtension, world: HttpOnlyWorld): Promise<{ log: string; tabUrls: string[] }> {
  const setup = await ff.openExtensionPage('src/options/index.html');
  await patchSettings(setup, httpOnlySettings(world));
  await setup.evaluate(WATCH_TAB_URLS);
  world.model.setTurns(httpOnlyTurns(world));
  const panel = await askInSidebar(ff, HTTP_ONLY_QUESTION);
  const logText = () => panel.evaluate(() => document.querySelector('[role="log"]')?.textContent ?? '');
  await panel
    .waitForFunction((text) => document.querySelector('[role="log"] .answer')?.textContent?.includes(text) ?? false, { timeout: 30_000 }, HTTP_ONLY_ANSWER)
    .catch(async () => {
      throw new Error(`No answer within 30 s. The panel shows: ${await logText()}. ${describeHttpOnlyWorld(world)}`);
    });
  const result = { log: await logText(), tabUrls: await setup.evaluate(READ_TAB_URLS) };
  await panel.close();
  await setup.close();
  return result;
}
