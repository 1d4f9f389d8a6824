/**
 * The chat in a tab (issue 31 item 3): Open in a tab from the panel shows the same conversation,
 * continued there the panel follows it, one answer runs at a time per conversation, the toolbar
 * setting opens (and reuses) the chat tab, “this page” from the tab is the page used last, and the
 * wide layout passes axe. Screenshots at 400 / 320 and wide, light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { saveScreenshot } from '../support/screenshots';
import { type JourneyWithPanel, ask, startConfiguredJourney } from './sidepanel-journey-support';

const CHAT_TAB = /src\/sidepanel\/index\.html\?surface=tab/;

describe('the chat in a tab', () => {
  let world: JourneyWithPanel;
  let panel: Page;
  let tab: Page;

  /** The chat tabs open now (the panel here is the panel's page as a plain tab, without `?surface=tab`). */
  const chatTabs = () => world.browser.context.pages().filter((p) => CHAT_TAB.test(p.url()));

  /** What a click on the toolbar button does where the browser does not open the panel itself. */
  const clickToolbarButton = () =>
    world.browser.serviceWorker.evaluate(() => (globalThis as unknown as { sidelight: { onActionClicked(): Promise<void> } }).sidelight.onActionClicked());

  beforeAll(async () => {
    world = await startConfiguredJourney();
    panel = world.panel;
  });
  afterAll(async () => {
    await world?.close();
  });

  it('Open in a tab shows the panel’s conversation; continued there, the panel shows the answer as it arrives', async () => {
    world.model.setTurns([{ content: 'High tide is at noon.', chunkSize: 2, delayMs: 60 }]);
    await ask(panel, 'When is high tide?');
    // Answering itself, the panel does not take its own answer lock for another window's.
    await panel.getByRole('button', { name: 'Stop' }).waitFor();
    await panel.getByRole('log').getByText('High tide').waitFor({ timeout: 20_000 });
    expect(await panel.getByRole('status').filter({ hasText: 'being answered in another Sidelight window' }).count()).toBe(0);
    await panel.getByRole('log').getByText('High tide is at noon.').waitFor({ timeout: 20_000 });
    await panel.getByRole('button', { name: 'Send' }).waitFor();

    const opened = world.browser.context.waitForEvent('page', { predicate: (p) => CHAT_TAB.test(p.url()) });
    await panel.getByRole('button', { name: 'Open in a tab' }).click();
    tab = await opened;
    await tab.getByRole('log').getByText('High tide is at noon.').waitFor({ timeout: 20_000 });
    expect(new URL(tab.url()).hash).toMatch(/^#chat=/);
    expect(await tab.title()).toBe('When is high tide? – Sidelight');
    // The tab is where Open in a tab leads: it offers no second one.
    expect(await tab.getByRole('button', { name: 'Open in a tab' }).count()).toBe(0);

    // Continued in the tab, slowly: the panel says the answer runs elsewhere and shows it as it is saved.
    world.model.setTurns([{ content: 'Low tide comes six hours later, at six in the evening.', chunkSize: 3, delayMs: 60 }]);
    await ask(tab, 'And low tide?');
    const note = panel.getByRole('status').filter({ hasText: 'being answered in another Sidelight window' });
    await note.waitFor({ timeout: 15_000 });
    // One answer at a time: the panel cannot send in this conversation meanwhile; Stop stands in for Send.
    expect(await panel.getByRole('button', { name: 'Send' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Stop' }).waitFor();
    const held = await panel.evaluate(async () => (await navigator.locks.query()).held?.map((l) => l.name) ?? []);
    expect(held.some((n) => n?.startsWith('sidelight-answer:'))).toBe(true);

    await panel.getByRole('log').getByText('Low tide comes six hours later, at six in the evening.').waitFor({ timeout: 20_000 });
    await note.waitFor({ state: 'detached', timeout: 15_000 });
    await panel.getByRole('button', { name: 'Send' }).waitFor();
    expect(await panel.getByRole('log').getByText('And low tide?').count()).toBe(1);
    expect(await panel.getByRole('log').getByText('High tide is at noon.').count()).toBe(1);
  });

  it('Stop in the panel stops the answer running in the tab', async () => {
    world.model.setTurns([{ content: 'word '.repeat(400), chunkSize: 2, delayMs: 40 }]);
    await ask(tab, 'Say many words.');
    await panel.getByRole('status').filter({ hasText: 'being answered in another Sidelight window' }).waitFor({ timeout: 15_000 });
    await panel.getByRole('button', { name: 'Stop' }).click();
    await tab.getByRole('button', { name: 'Send' }).waitFor({ timeout: 15_000 });
    await panel.getByRole('button', { name: 'Send' }).waitFor({ timeout: 15_000 });
    // Stopped well before its 400 words, in both.
    for (const page of [tab, panel]) {
      const words = ((await page.getByRole('log').textContent()) ?? '').match(/\bword\b/g)?.length ?? 0;
      expect(words).toBeLessThan(400);
    }
  });

  it('lays the conversation out wide with the History beside it, passes axe, and fits 400 and 320 px', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await tab.emulateMedia({ colorScheme: scheme });
      await tab.setViewportSize({ width: 1280, height: 800 });
      const history = tab.getByRole('region', { name: 'History' });
      await history.getByRole('button', { name: /^When is high tide\?/ }).waitFor({ timeout: 15_000 });
      // Beside, the History has no way “back to the chat”, and the header no History button.
      expect(await tab.getByRole('button', { name: /Back to chat/ }).count()).toBe(0);
      // A readable measure: the conversation's text column is far narrower than the window.
      const measure = await tab.getByRole('log').evaluate((log) => {
        const style = getComputedStyle(log);
        return log.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      });
      expect(measure).toBeLessThan(800);
      expect(await axeViolations(tab)).toEqual([]);
      await saveScreenshot(tab, `chat-tab-wide-${scheme}`);
      for (const width of [400, 320]) {
        await tab.setViewportSize({ width, height: 720 });
        await history.waitFor({ state: 'detached' });
        expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await saveScreenshot(tab, `chat-tab-${width}-${scheme}`);
      }
      expect(await axeViolations(tab)).toEqual([]);
    }
    await tab.emulateMedia({ colorScheme: 'light' });
    await tab.setViewportSize({ width: 1280, height: 800 });
  });

  it('starts a new chat in the tab, whose title and address follow it', async () => {
    await tab.getByRole('button', { name: 'New chat' }).click();
    expect(await tab.title()).toBe('Sidelight');
    world.model.setTurns([{ content: 'Spring tides follow the new and full moon.' }]);
    await ask(tab, 'What are spring tides?');
    await tab.getByRole('log').getByText('Spring tides follow the new and full moon.').waitFor({ timeout: 20_000 });
    await expect.poll(() => tab.title()).toBe('What are spring tides? – Sidelight');
    const id = decodeURIComponent(new URL(tab.url()).hash.slice('#chat='.length));
    expect(id).not.toBe('');
    // Reloaded, the tab comes back to the same conversation.
    await tab.reload();
    await tab.getByRole('log').getByText('Spring tides follow the new and full moon.').waitFor({ timeout: 20_000 });
  });

  it('attaches the web page used last from the tab, not the tab itself', async () => {
    const page = await world.browser.context.newPage();
    await page.goto(`${world.site.url}/articles/battery.html`);
    await page.bringToFront();
    await tab.bringToFront();
    await tab.getByRole('button', { name: 'Attach this page' }).click();
    const remove = tab.getByRole('button', { name: /^Remove attachment/ });
    await remove.waitFor({ timeout: 20_000 });
    expect((await tab.locator('.attachment-chip').textContent()) ?? '').toMatch(/solid-state batter/i);
    await remove.click();
    await page.close();
  });

  it('the toolbar button set to the chat in a tab opens it, and brings an open one to the front instead of a second', async () => {
    const options = await world.browser.openExtensionPage('src/options/index.html');
    await options.getByRole('combobox', { name: 'The toolbar button opens' }).selectOption('tab');
    await options.getByRole('button', { name: 'Save' }).click();
    await options.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await expect.poll(() => world.browser.serviceWorker.evaluate(() => chrome.sidePanel.getPanelBehavior().then((b) => b.openPanelOnActionClick))).toBe(false);

    // One chat tab is open (from the tests above): the button brings it forward, and opens none.
    expect(chatTabs()).toHaveLength(1);
    await clickToolbarButton();
    await expect.poll(() => tab.evaluate(() => document.visibilityState)).toBe('visible');
    expect(chatTabs()).toHaveLength(1);

    // With none open, it opens one; clicked again, still one.
    await tab.close();
    const opened = world.browser.context.waitForEvent('page', { predicate: (p) => CHAT_TAB.test(p.url()) });
    await clickToolbarButton();
    tab = await opened;
    await tab.getByRole('textbox', { name: 'Message' }).waitFor();
    await clickToolbarButton();
    expect(chatTabs()).toHaveLength(1);

    // Back to the side panel: Chromium opens it on a click by itself again.
    await options.getByRole('combobox', { name: 'The toolbar button opens' }).selectOption('panel');
    await options.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => world.browser.serviceWorker.evaluate(() => chrome.sidePanel.getPanelBehavior().then((b) => b.openPanelOnActionClick))).toBe(true);
    await options.close();
  });
});
