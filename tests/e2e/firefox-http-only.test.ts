/**
 * Issue 32 in a real Firefox (dist-firefox/, `npm run build && npm run build:firefox`): without a
 * policy of its own, an MV3 extension's pages get `upgrade-insecure-requests`, so the background
 * page's fetch of http://notes.example/ went out as https:// and the panel's model server and
 * SearXNG on a network name did too. The names resolve to this computer by `network.dns.localDomains`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFirefoxExtension, type FirefoxExtension } from '../support/firefox-browser';
import { patchSettings } from './firefox-world';
import { HTTP_NAMES, OPEN_FOR_MODEL, answerHttpOnlyInFirefox, checkHttpOnly, checkHttpsOpen, httpOnlySettings, startHttpOnlyWorld, type HttpOnlyWorld } from './http-only-world';

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
    const { log, tabUrls } = await answerHttpOnlyInFirefox(ff, world);
    expect(log).toContain(`Opened ${HTTP_NAMES.notes}`);
    checkHttpOnly(world, tabUrls);
    expect(ff.errors).toEqual([]);
  });

  it('fetches an https:// page as https://', async () => {
    const page = await ff.openExtensionPage('src/options/index.html');
    await patchSettings(page, httpOnlySettings(world));
    checkHttpsOpen(world, await page.evaluate(OPEN_FOR_MODEL, world.secureUrl));
    await page.close();
  });
});
