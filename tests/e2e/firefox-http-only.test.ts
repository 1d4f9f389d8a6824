/**
 * Issue 32 in a real Firefox (dist-firefox/, `npm run build && npm run build:firefox`): without a
 * policy of its own, an MV3 extension's pages get `upgrade-insecure-requests`, so the background
 * page's fetch of http://notes.example/ went out as https:// and the panel's model server and
 * SearXNG on a network name did too. The names resolve to this computer by `network.dns.localDomains`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFirefoxExtension, type FirefoxExtension } from '../support/firefox-browser';
import { askInSidebar, patchSettings } from './firefox-world';
import { HTTP_NAMES, HTTP_ONLY_ANSWER, HTTP_ONLY_QUESTION, READ_TAB_URLS, WATCH_TAB_URLS, OPEN_FOR_MODEL, checkHttpOnly, checkHttpsOpen, describeHttpOnlyWorld, httpOnlySettings, httpOnlyTurns, startHttpOnlyWorld, type HttpOnlyWorld } from './http-only-world';

describe('Firefox reads plain-HTTP servers over plain HTTP', () => {
  let world: HttpOnlyWorld;
  let ff: FirefoxExtension;

  beforeAll(async () => {
    world = await startHttpOnlyWorld();
    ff = await launchFirefoxExtension({ prefs: { 'network.dns.localDomains': Object.values(HTTP_NAMES).join(',') }, acceptInsecureCerts: true }).catch(async (err: unknown) => {
      await world.close();
      throw err;
    });
  });
  afterAll(async () => {
    await ff?.close();
    await world?.close();
  });

  it('opens an http-only page on the fast path with one GET http://, and reaches the model server and SearXNG by name over http', async () => {
    const setup = await ff.openExtensionPage('src/options/index.html');
    await patchSettings(setup, httpOnlySettings(world));
    await setup.evaluate(WATCH_TAB_URLS);
    world.model.setTurns(httpOnlyTurns(world));

    const panel = await askInSidebar(ff, HTTP_ONLY_QUESTION);
    await panel
      .waitForFunction((text) => document.querySelector('[role="log"] .answer')?.textContent?.includes(text) ?? false, { timeout: 30_000 }, HTTP_ONLY_ANSWER)
      .catch(async () => {
        const log = await panel.evaluate(() => document.querySelector('[role="log"]')?.textContent ?? '');
        throw new Error(`No answer within 30 s. The panel shows: ${log}. ${describeHttpOnlyWorld(world)}`);
      });
    const steps = await panel.evaluate(() => document.querySelector('[role="log"]')?.textContent ?? '');
    expect(steps).toContain(`Opened ${HTTP_NAMES.notes}`);

    checkHttpOnly(world, await setup.evaluate(READ_TAB_URLS));
    expect(ff.errors).toEqual([]);
    await panel.close();
    await setup.close();
  });

  it('fetches an https:// page as https://', async () => {
    const page = await ff.openExtensionPage('src/options/index.html');
    await patchSettings(page, httpOnlySettings(world));
    checkHttpsOpen(world, await page.evaluate(OPEN_FOR_MODEL, world.secureUrl));
    await page.close();
  });
});
