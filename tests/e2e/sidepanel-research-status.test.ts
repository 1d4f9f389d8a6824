import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '../support/screenshots';
import { routeDuckDuckGoTo } from '../support/duckduckgo-route';
import { ask, configure, openPanel, startJourneyWorld, type JourneyWorld } from './sidepanel-journey-support';

/** How the research reads while it runs and after it ends: elapsed times, failures and their fix. */
describe('research status in the answer', () => {
  let world: JourneyWorld;
  let panel: Page;

  beforeEach(async () => {
    world = await startJourneyWorld();
    const setup = await world.browser.openExtensionPage('src/options/index.html');
    await configure(setup, { modelUrl: world.model.url, apiStyle: 'ollama', searxngUrl: world.search.url, siteUrl: world.site.url });
    await setup.close();
    panel = await openPanel(world.browser);
  });
  afterEach(async () => {
    await world?.close();
  });

  it('every search provider failing shows "failed" in the summary and one line with the fix and Open settings', async () => {
    await routeDuckDuckGoTo(world.browser, world.search);
    world.search.setMode('rate-limited');
    world.search.setDuckDuckGoMode('bot-wall');
    world.model.setTurns([
      { toolCalls: [{ name: 'browser.search', arguments: { query: 'battery cycles' } }] },
      { content: 'I could not search, so this is from memory: lithium-ion cells last about 1500 cycles.' },
    ]);
    await ask(panel, 'How many cycles does a battery last?');
    const log = panel.getByRole('log');
    await log.getByRole('button', { name: 'Regenerate' }).waitFor({ timeout: 30_000 });
    const summary = log.locator('details.activity > summary');
    expect(await summary.textContent()).toMatch(/^Research · 1 step · 1 failed · \d+(\.\d)? s$/);
    const line = log.getByRole('status').filter({ hasText: 'Search failed' });
    expect(await line.textContent()).toContain('every provider');
    const open = line.getByRole('button', { name: 'Open settings' });
    expect(await open.isVisible()).toBe(true);
    // The fix is shown once, as text: no literal backticks.
    expect(await line.textContent()).not.toContain('`');
    await saveScreenshot(panel, 'research-failed');
    const options = world.browser.context.waitForEvent('page', { timeout: 10_000 });
    await open.click();
    expect((await options).url()).toContain('/src/options/index.html');
  });

  it('shows live reasoning with its elapsed time, and each step and the whole research with theirs', async () => {
    world.model.setTurns([
      { thinking: 'The user asks about solar records.\nI should search for the latest record first, then read the article.', chunkSize: 3, delayMs: 60, toolCalls: [{ name: 'browser.search', arguments: { query: 'solar record' } }] },
      { content: 'The record is 34.6 percent.' },
    ]);
    await ask(panel, 'What is the solar record?');
    const log = panel.getByRole('log');
    const thinking = log.locator('details.thinking > summary');
    await expect.poll(() => thinking.textContent(), { timeout: 20_000 }).toMatch(/^Thinking · \d+ s/);
    await expect.poll(() => log.locator('.thinking-latest').textContent(), { timeout: 20_000 }).toContain('I should search');
    await saveScreenshot(panel, 'thinking-live');
    await log.getByRole('button', { name: 'Regenerate' }).waitFor({ timeout: 30_000 });
    expect(await thinking.textContent()).toMatch(/^Thought for \d+(\.\d)? s$/);
    expect(await log.locator('.step-time').first().textContent()).toMatch(/^ · \d+(\.\d)? s$/);
    expect(await log.locator('details.activity > summary').textContent()).toMatch(/^Research · 1 step · \d+(\.\d)? s$/);
  });
});
