/**
 * Sidelight in a German browser (Chromium `--lang=de`): the manifest, the context menu and the pages
 * speak German, and controls are found by their German names — the i18n API picks
 * public/_locales/de for every string a user sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';

describe('Sidelight in German', () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension({ language: 'de' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('names and describes itself, its toolbar button, shortcut and menu items in German', async () => {
    const seen = await browser.serviceWorker.evaluate(async () => {
      const manifest = chrome.runtime.getManifest();
      const commands = await chrome.commands.getAll();
      return {
        name: manifest.name,
        description: manifest.description,
        command: commands.find((c) => c.name === 'ask-about-page')?.description,
        menu: chrome.i18n.getMessage('menuAskAboutPage'),
        title: await chrome.action.getTitle({}),
      };
    });
    expect(seen).toEqual({
      name: 'Sidelight',
      description: expect.stringContaining('Recherche-Assistent'),
      command: 'Sidelight mit dieser Seite als Anhang öffnen',
      menu: 'Zu dieser Seite fragen',
      title: 'Sidelight öffnen',
    });
  });

  it('marks its pages as German for screen readers', async () => {
    for (const path of ['src/sidepanel/index.html', 'src/options/index.html']) {
      const page = await browser.openExtensionPage(path);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
      await page.close();
    }
  });
});
