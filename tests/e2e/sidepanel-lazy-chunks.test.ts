/**
 * The panel's views and agent run that the first paint does not need load as chunks of their own
 * (src/sidepanel/lazy/): the panel fetches them by itself once idle after the first paint, so no click
 * and no Send waits for one, and each works after its lazy load.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { basename } from 'node:path';
import { panelLazyModules } from '../support/panel-lazy-modules';
import { ask, startConfiguredJourney, type JourneyWithPanel } from './sidepanel-journey-support';

/** Chunks are named after their module (`history-view-<hash>.js`): one per import() in src/sidepanel/lazy/. */
const LAZY_CHUNKS = panelLazyModules().map((path) => `${basename(path).replace(/\.tsx?$/, '')}-`);

/** When each script of the panel started loading (ms since the epoch), from the browser's network events. */
type Fetched = Map<string, number>;

function firstPaintAt(panel: Page): Promise<number> {
  return panel.evaluate(() => performance.timeOrigin + (performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN));
}

describe('side panel lazy chunks', () => {
  let world: JourneyWithPanel;
  let panel: Page;
  const fetched: Fetched = new Map();

  beforeAll(async () => {
    world = await startConfiguredJourney({
      // Watched from before the panel opens: its entry chunk loads first.
      beforePanel: ({ browser }) =>
        browser.context.on('requestfinished', (r) => {
          const name = r.url().slice(r.url().lastIndexOf('/') + 1);
          if (name.endsWith('.js') && !fetched.has(name)) fetched.set(name, r.timing().startTime);
        }),
    });
    panel = world.panel;
  });
  afterAll(async () => {
    await world?.close();
  });

  it('preloads every lazy chunk after the first paint, without a click', async () => {
    expect(LAZY_CHUNKS).toEqual(expect.arrayContaining(['history-view-', 'file-view-dialog-', 'first-run-', 'no-models-', 'run-turn-']));
    const missing = () => LAZY_CHUNKS.filter((prefix) => ![...fetched.keys()].some((name) => name.startsWith(prefix)));
    await expect.poll(missing, { timeout: 10_000 }).toEqual([]);
    const firstPaint = await firstPaintAt(panel);
    expect(Number.isFinite(firstPaint)).toBe(true);
    const entry = [...fetched].find(([name]) => name.startsWith('index.html-'));
    expect(entry, 'the panel entry chunk was not seen loading').toBeDefined();
    expect(entry![1]).toBeLessThan(firstPaint);
    for (const prefix of LAZY_CHUNKS) {
      const [name, startedAt] = [...fetched].find(([n]) => n.startsWith(prefix))!;
      expect(startedAt, `${name} started loading before the first paint`).toBeGreaterThan(firstPaint);
    }
  });

  it('answers through the lazily loaded agent run, and History lists and reopens the conversation', async () => {
    world.model.setTurns([{ content: 'Answer about lazy tides.' }]);
    await ask(panel, 'How do tides work?');
    await panel.getByRole('log').getByText('Answer about lazy tides.').waitFor({ timeout: 20_000 });

    await panel.getByRole('button', { name: 'New chat' }).click();
    await panel.getByRole('button', { name: 'History' }).click();
    const history = panel.getByRole('region', { name: 'History' });
    const row = history.getByText('How do tides work?');
    await row.waitFor({ timeout: 5_000 });
    expect(await history.getByRole('listitem').count()).toBe(1);
    await row.click();
    await panel.getByRole('log').getByText('Answer about lazy tides.').waitFor({ timeout: 5_000 });
  });
});
