import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type CreatePageOptions, type Page } from 'puppeteer-core';

export const DIST_FIREFOX_DIR = fileURLToPath(new URL('../../dist-firefox/', import.meta.url));
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const GECKO_ID = 'sidelight@sidelight.dev';
/** A fixed moz-extension host (Firefox otherwise picks a random one per profile). */
export const FIREFOX_EXTENSION_UUID = '5e1d1e47-0f1e-4c3a-9b1d-51de119e7000';

export interface FirefoxExtension {
  browser: Browser;
  /** Opens an extension page (e.g. `src/options/index.html`) in a new tab, or in a window of its own with `{ type: 'window' }`. */
  openExtensionPage(path: string, where?: CreatePageOptions): Promise<Page>;
  /** Errors the extension's pages threw or printed. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * Launches Firefox headless over WebDriver BiDi with dist-firefox/ installed as a temporary add-on.
 * Fails loudly (never skips) when the build or Firefox is missing. `prefs` adds about:config values
 * (e.g. `network.dns.localDomains` to resolve a name to this computer); `acceptInsecureCerts` lets a
 * test's self-signed https:// stand-in through.
 */
export async function launchFirefoxExtension(options: { prefs?: Record<string, unknown>; acceptInsecureCerts?: boolean } = {}): Promise<FirefoxExtension> {
  if (!existsSync(join(DIST_FIREFOX_DIR, 'manifest.json'))) {
    throw new Error(`No Firefox build in ${DIST_FIREFOX_DIR}: run \`npm run build && npm run build:firefox\` first (npm run test:e2e does).`);
  }
  if (!existsSync(FIREFOX_PATH)) {
    throw new Error(`No Firefox at ${FIREFOX_PATH}: install it with \`sudo apt-get install -y firefox-esr\` (or set FIREFOX_PATH).`);
  }
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    acceptInsecureCerts: options.acceptInsecureCerts === true,
    // WebDriver BiDi refuses to navigate to moz-extension:// pages without it.
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: FIREFOX_EXTENSION_UUID }), ...options.prefs },
  });
  const errors: string[] = [];
  try {
    await browser.installExtension(DIST_FIREFOX_DIR);
  } catch (err) {
    await browser.close();
    throw err;
  }
  return {
    browser,
    errors,
    async openExtensionPage(path: string, where?: CreatePageOptions): Promise<Page> {
      const page = await browser.newPage(where);
      page.on('pageerror', (err) => errors.push(`${path}: ${err instanceof Error ? err.message : String(err)}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`${path}: ${msg.text()}`);
      });
      const url = `moz-extension://${FIREFOX_EXTENSION_UUID}/${path.replace(/^\//, '')}`;
      // BiDi reports no finished navigation for moz-extension:// pages: wait for the document instead.
      void page.goto(url, { timeout: 0 }).catch(() => {});
      await waitForDocument(page, url);
      return page;
    },
    async close() {
      await browser.close();
    },
  };
}

/**
 * Polls until the tab shows `url` fully loaded. Not page.waitForFunction: puppeteer 24's BiDi polling
 * fails for good ("right-hand side of 'in' should be an object, got null") when the about:blank realm it
 * evaluates in is torn down by the navigation, so a lost evaluation here is simply tried again.
 */
async function waitForDocument(page: Page, url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const state = await page.evaluate(() => `${location.href} ${document.readyState}`);
      if (state === `${url} complete`) return;
      last = state;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not finish loading within ${timeoutMs} ms (last seen: ${last})`);
}
