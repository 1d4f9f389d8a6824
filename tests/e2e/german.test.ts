/**
 * Sidelight in a German browser (Chromium `--lang=de`): the manifest, the context menu and the pages
 * speak German, and controls are found by their German names — the i18n API picks
 * public/_locales/de for every string a user sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import { startModelServer, type ModelServer } from '../support/model-server';
import { saveScreenshot } from '../support/screenshots';

describe('Sidelight in German', () => {
  let browser: ExtensionBrowser;
  let models: ModelServer;
  beforeAll(async () => {
    models = await startModelServer({ models: ['qwen3:8b', 'gpt-oss:20b'] });
    browser = await launchExtension({ language: 'de', keepWelcome: true, viewport: { width: 1000, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await models?.close();
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

  it('greets in German on the welcome page', async () => {
    const page = browser.welcome!;
    await expect.poll(() => page.getByRole('heading', { name: 'Willkommen bei Sidelight', level: 1 }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Was Sie installieren müssen' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Seitenleiste öffnen' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Erneut suchen' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 20_000 }).not.toContain('Suche nach');
    await saveScreenshot(page, 'welcome-de', { fullPage: true });
  });

  it('runs the options page in German: fields, validation and Save by their German names', async () => {
    const page = await browser.openExtensionPage('src/options/index.html');
    await expect.poll(() => page.getByRole('heading', { name: 'Sidelight-Einstellungen', level: 1 }).count()).toBe(1);
    const url = page.getByRole('textbox', { name: 'URL des Modellservers' });
    await url.fill('localhost:11434');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.getByText('URL des Modellservers braucht ein Schema, zum Beispiel http://localhost:11434').count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'Nicht gespeichert: 1 Feld muss korrigiert werden.' }).count()).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Suchanbieter' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Verbindung testen' }).count()).toBe(1);
    await page.getByText('Erweitert', { exact: true }).click();
    expect(await page.getByRole('textbox', { name: 'Maximale Werkzeugschritte' }).or(page.getByRole('spinbutton', { name: 'Maximale Werkzeugschritte' })).count()).toBe(1);
    await saveScreenshot(page, 'options-de', { fullPage: true });
    await page.close();
  });

  it('says in German why Test connection failed against a stopped model server, and what to do', async () => {
    const stopped = await startModelServer();
    const stoppedUrl = stopped.url;
    await stopped.close();
    const page = await browser.openExtensionPage('src/options/index.html');
    await page.getByRole('textbox', { name: 'URL des Modellservers' }).fill(stoppedUrl);
    await page.getByRole('button', { name: 'Verbindung testen' }).click();
    const status = page.getByText('Verbindung fehlgeschlagen:', { exact: false });
    await status.waitFor({ timeout: 20_000 });
    const text = (await status.textContent()) ?? '';
    // The message and the hint, both in German; only the address and the command stay as they are.
    expect(text).toContain(`Keine Verbindung zum Modellserver unter ${stoppedUrl}.`);
    expect(text).toMatch(/Läuft (Ollama|der Server)\? Starten Sie/);
    expect(text).not.toMatch(/Could not connect|Is (Ollama|the server) running/);
    await page.close();
  });


  it('runs the side panel in German: first run, then composer, header and history by their German names', async () => {
    const panel = await browser.openExtensionPage('src/sidepanel/index.html');
    await panel.setViewportSize({ width: 420, height: 760 });
    await panel.getByRole('textbox', { name: 'Nachricht' }).waitFor();
    await panel.evaluate(async () => {
      const { settings } = await chrome.storage.local.get('settings');
      const s = (settings ?? {}) as Record<string, Record<string, unknown>>;
      await chrome.storage.local.set({ settings: { ...s, model: { ...(s.model ?? {}), baseUrl: 'http://127.0.0.1:9', apiStyle: 'openai' } } });
    });
    await panel.reload({ waitUntil: 'load' });
    await expect.poll(() => panel.getByRole('heading', { name: 'Modell verbinden' }).count(), { timeout: 20_000 }).toBe(1);
    expect(await panel.getByRole('button', { name: 'Erneut erkennen' }).count()).toBe(1);

    await panel.evaluate(async (baseUrl) => {
      const { settings } = await chrome.storage.local.get('settings');
      const s = (settings ?? {}) as Record<string, Record<string, unknown>>;
      await chrome.storage.local.set({ settings: { ...s, model: { ...(s.model ?? {}), baseUrl, apiStyle: 'ollama', model: 'gpt-oss:20b' } } });
    }, models.url);
    await expect.poll(() => panel.getByRole('combobox', { name: 'Modell' }).locator('option').allTextContents(), { timeout: 20_000 }).toEqual(['qwen3:8b', 'gpt-oss:20b']);
    await panel.getByRole('textbox', { name: 'Nachricht' }).fill('Wer hat die Glühbirne erfunden?');
    for (const name of ['Senden', 'Neuer Chat', 'Verlauf', 'Einstellungen', 'Diese Seite anhängen']) {
      expect(await panel.getByRole('button', { name, exact: true }).count(), name).toBe(1);
    }
    expect(await panel.getByText('Stellen Sie eine Frage.', { exact: false }).count()).toBe(1);
    await saveScreenshot(panel, 'sidepanel-de');
    await panel.getByRole('button', { name: 'Verlauf', exact: true }).click();
    await expect.poll(() => panel.getByRole('searchbox', { name: 'Verlauf durchsuchen' }).count()).toBe(1);
    await expect.poll(() => panel.getByText('Noch keine Unterhaltungen.').count()).toBe(1);
    await panel.close();
  });

  it('says in German that the model server stopped answering, and keeps the conversation', async () => {
    const stoppable = await startModelServer({ models: ['qwen3:8b'], turns: [{ content: 'Thomas Edison verbesserte sie 1879.' }] });
    const panel = await browser.openExtensionPage('src/sidepanel/index.html');
    await panel.evaluate(async (baseUrl) => {
      const { settings } = await chrome.storage.local.get('settings');
      const s = (settings ?? {}) as Record<string, Record<string, unknown>>;
      await chrome.storage.local.set({ settings: { ...s, model: { ...(s.model ?? {}), baseUrl, apiStyle: 'ollama', model: 'qwen3:8b' } } });
    }, stoppable.url);
    await panel.reload({ waitUntil: 'load' });
    const composer = panel.getByRole('textbox', { name: 'Nachricht' });
    await expect.poll(() => panel.getByRole('combobox', { name: 'Modell' }).locator('option').allTextContents(), { timeout: 20_000 }).toEqual(['qwen3:8b']);
    await composer.fill('Wer hat die Glühbirne erfunden?');
    await panel.getByRole('button', { name: 'Senden', exact: true }).click();
    const log = panel.getByRole('log');
    await log.getByText('Thomas Edison verbesserte sie 1879.').waitFor({ timeout: 20_000 });

    await stoppable.close();
    await composer.fill('Und wann genau?');
    await panel.getByRole('button', { name: 'Senden', exact: true }).click();
    const alert = log.getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain(`Keine Verbindung zum Modellserver unter ${stoppable.url}.`);
    expect(text).toContain('Läuft Ollama? Starten Sie es mit');
    expect(text).not.toMatch(/Could not connect|Is Ollama running/);
    // What was said before stays; the question that failed stays where it was asked.
    expect(await log.getByText('Wer hat die Glühbirne erfunden?').count()).toBe(1);
    expect(await log.getByText('Thomas Edison verbesserte sie 1879.').count()).toBe(1);
    expect(await log.getByText('Und wann genau?').count()).toBe(1);
    expect(await log.getByRole('button', { name: 'Wiederholen' }).count()).toBe(1);
    await saveScreenshot(panel, 'sidepanel-error-de');
    await panel.close();
  });

});
