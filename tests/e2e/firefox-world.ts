import type { Page } from 'puppeteer-core';
import { launchFirefoxExtension, type FirefoxExtension } from '../support/firefox-browser';
import { startFixtureSite } from '../support/fixture-site';
import type { LocalServer } from '../support/local-server';
import { startModelServer, type ModelServer } from '../support/model-server';
import { startSearchBackend, type SearchBackend } from '../support/search-backend';

/** The stand-ins every Firefox e2e file needs (the Firefox counterpart of startJourneyWorld). */
export interface FirefoxWorld {
  ff: FirefoxExtension;
  site: LocalServer;
  search: SearchBackend;
  model: ModelServer;
  close(): Promise<void>;
}

/** Starts the fixture site, the SearXNG-compatible search backend, the scripted model server and Firefox. */
export async function startFirefoxWorld(options: { prefs?: Record<string, unknown>; model?: Parameters<typeof startModelServer>[0] } = {}): Promise<FirefoxWorld> {
  const site = await startFixtureSite();
  const search = await startSearchBackend({ siteUrl: site.url });
  const model = await startModelServer(options.model);
  const ff = await launchFirefoxExtension({ prefs: options.prefs });
  return {
    ff,
    site,
    search,
    model,
    async close() {
      await ff.close();
      await Promise.all([site.close(), search.close(), model.close()]);
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
