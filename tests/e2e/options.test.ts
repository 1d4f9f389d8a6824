import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import { startModelServer, type ModelServer } from '../support/model-server';
import { saveScreenshot } from '../support/screenshots';
import { startFixtureSite } from '../support/fixture-site';
import { startSearchBackend } from '../support/search-backend';

async function storedSettings(page: Page): Promise<Record<string, Record<string, unknown>> | undefined> {
  return page.evaluate(async () => (await chrome.storage.local.get('settings')).settings as Record<string, Record<string, unknown>> | undefined);
}

describe('options page', () => {
  let browser: ExtensionBrowser;
  let models: ModelServer;
  beforeAll(async () => {
    browser = await launchExtension();
    models = await startModelServer({ models: ['qwen3:8b', 'gpt-oss:20b'] });
  });
  afterAll(async () => {
    await models?.close();
    await browser?.close();
  });

  it('shows inline errors for an address that is not http and a negative number, and saves nothing', async () => {
    const page = await browser.openExtensionPage('src/options/index.html');
    await page.getByRole('textbox', { name: 'Model server URL' }).fill('ftp://localhost:11434');
    await page.locator('details.advanced > summary').click();
    await page.getByRole('textbox', { name: 'Maximum tool steps' }).fill('-2');
    // Collapsed again: Save must open it to show the field that needs fixing.
    await page.locator('details.advanced > summary').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Model server URL must be an http:// or https:// address.').count()).toBe(1);
    await expect.poll(() => page.getByText(/Maximum tool steps must be a whole number/).count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Model server URL' }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(/Not saved/).count()).toBe(1);
    expect(await storedSettings(page)).toBeUndefined();
    await expect.poll(() => page.locator('details.advanced').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);

    // Fixing the fields clears the messages and Save stores them.
    await page.getByRole('textbox', { name: 'Model server URL' }).fill('http://localhost:11434');
    await page.getByRole('textbox', { name: 'Maximum tool steps' }).fill('6');
    await page.getByRole('combobox', { name: 'Reasoning effort' }).selectOption('high');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await storedSettings(page))?.browsing?.maxToolSteps).toBe(6);
    expect((await storedSettings(page))?.model?.reasoning).toBe('high');
    expect((await storedSettings(page))?.model?.baseUrl).toBe('http://localhost:11434');
    expect(await page.getByText(/must be an http/).count()).toBe(0);
    await page.close();
  });

  it('completes an address typed without http://, tests it, and never probes one that is not an address', async () => {
    const page = await browser.openExtensionPage('src/options/index.html');
    const field = page.getByRole('textbox', { name: 'Model server URL' });
    const hostAndPort = new URL(models.url).host;
    // Not an address: reported, and nothing is asked of any server (neither by Test connection nor by Models).
    const before = models.requests.length;
    await field.fill(`ftp://${hostAndPort}`);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'must be an http:// or https:// address' }).count()).toBe(1);
    expect(await page.getByText(/Models are listed once the model server URL above is a complete address/).count()).toBe(1);
    await page.waitForTimeout(600);
    expect(models.requests.length).toBe(before);

    // `127.0.0.1:PORT` is completed when the field is left, and Test connection reaches it.
    await field.fill(hostAndPort);
    await field.blur();
    expect(await field.inputValue()).toBe(`http://${hostAndPort}`);
    await field.fill(hostAndPort);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => page.getByText(/Connected\. 2 models found/).count(), { timeout: 15_000 }).toBe(1);
    expect(await field.inputValue()).toBe(`http://${hostAndPort}`);
    await expect.poll(() => page.getByRole('table', { name: 'Installed models' }).getByRole('rowheader', { name: 'gpt-oss:20b' }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await storedSettings(page))?.model?.baseUrl).toBe(models.url);
    await page.close();
  });

  it('Test connection lists the models the server reports', async () => {
    const page = await browser.openExtensionPage('src/options/index.html');
    await page.getByRole('textbox', { name: 'Model server URL' }).fill(models.url);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => page.getByText(/Connected\. 2 models found: qwen3:8b, gpt-oss:20b/).count(), { timeout: 15_000 }).toBe(1);
    // The first model is filled in when none was chosen.
    expect(await page.getByRole('combobox', { name: 'Model' }).inputValue()).toBe('qwen3:8b');
    expect(models.requests.some((r) => r.path.startsWith('/api/tags'))).toBe(true);
    await page.setViewportSize({ width: 900, height: 1400 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'options');
    await page.close();
  });

  it('Test connection reports the exact error when nothing answers, commands in it as code, never with their backticks', async () => {
    const page = await browser.openExtensionPage('src/options/index.html');
    const closed = await startModelServer();
    const deadUrl = closed.url;
    await closed.close();
    await page.getByRole('textbox', { name: 'Model server URL' }).fill(deadUrl);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => page.getByText(/Connection failed: /).count(), { timeout: 20_000 }).toBe(1);
    const text = (await page.getByText(/Connection failed: /).textContent()) ?? '';
    expect(text.length).toBeGreaterThan('Connection failed: '.length + 10);
    const status = page.getByRole('status').filter({ hasText: /Connection failed: / });
    expect(await status.textContent()).not.toContain('`');
    expect(await status.locator('code', { hasText: 'ollama serve' }).count()).toBe(1);
    await page.close();
  });

  it('Test search tests the provider as the form shows it and saves nothing', async () => {
    const site = await startFixtureSite();
    const search = await startSearchBackend({ siteUrl: site.url });
    try {
      const page = await browser.openExtensionPage('src/options/index.html');
      const before = await storedSettings(page);
      await page.getByRole('combobox', { name: 'Search provider' }).selectOption('searxng');
      // Only the chosen provider's field is shown.
      expect(await page.getByLabel('Brave Search API key').count()).toBe(0);
      expect(await page.getByRole('textbox', { name: 'SearXNG URL' }).getAttribute('placeholder')).toMatch(/^e\.g\. /);
      await page.getByRole('button', { name: 'Test search' }).click();
      // SearXNG without a URL cannot be tested: it says why.
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'SearXNG needs the URL of your instance.' }).count()).toBe(1);
      await page.getByRole('textbox', { name: 'SearXNG URL' }).fill(search.url);
      await page.getByRole('textbox', { name: 'Test query' }).fill('solar panels');
      await page.getByRole('button', { name: 'Test search' }).click();
      await expect.poll(() => page.getByText(/\d+ results from searxng: .*Not saved/).count(), { timeout: 20_000 }).toBe(1);
      expect(search.requests.some((r) => r.query.q === 'solar panels')).toBe(true);
      expect(await storedSettings(page)).toEqual(before);
      await page.close();
    } finally {
      await search.close();
      await site.close();
    }
  });

  it('masks keys until revealed and names every control', async () => {
    const page = await browser.openExtensionPage('src/options/index.html');
    await page.getByRole('combobox', { name: 'Search provider' }).selectOption('brave');
    const brave = page.getByRole('textbox', { name: 'Brave Search API key' });
    expect(await brave.getAttribute('type')).toBe('password');
    const reveal = page.locator('button[aria-controls="field-search-braveApiKey"]');
    expect(await reveal.getAttribute('aria-pressed')).toBe('false');
    await reveal.click();
    expect(await brave.getAttribute('type')).toBe('text');
    expect(await reveal.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('textbox', { name: 'SearXNG URL' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Search provider' }).selectOption('ollama');
    expect(await page.getByLabel('Ollama API key').count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Allowed local hosts' }).count()).toBe(1);
    // Advanced settings are there but collapsed until asked for.
    expect(await page.getByRole('combobox', { name: 'API style' }).count()).toBe(0);
    await page.locator('details.advanced > summary').click();
    for (const name of ['Search provider', 'API style', 'Tool profile', 'Safe search']) expect(await page.getByRole('combobox', { name }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Test search' }).count()).toBe(1);
    await expect.poll(() => page.getByText(/^Storage used: \d/).count()).toBe(1);
    await page.getByRole('button', { name: 'Clear page cache' }).click();
    await expect.poll(() => page.getByText('Page cache cleared. Conversations were kept.').count()).toBe(1);
    await page.close();
  });
});
