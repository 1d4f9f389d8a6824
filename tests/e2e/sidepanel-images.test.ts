import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ExtensionBrowser } from '../support/extension-browser';
import { FIXTURE_SITE_DIR } from '../support/fixture-site';
import { saveScreenshot } from '../support/screenshots';
import type { StandIns } from '../support/stand-ins';
import { ask, startConfiguredJourney, type JourneyWithPanel } from './sidepanel-journey-support';

/** The fixture site's PNG (a real image, 1×1 is too small to tell a resize from none). */
const PNG = readFileSync(`${FIXTURE_SITE_DIR}image.png`);
const isPng = (b64: string) => Buffer.from(b64, 'base64').subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

type Message = { role: string; content: unknown; images?: string[] };
const chatBodies = (world: StandIns, from: number) => world.model.requests.slice(from).filter((r) => r.path === '/api/chat' || r.path === '/v1/chat/completions');
const userMessage = (body: Record<string, unknown>) => (body.messages as Message[]).findLast((m) => m.role === 'user')!;

describe('images for vision models (Chromium)', () => {
  let world: JourneyWithPanel;
  let browser: ExtensionBrowser;
  let panel: Page;

  beforeAll(async () => {
    // scripted-model sees (Ollama lists `vision`); text-model does not.
    world = await startConfiguredJourney({ model: { models: ['scripted-model', 'text-model'], visionModels: ['scripted-model'] } });
    ({ browser, panel } = world);
  });
  afterAll(async () => {
    await world?.close();
  });

  it('an attached image goes to Ollama in `images`, shows as a thumbnail named by its file, and the answer shows', async () => {
    await panel.getByLabel('Attach file').setInputFiles({ name: 'harbour-map.png', mimeType: 'image/png', buffer: PNG });
    const remove = panel.getByRole('button', { name: 'Remove attachment harbour-map.png' });
    await remove.waitFor({ timeout: 10_000 });
    expect(await panel.getByRole('form', { name: 'Message' }).getByRole('img', { name: 'harbour-map.png' }).count()).toBe(1);

    world.model.setTurns([{ content: 'The map harbour-map.png shows the north pier.' }]);
    const before = world.model.requests.length;
    await ask(panel, 'What does this map show?');
    const log = panel.getByRole('log');
    await log.getByText('The map harbour-map.png shows the north pier.').waitFor({ timeout: 20_000 });

    const [chat] = chatBodies(world, before);
    const user = userMessage(chat!.body);
    expect(user.content).toBe('What does this map show?');
    expect(user.images).toHaveLength(1);
    expect(isPng(user.images![0]!)).toBe(true);
    expect(String((chat!.body.messages as Message[])[0]!.content)).toContain('"harbour-map.png"');

    // The question shows its image; the thumbnail opens the original.
    const thumb = log.getByRole('link', { name: 'harbour-map.png' });
    expect(await thumb.getAttribute('href')).toMatch(/^blob:chrome-extension:/);
    expect(await remove.count()).toBe(0);
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [400, 320]) {
        await panel.emulateMedia({ colorScheme: scheme });
        await panel.setViewportSize({ width, height: 720 });
        const box = await thumb.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        await saveScreenshot(panel, `sidepanel-image-answer-${width}-${scheme}`);
      }
    }
    await panel.emulateMedia({ colorScheme: 'light' });
    await panel.setViewportSize({ width: 400, height: 720 });
  });

  it('a pasted image goes to an OpenAI-compatible server as a text part and an image_url data URL', async () => {
    await world.configure({ apiStyle: 'openai' });
    await panel.reload();
    await panel.getByRole('combobox', { name: 'Model' }).locator('option', { hasText: 'scripted-model' }).waitFor({ state: 'attached', timeout: 20_000 });
    await panel.getByRole('button', { name: 'New chat' }).click();
    await panel.getByRole('textbox', { name: 'Message' }).evaluate((box, b64) => {
      const dt = new DataTransfer();
      dt.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'image.png', { type: 'image/png' }));
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    }, PNG.toString('base64'));
    await panel.getByRole('button', { name: 'Remove attachment image.png' }).waitFor({ timeout: 10_000 });

    world.model.setTurns([{ content: 'It is a small chart.' }]);
    const before = world.model.requests.length;
    await ask(panel, 'What is this?');
    await panel.getByRole('log').getByText('It is a small chart.').waitFor({ timeout: 20_000 });
    const user = userMessage(chatBodies(world, before)[0]!.body);
    const parts = user.content as { type: string; text?: string; image_url?: { url: string } }[];
    expect(parts[0]).toEqual({ type: 'text', text: 'What is this?' });
    expect(parts[1]!.type).toBe('image_url');
    expect(parts[1]!.image_url!.url).toMatch(/^data:image\/png;base64,/);
    expect(isPng(parts[1]!.image_url!.url.split(',')[1]!)).toBe(true);

    await world.configure({ apiStyle: 'ollama' });
  });

  it('a model without vision gets the clear message naming vision models; the question and the image stay', async () => {
    await panel.reload();
    const picker = panel.getByRole('combobox', { name: 'Model' });
    await picker.locator('option', { hasText: 'text-model' }).waitFor({ state: 'attached', timeout: 20_000 });
    await picker.selectOption('text-model');
    await panel.getByRole('button', { name: 'New chat' }).click();
    await panel.getByLabel('Attach file').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await panel.getByRole('button', { name: 'Remove attachment receipt.png' }).waitFor({ timeout: 10_000 });
    const before = world.model.requests.length;
    await ask(panel, 'What is the total?');
    const log = panel.getByRole('log');
    const alert = log.getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    const said = (await alert.textContent()) ?? '';
    expect(said).toContain('The model “text-model” cannot read images.');
    expect(said).toContain('gemma3, qwen2.5vl, llama3.2-vision, llava');
    // Ollama lists text-model without `vision`: the image was never sent.
    expect(chatBodies(world, before)).toHaveLength(0);
    expect(await log.getByText('What is the total?').count()).toBe(1);
    expect(await log.getByRole('link', { name: 'receipt.png' }).count()).toBe(1);
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [400, 320]) {
        await panel.emulateMedia({ colorScheme: scheme });
        await panel.setViewportSize({ width, height: 720 });
        await saveScreenshot(panel, `sidepanel-image-no-vision-${width}-${scheme}`);
      }
    }
    await panel.emulateMedia({ colorScheme: 'light' });
    await panel.setViewportSize({ width: 400, height: 720 });
    // Stored with the conversation: a reload shows the same question with its image.
    await panel.reload();
    await panel.getByRole('log').getByRole('link', { name: 'receipt.png' }).waitFor({ timeout: 20_000 });
    await picker.selectOption('scripted-model');
  });

  it('Attach a screenshot explains the gesture it needs, and Ask about this image fetches the image (public or allowed hosts only)', async () => {
    await panel.getByRole('button', { name: 'New chat' }).click();
    // The page in its own window, the last one focused, as when the user works in it beside the panel.
    const url = `${world.site.url}/articles/battery.html`;
    await browser.serviceWorker.evaluate(async (u) => {
      const w = await chrome.windows.create({ url: u, focused: true });
      const tab = w!.tabs![0]!;
      for (let i = 0; i < 100 && (await chrome.tabs.get(tab.id!)).status !== 'complete'; i++) await new Promise((r) => setTimeout(r, 100));
    }, url);
    const host = new URL(url).hostname;
    // A script cannot grant activeTab (only a real click on the toolbar, the shortcut or the menu does):
    // without it the browser refuses, and the panel says where to click instead of the browser's words.
    await panel.getByRole('button', { name: 'Attach a screenshot of this page' }).click();
    const refused = panel.getByRole('alert').filter({ hasText: 'Could not take a screenshot of this page' });
    await refused.waitFor({ timeout: 20_000 });
    expect(await refused.textContent()).toContain('Attach a screenshot of this page');
    expect(await refused.textContent()).not.toContain('<all_urls>');
    expect(host).toBe('127.0.0.1');

    const menu = (srcUrl: string) =>
      browser.serviceWorker.evaluate(async (src) => {
        const [tab] = await chrome.tabs.query({ url: `${new URL(src).origin}/*` });
        const g = globalThis as unknown as { sidelight: { onContextMenuClicked: (info: unknown, tab: unknown) => Promise<void> } };
        await g.sidelight.onContextMenuClicked({ menuItemId: 'sidelight-ask-image', srcUrl: src, editable: false, pageUrl: tab?.url }, tab);
      }, srcUrl);
    await menu(`${world.site.url}/image.png`);
    await panel.getByRole('button', { name: 'Remove attachment image.png' }).waitFor({ timeout: 20_000 });
    // An address on the local network the user did not allow is not fetched: a page could aim it at the router.
    await menu('http://192.168.0.1/cam.png');
    const problem = panel.getByRole('alert').filter({ hasText: 'Sidelight does not fetch this image' });
    await problem.waitFor({ timeout: 20_000 });

    world.model.setTurns([{ content: 'It shows the battery chart.' }]);
    const before = world.model.requests.length;
    await ask(panel, 'What is it?');
    await panel.getByRole('log').getByText('It shows the battery chart.').waitFor({ timeout: 20_000 });
    const user = userMessage(chatBodies(world, before)[0]!.body);
    expect(user.images).toHaveLength(1);
    expect(user.images!.every(isPng)).toBe(true);
  });
});
