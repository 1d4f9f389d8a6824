import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import { startModelServer, type ModelServer } from '../support/model-server';
import { saveScreenshot } from '../support/screenshots';

describe('side panel without a model server', () => {
  let browser: ExtensionBrowser;
  let models: ModelServer;
  beforeAll(async () => {
    browser = await launchExtension();
    models = await startModelServer({ models: ['llama3.2:3b', 'gpt-oss:20b'] });
  });
  afterAll(async () => {
    await models?.close();
    await browser?.close();
  });

  it('explains how to start one, then picks up a server saved in settings without a reload', async () => {
    const panel = await browser.openExtensionPage('src/sidepanel/index.html');
    await expect.poll(() => panel.getByRole('heading', { name: 'Connect a model' }).count(), { timeout: 20_000 }).toBe(1);
    expect(await panel.getByRole('button', { name: 'Retry detection' }).count()).toBe(1);
    expect(await panel.getByText('ollama serve', { exact: false }).count()).toBeGreaterThan(0);
    expect(await panel.getByRole('heading', { name: 'LM Studio' }).count()).toBe(1);
    // Typing is still possible while no model is there.
    await panel.getByRole('textbox', { name: 'Message' }).fill('kept while I start Ollama');
    await saveScreenshot(panel, 'sidepanel-first-run');
    // Sending anyway is allowed and says where it looked and what to do: addresses listed, commands as code.
    await panel.getByRole('textbox', { name: 'Message' }).fill('Is anyone there?');
    await panel.getByRole('button', { name: 'Send' }).click();
    const alert = panel.getByRole('log').getByRole('alert');
    await alert.waitFor({ timeout: 10_000 });
    const said = (await alert.textContent()) ?? '';
    expect(said).toContain('http://localhost:11434 (Ollama)');
    expect(said).toContain('http://localhost:1234 (LM Studio)');
    expect(said).not.toContain('`');
    expect(await alert.locator('code', { hasText: 'ollama serve' }).count()).toBe(1);
    expect(await alert.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    expect(await alert.getByRole('button', { name: 'Connect a model' }).count()).toBe(1);
    await saveScreenshot(panel, 'sidepanel-send-without-model');
    await panel.getByRole('button', { name: 'New chat' }).click();
    await panel.getByRole('textbox', { name: 'Message' }).fill('kept while I start Ollama');

    await panel.evaluate(async (baseUrl) => {
      const { settings } = await chrome.storage.local.get('settings');
      const s = (settings ?? {}) as Record<string, Record<string, unknown>>;
      await chrome.storage.local.set({ settings: { ...s, model: { ...(s.model ?? {}), baseUrl, apiStyle: 'ollama', model: '' } } });
    }, models.url);
    const picker = panel.getByRole('combobox', { name: 'Model' });
    await expect.poll(() => picker.locator('option').allTextContents(), { timeout: 15_000 }).toEqual(['llama3.2:3b', 'gpt-oss:20b']);
    expect(await panel.getByRole('heading', { name: 'Connect a model' }).count()).toBe(0);
    expect(await panel.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('kept while I start Ollama');
    // Picking a model saves it.
    await picker.selectOption('gpt-oss:20b');
    await expect
      .poll(() => panel.evaluate(async () => ((await chrome.storage.local.get('settings')).settings as { model: { model: string } }).model.model))
      .toBe('gpt-oss:20b');
  });

  it('shows the exact error for a configured server that is down, with Retry detection', async () => {
    const dead = await startModelServer();
    const url = dead.url;
    await dead.close();
    const panel = await browser.openExtensionPage('src/sidepanel/index.html');
    await panel.evaluate(async (baseUrl) => {
      const { settings } = await chrome.storage.local.get('settings');
      const s = (settings ?? {}) as Record<string, Record<string, unknown>>;
      await chrome.storage.local.set({ settings: { ...s, model: { ...(s.model ?? {}), baseUrl, apiStyle: 'openai' } } });
    }, url);
    await expect.poll(() => panel.getByText(`Nothing usable answered at ${url}.`).count(), { timeout: 20_000 }).toBe(1);
    expect(await panel.getByRole('alert').count()).toBeGreaterThan(0);
    expect(await panel.getByRole('button', { name: 'Retry detection' }).count()).toBe(1);
  });
});
