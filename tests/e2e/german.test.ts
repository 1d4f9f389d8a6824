/**
 * Sidelight in a German browser (Chromium `--lang=de`): the manifest, the context menu and the pages
 * speak German, and controls are found by their German names — the i18n API picks
 * public/_locales/de for every string a user sees.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import type { LocalServer } from '../support/local-server';
import { startModelServer, type ModelServer } from '../support/model-server';
import { saveScreenshot } from '../support/screenshots';
import { type JourneyWithPanel, startConfiguredJourney } from './sidepanel-journey-support';

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
    // Without a scheme an address is completed, not refused.
    await url.fill('localhost:11434');
    await url.blur();
    expect(await url.inputValue()).toBe('http://localhost:11434');
    await url.fill('ftp://localhost:11434');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.getByText('URL des Modellservers muss eine http://- oder https://-Adresse sein.').count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'Nicht gespeichert: 1 Feld muss korrigiert werden.' }).count()).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Suchanbieter' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Verbindung testen' }).count()).toBe(1);
    const toolbar = page.getByRole('combobox', { name: 'Die Schaltfläche in der Symbolleiste öffnet' });
    expect(await toolbar.locator('option').allTextContents()).toEqual(['Seitenleiste', 'Chat in einem Tab']);
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
    // The command is shown as code, without the backticks the message is written with.
    expect(text).not.toContain('`');
    expect(await status.locator('code', { hasText: 'ollama serve' }).count()).toBe(1);
    await page.close();
  });

  it('says in German why Test search failed against a stopped SearXNG instance', async () => {
    // A port that just closed: the instance is not running.
    const stopped = await startModelServer();
    const searxUrl = stopped.url.replace('127.0.0.1', 'localhost');
    await stopped.close();
    const page = await browser.openExtensionPage('src/options/index.html');
    await page.getByRole('combobox', { name: 'Suchanbieter' }).selectOption({ label: 'SearXNG (Ihre Instanz)' });
    await page.getByRole('textbox', { name: 'SearXNG URL' }).fill(searxUrl);
    await page.getByRole('button', { name: 'Suche testen' }).click();
    const status = page.getByText('Suche fehlgeschlagen:', { exact: false });
    await status.waitFor({ timeout: 30_000 });
    const text = (await status.textContent()) ?? '';
    expect(text).toMatch(/SearXNG unter localhost:\d+ ist nicht erreichbar: .+\. Prüfen Sie die Adresse und Ihre Verbindung/);
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
    // Each command has its Copy button, named in German after the command.
    expect(await panel.getByRole('button', { name: '„ollama serve“ kopieren' }).count()).toBe(1);

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

  it('refuses a file it cannot read in German, naming the file and what it reads', async () => {
    const panel = await browser.openExtensionPage('src/sidepanel/index.html');
    await panel.getByLabel('Datei anhängen').setInputFiles({ name: 'song.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0]) });
    const alert = panel.getByRole('alert').filter({ hasText: 'song.mp3' });
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.textContent()).toBe(
      '„song.mp3“ konnte nicht angehängt werden: Sidelight kann „song.mp3“ nicht lesen (audio/mpeg). Hängen Sie eine PDF-, Markdown-, Text-, HTML- oder JSON-Datei oder ein Bild (PNG, JPEG, WebP, GIF) an.',
    );
    await panel.close();
  });

});

const NOTES = '# Harbour survey notes\n\nThe north pier is 212 metres long.\n\nDredging removed 14,500 cubic metres of silt in March 2026.\n';

/**
 * A whole research answer read in German: an attached file, the timeline of search, open and find,
 * chips with their previews (a page's and the file's), the file's view, Sources, Copy code, and the
 * history's export, whose labels follow the UI language too. Everything is found by German names.
 */
describe('a research answer in German', () => {
  let site: LocalServer;
  let model: ModelServer;
  let panel: Page;
  let line = 0;
  let world: JourneyWithPanel<'record'>;
  const solar = () => `${site.url}/articles/solar.html`;

  beforeAll(async () => {
    world = await startConfiguredJourney({ language: 'de', lines: { record: ['/articles/solar.html', '34.6 percent'] } });
    ({ site, model, panel } = world);
    line = world.lines.record;
    await panel.setViewportSize({ width: 420, height: 860 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('shows an attached file as a chip named in German', async () => {
    await panel.getByLabel('Datei anhängen').setInputFiles({ name: 'notes.md', mimeType: 'text/markdown', buffer: Buffer.from(NOTES) });
    await panel.getByRole('button', { name: 'Anhang Harbour survey notes entfernen' }).waitFor({ timeout: 10_000 });
    expect(await panel.locator('.attachment-chip--file').textContent()).toMatch(/Harbour survey notes · \d+ Zeilen/);
    await saveScreenshot(panel, 'sidepanel-de-file-attached');
  });

  it('answers with a German timeline, chips, previews, the file view and Sources', async () => {
    model.setTurns([
      { thinking: 'Erst suchen.', toolCalls: [{ name: 'browser.search', arguments: { query: 'solar panel efficiency record' } }] },
      { toolCalls: [{ name: 'browser.open', arguments: { id: solar() } }] },
      { toolCalls: [{ name: 'browser.find', arguments: { pattern: '34.6 percent' } }] },
      {
        content: `Eine Tandemzelle erreichte **34,6 Prozent** 【2†L${line}】. Der Nordpier ist 212 Meter lang 【0†L3】.\n\n\`\`\`\nefficiency = 0.346\n\`\`\``,
      },
    ]);
    await panel.getByRole('textbox', { name: 'Nachricht' }).fill('Wie hoch ist der neue Rekord, und wie lang ist der Pier?');
    await panel.getByRole('textbox', { name: 'Nachricht' }).press('Enter');
    const log = panel.getByRole('log', { name: 'Unterhaltung' });
    const host = new URL(site.url).hostname;
    // Sources are numbered in the order the answer cites them: the page first, then the file.
    const chip = log.getByRole('link', { name: `Quelle 1, ${host}, Zeile ${line}` });
    await chip.waitFor({ timeout: 30_000 });
    expect(await panel.getByRole('button', { name: 'In einem Tab öffnen' }).count()).toBe(1);

    // The timeline: a German summary and one row per step, each in German.
    const summary = log.locator('details.activity > summary');
    await expect.poll(() => summary.textContent()).toMatch(/^Recherche · 4 Schritte · \d+(,\d)? s$/);
    await summary.click();
    const rows = log.getByRole('listitem');
    for (const row of [/^✓Angehängt: Harbour survey notes · \d+ Zeilen/, /^✓Gesucht: „solar panel efficiency record“ → \d+ Ergebnisse? · /, new RegExp(`^✓Geöffnet: ${host.replace(/\./g, '\\.')} → .* · \\d+ Zeilen · `), /^✓Auf der Seite gesucht: „34\.6 percent“ → gefunden · /]) {
      expect(await rows.filter({ hasText: row }).count(), String(row)).toBe(1);
    }
    const searchStep = rows.filter({ hasText: /^✓Gesucht:/ });
    await searchStep.locator('summary').first().click();
    // The results as rows; the exact text behind a disclosure of its own.
    await searchStep.getByText('Was das Modell gesehen hat', { exact: true }).click();
    expect(await log.getByLabel('Was das Modell gelesen hat: Gesucht: „solar panel efficiency record“').count()).toBe(1);
    await saveScreenshot(panel, 'sidepanel-de-timeline');
    // No English UI word anywhere in the answer's frame (what the model read and wrote, and page titles, are not UI).
    const uiText = await log.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.step-view, .answer-blocks, .user-text, .thinking-text, .source-title, .step-row-title, .step-row-site').forEach((n) => n.remove());
      return copy.textContent ?? '';
    });
    expect(uiText).toContain('Quellen');
    expect(uiText).not.toMatch(/\b(Research|Sources?|Searching|Searched|Opening|Opened|Finding|Attached|lines?|cited|results?|found|Copy|Regenerate|Edit|Thinking|Thought|Waiting|Unverified|steps?)\b/);
    await summary.click();

    // The page's chip and its preview.
    await chip.hover();
    const tooltip = panel.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain(`${host} · Zeile ${line}`);
    expect(await tooltip.textContent()).toContain('34.6 percent');
    await saveScreenshot(panel, 'sidepanel-de-answer');
    await panel.mouse.move(0, 0);

    // The file's chip: its preview says it is an attached file, and a click opens the file's view.
    const fileChip = log.getByRole('link', { name: 'Quelle 2, Harbour survey notes, Zeile 3' });
    await fileChip.hover();
    await expect.poll(() => tooltip.textContent()).toContain('angehängte Datei · Zeile 3');
    await saveScreenshot(panel, 'sidepanel-de-file-preview');
    await fileChip.click();
    const view = panel.getByRole('dialog', { name: 'Harbour survey notes, Zeile 3' });
    await view.waitFor();
    expect(await view.textContent()).toMatch(/Zeile 3 von \d+/);
    expect(await view.locator('li.cited').textContent()).toBe('The north pier is 212 metres long.');
    await saveScreenshot(panel, 'sidepanel-de-file-view');
    await view.getByRole('button', { name: 'Schließen' }).click();
    await view.waitFor({ state: 'detached' });

    // Sources and the code block's button.
    expect(await log.getByText(/^Quellen · 2 von \d+ belegt$/).count()).toBe(1);
    expect(await log.getByRole('link', { name: new RegExp(`^Quelle 1: .*, ${host.replace(/\./g, '\\.')}, belegt$`) }).count()).toBe(1);
    expect(await log.getByRole('button', { name: 'Code kopieren' }).count()).toBe(1);
  });

  it('exports the conversation from the history with German labels', async () => {
    await panel.getByRole('button', { name: 'Verlauf', exact: true }).click();
    const history = panel.getByRole('region', { name: 'Verlauf' });
    const today = history.getByRole('group', { name: 'Heute' });
    await today.waitFor();
    const title = 'Wie hoch ist der neue Rekord, und wie lang ist der Pier?';
    await saveScreenshot(panel, 'sidepanel-de-history');
    await today.getByRole('button', { name: `Aktionen für „${title}“` }).click();
    const download = panel.waitForEvent('download');
    await history.getByRole('menuitem', { name: 'Als Markdown exportieren' }).click();
    const md = await readFile(await (await download).path(), 'utf8');
    for (const text of [
      `# ${title}`,
      '_Aus Sidelight exportiert am ',
      'Angehängte Datei: Harbour survey notes (',
      '### Rechercheverlauf',
      '- Gesucht: „solar panel efficiency record“ → ',
      `- Geöffnet: <${solar()}> → `,
      '- Auf der Seite gesucht: „34.6 percent“ → gefunden',
      '### Antwort',
      `, Zeile ${line}](`,
      '### Belege',
    ]) {
      expect(md, text).toContain(text);
    }
    expect(md).not.toMatch(/Research trail|### Answer|### Citations|Searched|Exported from/);
    await history.getByRole('button', { name: '‹ Zurück zum Chat' }).click();
    await panel.getByRole('textbox', { name: 'Nachricht' }).waitFor();
  });

  it('says what the core notices about an answer in German (a model that wrote nothing)', async () => {
    model.setTurns([{ content: '' }]);
    await panel.getByRole('textbox', { name: 'Nachricht' }).fill('Und sonst?');
    await panel.getByRole('textbox', { name: 'Nachricht' }).press('Enter');
    const notice = panel.getByRole('log', { name: 'Unterhaltung' }).getByText('Das Modell hat aufgehört, ohne eine Antwort zu schreiben. Fragen Sie erneut, oder nehmen Sie ein größeres Modell.');
    await notice.waitFor({ timeout: 20_000 });
  });
});
