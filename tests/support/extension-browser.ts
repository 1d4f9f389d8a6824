import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { findBrowser } from '../../scripts/find-browser';
import { WELCOME_PATH } from '../../src/background/welcome';

export const DIST_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  serviceWorker: Worker;
  /** Opens an extension page (e.g. `src/sidepanel/index.html`) as a tab. */
  openExtensionPage(path: string): Promise<Page>;
  /** Errors the extension's pages and worker printed or threw, for "loads without errors" checks. */
  errors: string[];
  /** The welcome tab the install opened, when launched with `keepWelcome` (otherwise it is closed). */
  welcome?: Page;
  close(): Promise<void>;
}

/**
 * Launches the system Chromium headless with the built extension in a fresh profile. Fails loudly
 * (never skips) when the build or the browser is missing. `args` adds Chromium switches (e.g.
 * `--host-resolver-rules` to point names at a local server). `language` (e.g. `de`) starts the
 * browser in that UI language, which the extension i18n API follows.
 */
export async function launchExtension(
  options: { colorScheme?: 'light' | 'dark'; args?: string[]; language?: string; keepWelcome?: boolean; viewport?: { width: number; height: number }; popupBlocking?: boolean } = {},
): Promise<ExtensionBrowser> {
  if (!existsSync(join(DIST_DIR, 'manifest.json'))) {
    throw new Error(`No built extension in ${DIST_DIR}: run \`npm run build\` first (npm run test:e2e does).`);
  }
  const executablePath = findBrowser();
  const userDataDir = await mkdtemp(join(tmpdir(), 'sidelight-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    colorScheme: options.colorScheme ?? 'light',
    viewport: options.viewport ?? { width: 400, height: 800 },
    ...(options.language ? { locale: options.language } : {}),
    // Playwright turns Chromium's pop-up blocker off; `popupBlocking` keeps it on, as users have it.
    ...(options.popupBlocking ? { ignoreDefaultArgs: ['--disable-popup-blocking'] } : {}),
    args: [
      ...(options.language ? [`--lang=${options.language}`] : []),
      `--disable-extensions-except=${DIST_DIR}`,
      `--load-extension=${DIST_DIR}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.args ?? []),
    ],
  });
  const errors: string[] = [];
  const serviceWorker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 20_000 }));
  const extensionId = new URL(serviceWorker.url()).host;
  context.on('weberror', (e) => errors.push(`page error: ${e.error().message}`));
  // Installing opens the welcome page once; tests that count tabs want it settled, so wait for it here.
  const welcome = await waitForPage(context, `chrome-extension://${extensionId}/${WELCOME_PATH}`);
  if (!options.keepWelcome) await welcome.close();

  return {
    context,
    extensionId,
    serviceWorker,
    errors,
    ...(options.keepWelcome ? { welcome } : {}),
    async openExtensionPage(path: string): Promise<Page> {
      const page = await context.newPage();
      page.on('console', (msg) => {
        // Network failures the app handles itself (probing for a local model server) are logged by
        // Chromium as console errors; they are not the extension's errors.
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(`${path}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => errors.push(`${path}: ${err.message}`));
      await page.goto(`chrome-extension://${extensionId}/${path.replace(/^\//, '')}`);
      return page;
    },
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** The tab showing `url`, once one does (tabs start at about:blank). Fails after 20 s. */
export async function waitForPage(context: BrowserContext, url: string): Promise<Page> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const page = context.pages().find((p) => p.url() === url);
    if (page) return page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No tab showed ${url} within 20 s.`);
}
