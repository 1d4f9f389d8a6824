import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtensionBrowser } from '../support/extension-browser';
import type { LocalServer } from '../support/local-server';
import type { ModelServer } from '../support/model-server';
import { type ConfiguredJourney, ask, openPanel, startConfiguredJourney } from './sidepanel-journey-support';

describe('side panel attachments', () => {
  let world: ConfiguredJourney<never>;
  let browser: ExtensionBrowser;
  let site: LocalServer;
  let model: ModelServer;

  beforeAll(async () => {
    world = await startConfiguredJourney({ panel: false });
    ({ browser, site, model } = world);
  });
  afterAll(async () => {
    await world?.close();
  });

  /** What a right-click on "Ask about this page" does (a real menu click cannot be scripted). */
  async function askAboutPage(url: string): Promise<void> {
    await browser.serviceWorker.evaluate(async (pageUrl) => {
      const [tab] = await chrome.tabs.query({ url: pageUrl });
      const g = globalThis as unknown as { sidelight: { onContextMenuClicked: (info: unknown, tab: unknown) => Promise<void> } };
      await g.sidelight.onContextMenuClicked({ menuItemId: 'sidelight-ask-page', editable: false, pageUrl }, tab);
    }, url);
  }

  it('shows a removable chip for a page from the context menu and makes the page document 0 the model finds in and cites', async () => {
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

    // Sent: the page is the message's document 0, which the model can search with browser.find.
    await askAboutPage(battery);
    await remove.waitFor({ timeout: 20_000 });
    model.setTurns([
      { toolCalls: [{ name: 'browser.find', arguments: { pattern: 'sulfide electrolyte', cursor: 0 } }] },
      { content: 'The page is about solid-state batteries.' },
    ]);
    const before = model.requests.length;
    await ask(panel, 'Summarise this page');
    const log = panel.getByRole('log');
    await log.getByText('The page is about solid-state batteries.').waitFor({ timeout: 15_000 });
    expect(await remove.count()).toBe(0);
    expect(await log.locator('.attached-note').textContent()).toMatch(/solid-state batter/i);
    const chats = model.requests.slice(before).filter((r) => r.path.includes('chat'));
    expect(chats).toHaveLength(2);
    // The question goes alone; the page follows as the model's own browser.open with the exact view.
    const first = chats[0]!.body.messages as { role: string; content: string; tool_calls?: { function: { name: string; arguments: unknown } }[] }[];
    expect(first.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(first[1]!.content).toBe('Summarise this page');
    expect(first[2]!.tool_calls?.map((c) => c.function)).toEqual([{ name: 'browser.open', arguments: { id: battery } }]);
    const view = first[3]!.content.split('\n');
    expect(view[0]).toMatch(/^\[0\] Solid-state batteries enter pilot production/);
    expect(view[1]).toBe(`(${battery})`);
    expect(view[2]).toMatch(/^\*\*viewing lines \[1 - \d+\] of \d+\*\*$/);
    expect(first[3]!.content).toContain('pilot production');
    const found = (chats[1]!.body.messages as { content: string }[]).at(-1)!.content;
    expect(found.split('\n')[0]).toMatch(/^\[1\] Find results for “sulfide electrolyte” in “Solid-state batteries/);
    const hit = /^L(\d+): (.*sulfide electrolyte.*)$/m.exec(found);
    expect(hit).not.toBeNull();
    const line = Number(hit![1]);
    // The timeline (collapsed once the answer is done) starts with the attachment.
    expect(await log.locator('.step-title').first().textContent()).toMatch(/^Attached Solid-state batteries.* · \d+ lines$/);
    expect(await log.getByText(/Finding “sulfide electrolyte”/).count()).toBe(1);

    // The model cites document 0; the chip appears while the answer is still streaming.
    await askAboutPage(battery);
    await remove.waitFor({ timeout: 20_000 });
    const tail = ' Independent tests are still to come, and volume production is planned later.'.repeat(6);
    model.setTurns([{ content: `The cells use a sulfide electrolyte【0†L${line}】.${tail} END.`, chunkSize: 4, delayMs: 25 }]);
    await ask(panel, 'What electrolyte do the cells use?');
    const chip = log.getByRole('link', { name: new RegExp(`^Source \\d+, [^,]+, line ${line}$`) });
    await chip.waitFor({ timeout: 15_000 });
    expect(await panel.getByRole('button', { name: 'Stop' }).count()).toBe(1);
    expect(await log.getByText(/END\.$/).count()).toBe(0);
    await log.getByText(/END\.$/).waitFor({ timeout: 20_000 });

    const href = (await chip.getAttribute('href')) ?? '';
    expect(href.startsWith(`${battery}#:~:text=`)).toBe(true);
    expect(await chip.textContent()).toBe(`1 · ${new URL(site.url).hostname}`);
    await chip.hover();
    const tooltip = panel.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain(hit![2]!.trim());
    expect(await tooltip.textContent()).toContain('Solid-state batteries enter pilot production');

    // Still a working chip after the panel is reopened.
    await panel.reload();
    const again = panel.getByRole('log').getByRole('link', { name: new RegExp(`^Source \\d+, [^,]+, line ${line}$`) });
    await again.waitFor({ timeout: 15_000 });
    expect(await again.getAttribute('href')).toBe(href);
    await again.hover();
    await panel.getByRole('tooltip').waitFor();
    expect(await panel.getByRole('tooltip').textContent()).toContain(hit![2]!.trim());
  });
});
