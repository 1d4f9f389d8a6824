/**
 * Chromium's network prediction ("Preload pages") is held off only while an agent tab is open
 * (src/background/net-guard/network-prediction.ts; that it is off then, and that markup preconnects
 * then reach nothing, is measured in tests/e2e/hostile-world.test.ts). Here: a worker that stopped or
 * crashed while holding it gives the user's setting back when it starts again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';

/** What Chromium does to an idle or stuck MV3 worker, done on demand through the DevTools protocol. */
async function stopServiceWorkers(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

const readSetting = (page: Page) => page.evaluate(() => chrome.privacy.network.networkPredictionEnabled.get({}).then((s) => ({ value: s.value, levelOfControl: s.levelOfControl })));

describe('network prediction after a worker stopped holding it off', () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is the user’s own again once the worker starts', async () => {
    const page = await browser.openExtensionPage('src/options/index.html');
    expect(await readSetting(page)).toEqual({ value: true, levelOfControl: 'controllable_by_this_extension' });
    // As the worker leaves it while an agent tab is open (guardAgentTab), then it stops before the tab closes.
    await page.evaluate(() => chrome.privacy.network.networkPredictionEnabled.set({ value: false, scope: 'regular' }));
    expect(await readSetting(page)).toEqual({ value: false, levelOfControl: 'controlled_by_this_extension' });
    await stopServiceWorkers(page);
    // Control: with the worker stopped, nothing gives it back by itself.
    await page.waitForTimeout(500);
    expect(await readSetting(page)).toEqual({ value: false, levelOfControl: 'controlled_by_this_extension' });

    // Any event starts the worker again; a message is one.
    await page.evaluate(() => chrome.runtime.sendMessage({ type: 'wake-up' }).catch(() => undefined));
    await expect.poll(() => readSetting(page), { timeout: 10_000 }).toEqual({ value: true, levelOfControl: 'controllable_by_this_extension' });
    await page.close();
  });
});
