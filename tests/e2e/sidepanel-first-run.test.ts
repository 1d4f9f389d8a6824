import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import { startModelServer, type ModelServer } from '../support/model-server';
import { saveScreenshot } from '../support/screenshots';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe';

/**
 * Command words that break across lines (`--` / `jinja`) or stick out of their command's box (under
 * its Copy button): every word's characters share one top and lie within the box.
 */
async function brokenCommandWords(panel: Page): Promise<string[]> {
  return panel.evaluate(() =>
    [...document.querySelectorAll('.command-word')]
      .filter((w) => {
        const tops = new Set([...w.getClientRects()].map((r) => Math.round(r.top)));
        const box = w.closest('.command')!.getBoundingClientRect();
        return tops.size > 1 || w.getBoundingClientRect().right > box.right + 0.5;
      })
      .map((w) => w.textContent ?? ''),
  );
}

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
    expect(await panel.getByRole('button', { name: 'Copy “ollama serve”' }).count()).toBe(1);
    for (const width of [400, 320]) {
      await panel.setViewportSize({ width, height: 720 });
      expect(await brokenCommandWords(panel), `${width} px`).toEqual([]);
    }
    await panel.setViewportSize({ width: 400, height: 800 });
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
    // One problem, one message, one set of actions: no "Retry detection" banner above the answer's own.
    expect(await panel.getByRole('alert').count()).toBe(1);
    expect(await panel.getByRole('button', { name: 'Retry detection' }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Retry', exact: true }).count()).toBe(1);
    expect(await panel.getByRole('button', { name: 'Connect a model' }).count()).toBe(1);
    // The setup steps stay in view, each command with its Copy button.
    expect(await alert.getByText('Ollama', { exact: true }).count()).toBe(1);
    expect(await alert.getByText('LM Studio', { exact: true }).count()).toBe(1);
    for (const command of ['ollama serve', 'ollama pull gpt-oss:20b', 'llama-server -m model.gguf --jinja --port 8080']) {
      expect(await alert.getByRole('button', { name: `Copy “${command}”` }).count()).toBe(1);
    }
    await panel.evaluate(() => {
      navigator.clipboard.writeText = async (text: string) => void ((window as unknown as { copied: string }).copied = text);
    });
    await alert.getByRole('button', { name: 'Copy “llama-server -m model.gguf --jinja --port 8080”' }).click();
    await expect.poll(() => panel.evaluate(() => (window as unknown as { copied?: string }).copied)).toBe('llama-server -m model.gguf --jinja --port 8080');
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [400, 320]) {
        await panel.emulateMedia({ colorScheme: scheme });
        await panel.setViewportSize({ width, height: 720 });
        expect(await brokenCommandWords(panel), `${width} px`).toEqual([]);
        expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await axeViolations(panel), `${scheme}, ${width} px`).toEqual([]);
        await saveScreenshot(panel, `sidepanel-send-without-model-${width}-${scheme}`);
      }
    }
    await panel.emulateMedia({ colorScheme: 'light' });
    await panel.setViewportSize({ width: 400, height: 800 });
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
