/**
 * The first-run page: installing Sidelight opens it once; it says what to install, lists the model
 * servers it finds (here the configured stand-in), and its button opens the side panel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpackedExtensionId } from '../../scripts/extension-id';
import { WELCOME_PATH } from '../../src/background/welcome';
import { DIST_DIR, launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import { startModelServer, type ModelServer } from '../support/model-server';
import { saveScreenshot } from '../support/screenshots';

describe('the welcome page', () => {
  let browser: ExtensionBrowser;
  let models: ModelServer;
  beforeAll(async () => {
    models = await startModelServer({ models: ['qwen3:8b', 'gpt-oss:20b'] });
    browser = await launchExtension({ keepWelcome: true, viewport: { width: 1000, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await models?.close();
  });

  it('opens once when the extension is installed', async () => {
    const welcomeUrl = `chrome-extension://${browser.extensionId}/${WELCOME_PATH}`;
    expect(browser.welcome?.url()).toBe(welcomeUrl);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(browser.context.pages().filter((p) => p.url() === welcomeUrl)).toHaveLength(1);
    const page = browser.welcome!;
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome to Sidelight', level: 1 }).count()).toBe(1);
    expect(await page.title()).toBe('Welcome to Sidelight');
  });

  it('says what to install, with the commands for each server it can find', async () => {
    const page = browser.welcome!;
    expect(await page.getByRole('heading', { name: 'What to install' }).count()).toBe(1);
    for (const name of ['Ollama', 'llama.cpp', 'LM Studio', 'vLLM']) {
      expect(await page.getByRole('link', { name }).count(), name).toBe(1);
    }
    expect(await page.getByText('ollama pull gpt-oss:20b').count()).toBeGreaterThan(0);
    expect(await page.getByText('llama-server -m model.gguf --jinja', { exact: false }).count()).toBe(1);
  });

  it('lists the configured model server with its models once it answers', async () => {
    const page = browser.welcome!;
    await page.evaluate(async (baseUrl) => {
      const { settings } = await chrome.storage.local.get('settings');
      const s = (settings ?? {}) as Record<string, Record<string, unknown>>;
      await chrome.storage.local.set({ settings: { ...s, model: { ...(s.model ?? {}), baseUrl, apiStyle: 'ollama' } } });
    }, models.url);
    await page.getByRole('button', { name: 'Look again' }).click();
    const item = page.getByRole('listitem').filter({ hasText: models.url });
    await expect.poll(() => item.textContent(), { timeout: 20_000 }).toContain('2 models: qwen3:8b, gpt-oss:20b');
    expect(await item.textContent()).toContain('in use');
    expect(await page.getByRole('status').textContent()).toMatch(/^Found \d+ model servers?:$/);
    await saveScreenshot(page, 'welcome', { fullPage: true });
  });

  it('has the URL npm start opens (the unpacked extension id computed from dist/)', () => {
    expect(unpackedExtensionId(DIST_DIR)).toBe(browser.extensionId);
  });

  it('focuses the open welcome tab instead of opening another (npm start already shows it)', async () => {
    const welcomeUrl = `chrome-extension://${browser.extensionId}/${WELCOME_PATH}`;
    await browser.serviceWorker.evaluate(async () => {
      const hooks = (globalThis as unknown as { sidelight: { showWelcome(): Promise<void> } }).sidelight;
      await hooks.showWelcome();
      await hooks.showWelcome();
    });
    expect(browser.context.pages().filter((p) => p.url() === welcomeUrl)).toHaveLength(1);
  });

  it('opens the side panel from its button', async () => {
    const page = browser.welcome!;
    await page.bringToFront();
    await page.getByRole('button', { name: 'Open the side panel' }).click();
    await expect
      .poll(() => browser.serviceWorker.evaluate(async () => (await chrome.runtime.getContexts({ contextTypes: ['SIDE_PANEL' as chrome.runtime.ContextType] })).length))
      .toBe(1);
  });
});
