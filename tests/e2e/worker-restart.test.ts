import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type ConfiguredJourney, ask, openPanel, startConfiguredJourney } from './sidepanel-journey-support';

/** What Chromium does to an idle or stuck MV3 worker, done on demand through the DevTools protocol. */
async function stopServiceWorkers(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

describe('a worker that dies mid-answer', () => {
  let world: ConfiguredJourney<'record'>;
  beforeAll(async () => {
    world = await startConfiguredJourney({ lines: { record: ['/articles/solar.html', '34.6 percent'] }, panel: false });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('loses no answer: the search it held is sent again to a fresh worker', async () => {
    const { browser, model, search, site } = world;
    const solar = `${site.url}/articles/solar.html`;
    const line = world.lines.record;
    model.setTurns([
      { toolCalls: [{ name: 'browser.search', arguments: { query: 'solar cell record' } }] },
      { toolCalls: [{ name: 'browser.open', arguments: { id: solar } }] },
      { content: `A tandem cell reached 34.6 percent【1†L${line}】.` },
    ]);
    const panel = await openPanel(browser);
    const held = search.holdNextSearch();
    await ask(panel, 'What is the solar cell record?');
    await held.arrived;
    await stopServiceWorkers(panel);
    held.release();

    const chip = panel.getByRole('log').getByRole('link', { name: new RegExp(`^Source \\d+, [^,]+, line ${line}$`) });
    await chip.waitFor({ timeout: 30_000 });
    expect(search.requests.filter((r) => r.path === '/search' && r.query.q === 'solar cell record')).toHaveLength(2);
    expect(await panel.getByRole('log').getByText(/Searched “solar cell record” → \d+ results?/).count()).toBe(1);
    expect(await panel.getByRole('log').locator('.turn-error, [role="alert"]').count()).toBe(0);
  });
});
