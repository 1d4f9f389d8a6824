/**
 * The Chromium side of issue 32, for comparison with tests/e2e/firefox-http-only.test.ts: the same
 * plain-HTTP servers on names that are not this computer's (--host-resolver-rules), the same checks.
 * Chromium never upgraded an extension's http:// requests; this keeps it so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import { ask, openPanel } from './sidepanel-journey-support';
import {
  HTTP_NAMES,
  HTTP_ONLY_ANSWER,
  HTTP_ONLY_QUESTION,
  OPEN_FOR_MODEL,
  READ_TAB_URLS,
  WATCH_TAB_URLS,
  checkHttpOnly,
  checkHttpsOpen,
  describeHttpOnlyWorld,
  httpOnlySettings,
  httpOnlyTurns,
  startHttpOnlyWorld,
  type HttpOnlyWorld,
} from './http-only-world';

describe('Chromium reads plain-HTTP servers over plain HTTP', () => {
  let world: HttpOnlyWorld;
  let browser: ExtensionBrowser;

  beforeAll(async () => {
    world = await startHttpOnlyWorld();
    const rules = Object.values(HTTP_NAMES).map((n) => `MAP ${n} 127.0.0.1`);
    // --ignore-certificate-errors: the https:// stand-in's certificate is self-signed.
    browser = await launchExtension({ args: [`--host-resolver-rules=${rules.join(', ')}`, '--ignore-certificate-errors'] }).catch(async (err: unknown) => {
      await world.close();
      throw err;
    });
  });
  afterAll(async () => {
    await browser?.close();
    await world?.close();
  });

  /** Merges the world's settings into the stored ones, section by section. */
  async function applySettings(page: Page): Promise<void> {
    await page.evaluate(async (patch: Record<string, Record<string, unknown>>) => {
      const s = ((await chrome.storage.local.get('settings')).settings ?? {}) as Record<string, Record<string, unknown>>;
      const merged = { ...s };
      for (const [k, v] of Object.entries(patch)) merged[k] = { ...(s[k] ?? {}), ...v };
      await chrome.storage.local.set({ settings: merged });
    }, httpOnlySettings(world));
  }

  it('opens an http-only page on the fast path with one GET http://, and reaches the model server and SearXNG by name over http', async () => {
    const setup = await browser.openExtensionPage('src/options/index.html');
    await applySettings(setup);
    await setup.evaluate(WATCH_TAB_URLS);
    world.model.setTurns(httpOnlyTurns(world));

    const panel = await openPanel(browser);
    await ask(panel, HTTP_ONLY_QUESTION);
    const answer = panel.getByRole('log').locator('.answer', { hasText: HTTP_ONLY_ANSWER });
    await answer.waitFor({ timeout: 30_000 }).catch(async () => {
      throw new Error(`No answer within 30 s. The panel shows: ${await panel.getByRole('log').textContent()}. ${describeHttpOnlyWorld(world)}`);
    });
    expect(await panel.getByRole('log').textContent()).toContain(`Opened ${HTTP_NAMES.notes}`);

    checkHttpOnly(world, await setup.evaluate(READ_TAB_URLS));
    expect(browser.errors).toEqual([]);
    await panel.close();
    await setup.close();
  });

  it('fetches an https:// page as https://', async () => {
    const page = await browser.openExtensionPage('src/options/index.html');
    await applySettings(page);
    checkHttpsOpen(world, await page.evaluate(OPEN_FOR_MODEL, world.secureUrl));
    await page.close();
  });
});
