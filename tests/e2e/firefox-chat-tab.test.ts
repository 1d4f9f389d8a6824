/**
 * The toolbar button set to the chat in a tab, in a real Firefox: its button is an `action` whose
 * `onClicked` Sidelight handles (the sidebar otherwise), so the setting works there too. The click's
 * handler is called from the background page, as a real toolbar click cannot be made over BiDi.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirefoxExtension } from '../support/firefox-browser';
import { patchSettings, startFirefoxWorld, type FirefoxWorld } from './firefox-world';

describe('the chat in a tab in Firefox', () => {
  let world: FirefoxWorld;
  let ff: FirefoxExtension;

  beforeAll(async () => {
    world = await startFirefoxWorld();
    ({ ff } = world);
  });
  afterAll(async () => {
    await world?.close();
  });

  it('the toolbar button set to the chat in a tab opens one, and brings it forward rather than a second', async () => {
    const page = await ff.openExtensionPage('src/options/index.html');
    await patchSettings(page, { toolbar: { opens: 'tab' } });
    const chatTabs = await page.evaluate(async () => {
      type Bg = Window & { sidelight: { onActionClicked(): Promise<void>; toolbarChoice(): string }; browser: typeof chrome };
      const bg = await (globalThis as unknown as { browser: { runtime: { getBackgroundPage(): Promise<Bg> } } }).browser.runtime.getBackgroundPage();
      const count = async () => (await bg.browser.tabs.query({})).filter((t) => t.url?.includes('src/sidepanel/index.html?surface=tab')).length;
      // The background page has read the changed setting (storage.onChanged) before the click.
      for (let i = 0; i < 100 && bg.sidelight.toolbarChoice() !== 'tab'; i++) await new Promise((r) => setTimeout(r, 50));
      await bg.sidelight.onActionClicked();
      // A new tab's address is about:blank until its page starts loading.
      let afterFirst = 0;
      for (let i = 0; i < 100 && afterFirst === 0; i++) {
        afterFirst = await count();
        if (afterFirst === 0) await new Promise((r) => setTimeout(r, 50));
      }
      await bg.sidelight.onActionClicked();
      const afterSecond = await count();
      // The app ran in it: the tab's title is the one it sets (Sidelight, or the conversation's).
      let title = '';
      for (let i = 0; i < 100 && !/Sidelight$/.test(title); i++) {
        title = (await bg.browser.tabs.query({})).find((t) => t.url?.includes('?surface=tab'))?.title ?? '';
        await new Promise((r) => setTimeout(r, 50));
      }
      return [afterFirst, afterSecond, /Sidelight$/.test(title)];
    });
    expect(chatTabs).toEqual([1, 1, true]);
    await page.close();
  });
});
