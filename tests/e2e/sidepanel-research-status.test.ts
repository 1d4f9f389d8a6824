import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '../support/screenshots';
import { routeDuckDuckGoTo } from '../support/duckduckgo-route';
import { ask, startConfiguredJourney, type JourneyWithPanel } from './sidepanel-journey-support';

/** How the research reads while it runs and after it ends: elapsed times, failures and their fix. */
describe('research status in the answer', () => {
  let world: JourneyWithPanel;
  let panel: Page;

  beforeEach(async () => {
    world = await startConfiguredJourney();
    panel = world.panel;
  });
  afterEach(async () => {
    await world?.close();
  });

  it('every search provider failing says what a reader can do now, the providers\' reasons once behind a disclosure, and marks the answer as from memory', async () => {
    await routeDuckDuckGoTo(world.browser, world.search);
    world.search.setMode('rate-limited');
    world.search.setDuckDuckGoMode('bot-wall');
    world.model.setTurns([
      { toolCalls: [{ name: 'browser.search', arguments: { query: 'battery cycles' } }] },
      { content: 'I could not search, so this is from memory: lithium-ion cells last about 1500 cycles.' },
    ]);
    await ask(panel, 'How many cycles does a battery last?');
    const log = panel.getByRole('log');
    // The card's Retry stands for Regenerate: one button for one action.
    await log.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 30_000 });
    expect(await log.getByRole('button', { name: 'Regenerate' }).count()).toBe(0);
    const summary = log.locator('details.activity > summary');
    expect(await summary.textContent()).toMatch(/^Research · 1 step · 1 failed · (<)?\d+(\.\d)? s$/);
    const card = log.getByRole('status').filter({ hasText: 'The web search failed' });
    // Said for a reader who runs no server: no instance settings in the line itself.
    expect(await card.locator('p').first().textContent()).toBe('The web search failed, so this answer is from the model’s memory. Try again, or choose another search provider.');
    expect(await log.getByRole('note', { name: 'No sources: this answer is from the model’s memory, not from pages it read.' }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Retry' }).isEnabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Open settings' }).count()).toBe(0);
    const choose = card.getByRole('button', { name: 'Choose another search provider' });
    expect(await choose.isVisible()).toBe(true);
    // The providers' own reasons are one click away, and said once even with everything open.
    const why = card.locator('details.search-failure-why');
    expect(await why.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await why.locator('summary').click();
    await summary.click();
    for (const step of await log.locator('li.step details > summary').all()) await step.click();
    const text = await log.innerText();
    expect(text.split('rate-limiting Sidelight').length - 1).toBe(1);
    expect(text.split('server.limiter').length - 1).toBe(1);
    expect(text).not.toContain('`');
    for (const width of [400, 320]) {
      for (const scheme of ['light', 'dark'] as const) {
        await panel.setViewportSize({ width, height: 700 });
        await panel.emulateMedia({ colorScheme: scheme });
        expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await card.scrollIntoViewIfNeeded();
        await saveScreenshot(panel, `research-failed-${width}-${scheme}`);
      }
    }
    const options = world.browser.context.waitForEvent('page', { timeout: 10_000 });
    await choose.click();
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
    expect(await log.locator('.step-time').first().textContent()).toMatch(/^ · (<)?\d+(\.\d)? s$/);
    expect(await log.locator('details.activity > summary').textContent()).toMatch(/^Research · 1 step · (<)?\d+(\.\d)? s$/);
  });
});
