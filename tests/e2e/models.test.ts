import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import { startModelServer, type ModelServer } from '../support/model-server';
import { saveScreenshot } from '../support/screenshots';

const QWEN = { layers: [60_000_000, 12_000, 500], capabilities: ['completion', 'tools', 'thinking'] };

async function useServer(page: Page, baseUrl: string, model: string): Promise<void> {
  await page.evaluate(
    async ({ baseUrl, model }) => {
      const { settings } = await chrome.storage.local.get('settings');
      const s = (settings ?? {}) as Record<string, Record<string, unknown>>;
      await chrome.storage.local.set({ settings: { ...s, model: { ...(s.model ?? {}), baseUrl, apiStyle: 'ollama', model } } });
    },
    { baseUrl, model },
  );
}

describe('models managed from the browser (Ollama)', () => {
  let browser: ExtensionBrowser;
  let server: ModelServer;
  beforeAll(async () => {
    browser = await launchExtension();
  });
  afterAll(async () => {
    await server?.close();
    await browser?.close();
  });

  it('lists, downloads with progress, cancels, deletes with confirmation, and explains errors', async () => {
    server = await startModelServer({ models: ['scripted-model'], library: { 'qwen3:4b': QWEN }, pullChunk: 1_000_000, pullStepMs: 40 });
    const options = await browser.openExtensionPage('src/options/index.html');
    await useServer(options, server.url, 'scripted-model');
    await options.reload();
    const section = options.getByRole('region', { name: 'Models' });
    const installed = section.getByRole('table', { name: 'Installed models' });
    await installed.getByRole('rowheader', { name: 'scripted-model' }).waitFor({ timeout: 15_000 });
    expect(await installed.getByRole('row').nth(1).textContent()).toMatch(/scripted-model1\.0 MBllama · 8Byesyes/);

    // Download with a real progress bar, then cancel: the pull stops and nothing is installed.
    await section.getByRole('textbox', { name: 'Model to download' }).fill('qwen3:4b');
    await section.getByRole('button', { name: 'Download' }).click();
    const bar = section.getByRole('progressbar', { name: 'Downloading qwen3:4b' });
    await bar.waitFor();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(5_000_000);
    expect(await bar.getAttribute('aria-valuemax')).toBe(String(60_000_000));
    await expect.poll(async () => (await bar.getAttribute('aria-valuetext')) ?? '', { timeout: 10_000 }).toMatch(/^\d+(\.\d)? MB of 60\.0 MB · \d+(\.\d)? MB\/s$/);
    await options.setViewportSize({ width: 760, height: 640 });
    await options.evaluate(() => document.getElementById('sec-models')?.scrollIntoView());
    await saveScreenshot(options, 'options-models-downloading');
    await section.getByRole('button', { name: 'Cancel download' }).click();
    await section.getByText('Download of qwen3:4b cancelled; nothing was installed.').waitFor();
    await expect.poll(() => server.pulls[0]?.outcome).toBe('cancelled');
    expect(await installed.getByRole('rowheader', { name: 'qwen3:4b' }).count()).toBe(0);

    // Download to the end: the list shows it with what it can do.
    await section.getByRole('textbox', { name: 'Model to download' }).fill('qwen3:4b');
    await section.getByRole('textbox', { name: 'Model to download' }).press('Enter');
    await section.getByText('Downloaded qwen3:4b.').waitFor({ timeout: 30_000 });
    await installed.getByRole('rowheader', { name: 'qwen3:4b' }).waitFor();
    expect(await installed.getByRole('row').filter({ hasText: 'qwen3:4b' }).textContent()).toMatch(/qwen3:4b60\.0 MBqwen3 · 4\.0Byesyes/);
    expect(server.pulls.map((p) => p.outcome)).toEqual(['cancelled', 'success']);

    // An unknown name: said inline with what to do.
    await section.getByRole('textbox', { name: 'Model to download' }).fill('nosuch:1b');
    await section.getByRole('button', { name: 'Download' }).click();
    const alert = section.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Ollama’s library has no model “nosuch:1b”. Check the name and tag on ollama.com/library, for example qwen3:4b or llama3.2:3b.');

    // Delete asks first; Keep keeps it, Yes deletes it.
    await installed.getByRole('button', { name: 'Delete scripted-model' }).click();
    const confirm = installed.getByRole('group', { name: 'Delete scripted-model?' });
    await confirm.getByRole('button', { name: 'Keep' }).click();
    expect(server.requests.filter((r) => r.path === '/api/delete')).toHaveLength(0);
    await installed.getByRole('button', { name: 'Delete scripted-model' }).click();
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await installed.getByRole('rowheader', { name: 'scripted-model' }).waitFor({ state: 'detached' });
    expect(server.requests.filter((r) => r.path === '/api/delete').map((r) => [r.method, r.body])).toEqual([['DELETE', { model: 'scripted-model' }]]);

    // Another kind of server: the section says how models are managed there.
    await options.locator('details.advanced > summary').click();
    await options.getByRole('combobox', { name: 'API style' }).selectOption('openai');
    expect(await section.textContent()).toContain('This server manages its own models');
    await options.close();
  });

  it('offers a suggested small model on first run in the panel, and uses it once downloaded', async () => {
    await server?.close();
    server = await startModelServer({ models: [], library: { 'qwen3:4b': QWEN }, pullChunk: 6_000_000, pullStepMs: 30 });
    const setup = await browser.openExtensionPage('src/options/index.html');
    await useServer(setup, server.url, '');
    await setup.close();
    const panel = await browser.openExtensionPage('src/sidepanel/index.html');
    await panel.getByRole('heading', { name: 'Ollama has no models yet' }).waitFor({ timeout: 20_000 });
    expect(await panel.getByText(/Sidelight suggests qwen3:4b \(2\.5 GB\)/).count()).toBe(1);
    await panel.getByRole('button', { name: 'Download qwen3:4b (2.5 GB)' }).click();
    const bar = panel.getByRole('progressbar', { name: 'Downloading qwen3:4b' });
    await expect.poll(async () => Number((await bar.getAttribute('aria-valuenow').catch(() => '0')) ?? 0), { timeout: 15_000 }).toBeGreaterThan(0);
    await saveScreenshot(panel, 'sidepanel-first-run-download');
    await panel.getByRole('combobox', { name: 'Model' }).locator('option', { hasText: 'qwen3:4b' }).waitFor({ state: 'attached', timeout: 30_000 });
    expect(await panel.getByRole('heading', { name: 'Ollama has no models yet' }).count()).toBe(0);
    expect(server.pulls.map((p) => [p.name, p.outcome])).toEqual([['qwen3:4b', 'success']]);
    const saved = await panel.evaluate(async () => ((await chrome.storage.local.get('settings')).settings as { model: { model: string } }).model.model);
    expect(saved).toBe('qwen3:4b');
  });

  it('offers to download a model Ollama does not have (404), points to the model list, and answers once it is in', async () => {
    await server?.close();
    server = await startModelServer({
      models: ['scripted-model'],
      library: { 'qwen3:4b': QWEN },
      pullChunk: 1_000_000,
      pullStepMs: 40,
      // Ollama's ChatHandler (server/routes.go) answers a model it does not have with 404 and these words.
      turns: [{ error: { status: 404, body: JSON.stringify({ error: "model 'qwen3:4b' not found" }) } }, { content: 'Hello from qwen3.' }],
    });
    const panel = await browser.openExtensionPage('src/sidepanel/index.html');
    await useServer(panel, server.url, 'qwen3:4b');
    await panel.reload();
    await panel.getByRole('combobox', { name: 'Model' }).locator('option', { hasText: 'scripted-model' }).waitFor({ state: 'attached', timeout: 20_000 });
    await panel.getByRole('textbox', { name: 'Message' }).fill('Hello?');
    await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
    const alert = panel.getByRole('log').getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toContain('qwen3:4b');
    expect(await alert.textContent()).not.toContain('ollama pull');
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [400, 320]) {
        await panel.emulateMedia({ colorScheme: scheme });
        await panel.setViewportSize({ width, height: 720 });
        const box = await alert.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        await saveScreenshot(panel, `sidepanel-model-missing-${width}-${scheme}`);
      }
    }
    // The header's model list is where an installed one is chosen.
    await alert.getByRole('button', { name: 'Pick another model' }).click();
    expect(await panel.getByRole('combobox', { name: 'Model' }).evaluate((el) => el === document.activeElement)).toBe(true);

    await alert.getByRole('button', { name: 'Download qwen3:4b' }).click();
    await panel.getByRole('progressbar', { name: 'Downloading qwen3:4b' }).waitFor({ timeout: 15_000 });
    // Once it is in, the question is asked again, and the model answers.
    await panel.getByRole('log').getByText('Hello from qwen3.').waitFor({ timeout: 30_000 });
    expect(server.pulls.map((p) => [p.name, p.outcome])).toEqual([['qwen3:4b', 'success']]);
    expect(await panel.getByRole('log').getByRole('alert').count()).toBe(0);
  });

  it('keeps the Models table, its names and a delete confirmation inside the section at 400 and 320 px', async () => {
    await server?.close();
    server = await startModelServer({ models: ['gpt-oss:20b', 'qwen3:8b', 'hf.co/unsloth/gemma-3-27b-it-GGUF:Q4_K_M'] });
    const options = await browser.openExtensionPage('src/options/index.html');
    await useServer(options, server.url, 'gpt-oss:20b');
    await options.reload();
    const section = options.getByRole('region', { name: 'Models' });
    const installed = section.getByRole('table', { name: 'Installed models' });
    await installed.getByRole('rowheader', { name: 'gpt-oss:20b' }).waitFor({ timeout: 15_000 });
    await installed.getByRole('button', { name: 'Delete gpt-oss:20b' }).click();
    await installed.getByRole('group', { name: 'Delete gpt-oss:20b?' }).waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [400, 320]) {
        await options.emulateMedia({ colorScheme: scheme });
        await options.setViewportSize({ width, height: 900 });
        const fit = await section.evaluate((card) => {
          const box = card.getBoundingClientRect();
          const outside = [...card.querySelectorAll('*')]
            .filter((el) => !el.closest('.visually-hidden, thead'))
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && (r.right > box.right + 0.5 || r.left < box.left - 0.5);
            })
            .map((el) => el.textContent?.slice(0, 40) ?? el.tagName);
          // A short name is on one line: its text's boxes share one top.
          const name = [...card.querySelectorAll('tbody th')].find((th) => th.textContent === 'gpt-oss:20b')!;
          const range = document.createRange();
          range.selectNodeContents(name);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          return { outside, lines, pageWidth: document.documentElement.scrollWidth };
        });
        expect(fit.outside, `${width} px, ${scheme}`).toEqual([]);
        expect(fit.lines).toBe(1);
        expect(fit.pageWidth).toBeLessThanOrEqual(width);
        await section.scrollIntoViewIfNeeded();
        await saveScreenshot(options, `options-models-${width}-${scheme}`);
      }
    }
    // Still a table to a screen reader: rows, row headers and the confirmation are found by role.
    expect(await installed.getByRole('rowheader').count()).toBe(3);
    await installed.getByRole('group', { name: 'Delete gpt-oss:20b?' }).getByRole('button', { name: 'Keep' }).click();
  });
});
