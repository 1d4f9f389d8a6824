import type { Page } from 'puppeteer-core';
import { launchFirefoxExtension, type FirefoxExtension } from '../support/firefox-browser';
import { startStandIns, type StandIns } from '../support/stand-ins';
import type { ModelServerOptions } from '../support/model-server';

/** The stand-ins every Firefox e2e file needs (the Firefox counterpart of startJourneyWorld). */
export interface FirefoxWorld extends StandIns {
  ff: FirefoxExtension;
}

/** Starts the fixture site, the SearXNG-compatible search backend, the scripted model server and Firefox. */
export async function startFirefoxWorld(options: { prefs?: Record<string, unknown>; model?: ModelServerOptions } = {}): Promise<FirefoxWorld> {
  const standIns = await startStandIns(options.model);
  const ff = await launchFirefoxExtension({ prefs: options.prefs }).catch(async (err: unknown) => {
    await standIns.close();
    throw err;
  });
  return {
    ...standIns,
    ff,
    async close() {
      await ff.close();
      await standIns.close();
    },
  };
}

type SettingsPatch = Record<string, Record<string, unknown>>;

/** Merges `patch` into the stored settings, section by section (model, search, browsing…), from an extension page. */
export async function patchSettings(page: Page, patch: SettingsPatch): Promise<void> {
  await page.evaluate(async (p: SettingsPatch) => {
    const s = ((await chrome.storage.local.get('settings')).settings ?? {}) as SettingsPatch;
    const merged: SettingsPatch = { ...s };
    for (const [k, v] of Object.entries(p)) merged[k] = { ...(s[k] ?? {}), ...v };
    await chrome.storage.local.set({ settings: merged });
  }, patch);
}

/** Opens the sidebar page as a tab, waits for the scripted model in its list and asks `question`. */
export async function askInSidebar(ff: FirefoxExtension, question: string): Promise<Page> {
  const panel = await ff.openExtensionPage('src/sidepanel/index.html');
  await panel.waitForFunction(() => [...document.querySelectorAll('option')].some((o) => o.textContent === 'scripted-model'), { timeout: 20_000 });
  await panel.locator('::-p-aria([name="Message"][role="textbox"])').fill(question);
  await panel.keyboard.press('Enter');
  return panel;
}
