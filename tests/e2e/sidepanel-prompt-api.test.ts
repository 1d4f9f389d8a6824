import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import { installPromptApiStandIn, type PromptApiStandInConfig } from '../support/prompt-api-stand-in';
import { saveScreenshot } from '../support/screenshots';
import { type ConfiguredJourney, ask, startConfiguredJourney } from './sidepanel-journey-support';

/**
 * Chrome's built-in model (the Prompt API). The Chromium here has no on-device model, so the API is
 * the stand-in (tests/support/prompt-api-stand-in.ts, after the explainer and Chromium's IDL), put in
 * every extension page before its scripts run.
 */
describe("Chrome's built-in model in the side panel", () => {
  let world: ConfiguredJourney<'density'>;
  beforeAll(async () => {
    world = await startConfiguredJourney({ lines: { density: ['/articles/battery.html', '450 watt-hours'] }, panel: false });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('is offered with its availability, downloads with progress, and answers with a tool round and a citation', async () => {
    const { browser, model, site } = world;
    const battery = `${site.url}/articles/battery.html`;
    const { density } = world.lines;

    const config: PromptApiStandInConfig = {
      availability: 'downloadable',
      inputQuota: 6144,
      downloadSteps: 5,
      downloadStepMs: 400,
      persistKey: 'prompt-api-stand-in',
      replies: [
        '<tool_call>{"name": "browser.search", "arguments": {"query": "solid-state battery energy density"}}</tool_call>',
        `<tool_call>{"name": "browser.open", "arguments": {"id": "${battery}"}}</tool_call>`,
        `The cells store 450 watt-hours per kilogram【1†L${density}】.`,
      ],
    };
    await browser.context.addInitScript(installPromptApiStandIn, config);

    const options = await browser.openExtensionPage('src/options/index.html');
    const choice = options.getByRole('region', { name: "Chrome's built-in model" });
    await choice.waitFor({ timeout: 20_000 });
    await expect.poll(() => choice.getByRole('status').textContent(), { timeout: 10_000 }).toContain('once it has downloaded it');
    await choice.getByRole('button', { name: 'Download' }).click();
    const bar = choice.getByRole('progressbar', { name: "Downloading Chrome's built-in model" });
    await bar.waitFor({ timeout: 10_000 });
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(0);
    await saveScreenshot(options, 'options-built-in-model-downloading');
    await expect.poll(() => choice.getByRole('status').textContent(), { timeout: 15_000 }).toContain('Ready');
    await choice.getByRole('button', { name: "Use Chrome's built-in model" }).click();
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => options.evaluate(async () => ((await chrome.storage.local.get('settings')).settings as { model: { apiStyle: string } }).model.apiStyle)).toBe('prompt-api');
    await options.close();

    const panel = await browser.openExtensionPage('src/sidepanel/index.html');
    const picker = panel.getByRole('combobox', { name: 'Model' });
    await picker.locator('option', { hasText: "Chrome's built-in model" }).waitFor({ state: 'attached', timeout: 20_000 });
    expect(await picker.inputValue()).toBe('chrome-built-in');
    // A 6,144-token window starts in Quick (auto); this test is about the tool round through the text protocol.
    await panel.getByRole('combobox', { name: 'Answer mode' }).selectOption({ label: 'Research' });
    const before = model.requests.length;
    await ask(panel, 'How much energy do the new solid-state cells store?');
    const log = panel.getByRole('log');
    const chip = log.getByRole('link', { name: new RegExp(`^Source \\d+, [^,]+, line ${density}$`) });
    await chip.waitFor({ timeout: 30_000 });
    expect(await log.textContent()).toContain('450 watt-hours per kilogram');
    // The answer came from the built-in model: the model server got nothing.
    expect(model.requests.length).toBe(before);
    // The tool round went through the text protocol: the signatures in the first initial prompt, the result back as text.
    const seen = await panel.evaluate(() => (globalThis as unknown as { LanguageModel: { seen: unknown[] } }).LanguageModel.seen);
    const initial = (seen[0] as { initialPrompts: { role: string; content: string }[] }).initialPrompts;
    expect(initial[0]!.role).toBe('system');
    expect(initial[0]!.content).toContain('<tool_call>');
    expect(JSON.stringify(seen)).toContain('<tool_response name=\\"browser.open\\">');
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [400, 320]) {
        await panel.emulateMedia({ colorScheme: scheme });
        await panel.setViewportSize({ width, height: 720 });
        await saveScreenshot(panel, `sidepanel-built-in-model-${width}-${scheme}`);
      }
    }
  });
});

describe("Chrome's built-in model where the browser has none", () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension();
    // Whatever this Chromium exposes, the page sees no Prompt API, as in Firefox or Chrome before 138.
    await browser.context.addInitScript(() => delete (globalThis as { LanguageModel?: unknown }).LanguageModel);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is not offered in the options, the first run or the model picker', async () => {
    const options = await browser.openExtensionPage('src/options/index.html');
    await options.getByRole('heading', { name: 'Model', exact: true }).waitFor({ timeout: 20_000 });
    expect(await options.getByRole('region', { name: "Chrome's built-in model" }).count()).toBe(0);
    const panel = await browser.openExtensionPage('src/sidepanel/index.html');
    await panel.getByRole('heading', { name: 'Connect a model' }).waitFor({ timeout: 20_000 });
    expect(await panel.getByRole('region', { name: "Chrome's built-in model" }).count()).toBe(0);
    expect(await panel.getByRole('combobox', { name: 'Model' }).locator('option', { hasText: "Chrome's built-in model" }).count()).toBe(0);
  });
});

describe("Chrome's built-in model on the first run, in German", () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension({ language: 'de' });
    const config: PromptApiStandInConfig = { availability: 'available', inputQuota: 6144, replies: ['Hallo vom eingebauten Modell.'] };
    await browser.context.addInitScript(installPromptApiStandIn, config);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('offers the built-in model beside the server steps, and picking it connects the panel', async () => {
    const panel = await browser.openExtensionPage('src/sidepanel/index.html');
    await panel.getByRole('heading', { name: 'Modell verbinden' }).waitFor({ timeout: 20_000 });
    const choice = panel.getByRole('region', { name: 'In Chrome eingebautes Modell' });
    await expect.poll(() => choice.getByRole('status').textContent(), { timeout: 10_000 }).toContain('Bereit');
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [400, 320]) {
        await panel.emulateMedia({ colorScheme: scheme });
        await panel.setViewportSize({ width, height: 720 });
        await saveScreenshot(panel, `sidepanel-first-run-built-in-model-de-${width}-${scheme}`);
      }
    }
    await choice.getByRole('button', { name: 'In Chrome eingebautes Modell verwenden' }).click();
    const picker = panel.getByRole('combobox', { name: 'Modell' });
    await picker.locator('option', { hasText: 'In Chrome eingebautes Modell' }).waitFor({ state: 'attached', timeout: 20_000 });
    await expect.poll(() => panel.getByRole('heading', { name: 'Modell verbinden' }).count(), { timeout: 10_000 }).toBe(0);
    expect(await picker.inputValue()).toBe('chrome-built-in');
  });
});
