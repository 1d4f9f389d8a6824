import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import { saveScreenshot } from '../support/screenshots';

describe('the built extension in Chromium', () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads with a running service worker and an extension id', async () => {
    expect(browser.extensionId).toMatch(/^[a-p]{32}$/);
    const manifestName = await browser.serviceWorker.evaluate(() => chrome.runtime.getManifest().name);
    expect(manifestName).toBe('Sidelight');
  });

  it('renders the side panel and the options page', async () => {
    const panel = await browser.openExtensionPage('src/sidepanel/index.html');
    await expect.poll(() => panel.getByRole('textbox', { name: 'Message' }).count()).toBeGreaterThan(0);
    await saveScreenshot(panel, 'smoke-sidepanel');
    const options = await browser.openExtensionPage('src/options/index.html');
    await expect.poll(() => options.getByRole('textbox', { name: 'Model server URL' }).count()).toBeGreaterThan(0);
    await saveScreenshot(options, 'smoke-options', { fullPage: true });
  });

  it('settings saved on the options page are read by the side panel without a reload', async () => {
    const panel = await browser.openExtensionPage('src/sidepanel/index.html');
    const options = await browser.openExtensionPage('src/options/index.html');
    await options.locator('details.advanced > summary').click();
    const url = options.getByRole('textbox', { name: 'Maximum tool steps' }).or(options.getByRole('spinbutton', { name: 'Maximum tool steps' }));
    await url.fill('7');
    await options.getByRole('button', { name: 'Save' }).click();
    const stored = await panel.evaluate(async () => {
      const { settings } = await chrome.storage.local.get('settings');
      return (settings as { browsing: { maxToolSteps: number } }).browsing.maxToolSteps;
    });
    expect(stored).toBe(7);
  });

  it('reports no errors from the worker or pages', () => {
    expect(browser.errors).toEqual([]);
  });
});
