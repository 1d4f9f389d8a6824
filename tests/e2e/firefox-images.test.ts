import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirefoxExtension } from '../support/firefox-browser';
import { FIXTURE_SITE_DIR } from '../support/fixture-site';
import type { ModelServer } from '../support/model-server';
import { patchSettings, startFirefoxWorld, type FirefoxWorld } from './firefox-world';

const PNG = readFileSync(`${FIXTURE_SITE_DIR}image.png`);

/** An image dropped on the Firefox sidebar page goes to the vision model in Ollama's `images` field. */
describe('images in the Firefox sidebar page', () => {
  let world: FirefoxWorld;
  let ff: FirefoxExtension;
  let model: ModelServer;

  beforeAll(async () => {
    world = await startFirefoxWorld({ model: { visionModels: ['scripted-model'] } });
    ({ ff, model } = world);
  });
  afterAll(async () => {
    await world?.close();
  });

  it('a dropped PNG is downscaled and re-encoded in the page (OffscreenCanvas) and sent with the question', async () => {
    const setup = await ff.openExtensionPage('src/options/index.html');
    await patchSettings(setup, { model: { baseUrl: model.url, apiStyle: 'ollama', model: 'scripted-model', toolProfile: 'browser' } });
    await setup.close();
    const panel = await ff.openExtensionPage('src/sidepanel/index.html');
    await panel.waitForFunction(() => [...document.querySelectorAll('option')].some((o) => o.textContent === 'scripted-model'), { timeout: 20_000 });

    await panel.evaluate((b64: string) => {
      const dt = new DataTransfer();
      dt.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'tide-chart.png', { type: 'image/png' }));
      const target = document.querySelector('.app')!;
      for (const type of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, PNG.toString('base64'));
    await panel.waitForSelector('::-p-aria([name="Remove attachment tide-chart.png"][role="button"])', { timeout: 15_000 });

    model.setTurns([{ content: 'High tide in tide-chart.png is at noon.' }]);
    await panel.locator('::-p-aria([name="Message"][role="textbox"])').fill('When is high tide?');
    await panel.keyboard.press('Enter');
    await panel.waitForFunction(() => document.querySelector('[role="log"]')?.textContent?.includes('High tide in tide-chart.png is at noon.'), { timeout: 30_000 });

    const chat = model.requests.filter((r) => r.path === '/api/chat').at(-1)!;
    const user = (chat.body.messages as { role: string; content: string; images?: string[] }[]).findLast((m) => m.role === 'user')!;
    expect(user.content).toBe('When is high tide?');
    expect(user.images).toHaveLength(1);
    expect(Buffer.from(user.images![0]!, 'base64').subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    const alt = await panel.evaluate(() => document.querySelector('[role="log"] img')?.getAttribute('alt'));
    expect(alt).toBe('tide-chart.png');
  });
});
