import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import { startFixtureSite } from '../support/fixture-site';
import type { LocalServer } from '../support/local-server';
import { startModelServer, type ModelServer } from '../support/model-server';
import { startSearchBackend, type SearchBackend } from '../support/search-backend';
import { ask, configure, openPanel } from './sidepanel-journey-support';

describe('side panel attachments', () => {
  let browser: ExtensionBrowser;
  let site: LocalServer;
  let search: SearchBackend;
  let model: ModelServer;

  beforeAll(async () => {
    site = await startFixtureSite();
    search = await startSearchBackend({ siteUrl: site.url });
    browser = await launchExtension();
    model = await startModelServer();
  });
  afterAll(async () => {
    await model?.close();
    await browser?.close();
    await search?.close();
    await site?.close();
  });

  /** What a right-click on "Ask about this page" does (a real menu click cannot be scripted). */
  async function askAboutPage(url: string): Promise<void> {
    await browser.serviceWorker.evaluate(async (pageUrl) => {
      const [tab] = await chrome.tabs.query({ url: pageUrl });
      const g = globalThis as unknown as { sidelight: { onContextMenuClicked: (info: unknown, tab: unknown) => Promise<void> } };
      await g.sidelight.onContextMenuClicked({ menuItemId: 'sidelight-ask-page', editable: false, pageUrl }, tab);
    }, url);
  }

  it('shows a removable chip for a page from the context menu and sends it with the question', async () => {
    const setup = await browser.openExtensionPage('src/options/index.html');
    await configure(setup, { modelUrl: model.url, apiStyle: 'ollama', searxngUrl: search.url, siteUrl: site.url });
    await setup.close();
    const battery = `${site.url}/articles/battery.html`;
    const page = await browser.context.newPage();
    await page.goto(battery);
    const panel = await openPanel(browser);

    // "Attach this page" with only extension pages in front: the reason is shown, nothing is attached.
    await panel.bringToFront();
    await panel.getByRole('button', { name: 'Attach this page' }).click();
    const problem = panel.getByRole('alert').filter({ hasText: 'Could not attach the page' });
    await problem.waitFor({ timeout: 15_000 });
    expect(((await problem.textContent()) ?? '').length).toBeGreaterThan('Could not attach the page: '.length);
    expect(await panel.getByRole('button', { name: /^Remove attachment/ }).count()).toBe(0);

    await askAboutPage(battery);
    const remove = panel.getByRole('button', { name: /^Remove attachment/ });
    await remove.waitFor({ timeout: 20_000 });
    const chipText = (await panel.locator('.attachment-chip').textContent()) ?? '';
    expect(chipText).toMatch(/solid-state batter/i);
    await remove.click();
    expect(await remove.count()).toBe(0);

    await askAboutPage(battery);
    await remove.waitFor({ timeout: 20_000 });
    model.setTurns([{ content: 'The page is about solid-state batteries.' }]);
    await ask(panel, 'Summarise this page');
    const log = panel.getByRole('log');
    await log.getByText('The page is about solid-state batteries.').waitFor({ timeout: 15_000 });
    expect(await remove.count()).toBe(0);
    expect(await log.locator('.attached-note').textContent()).toMatch(/solid-state batter/i);
    const chat = model.requests.filter((r) => r.path.includes('chat')).at(-1);
    const sent = JSON.stringify(chat?.body.messages);
    expect(sent).toContain(battery);
    expect(sent).toContain('pilot production');
    expect(sent).toContain('Summarise this page');
  });
});
