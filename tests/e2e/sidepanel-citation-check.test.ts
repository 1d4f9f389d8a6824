import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '../support/screenshots';
import { type ConfiguredJourney, ask, openPanel, startConfiguredJourney } from './sidepanel-journey-support';

/** The accessible description Chromium computes for the element, as a screen reader gets it. */
async function accessibleDescription(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = (await cdp.send('DOM.getDocument')) as { root: { nodeId: number } };
  const { nodeId } = (await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })) as { nodeId: number };
  const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })) as { nodes: { description?: { value: string } }[] };
  await cdp.detach();
  return nodes[0]?.description?.value ?? '';
}

describe('citation check in the side panel', () => {
  let world: ConfiguredJourney<'density' | 'charge'>;
  beforeAll(async () => {
    world = await startConfiguredJourney({
      lines: { density: ['/articles/battery.html', '450 watt-hours'], charge: ['/articles/battery.html', 'twelve minutes'] },
      panel: false,
    });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('marks exactly the chip whose sentence gives a number its lines do not', async () => {
    const { browser, model, site } = world;
    const battery = `${site.url}/articles/battery.html`;
    const { density, charge } = world.lines;

    model.setTurns([
      { toolCalls: [{ name: 'browser.search', arguments: { query: 'solid-state battery pilot production' } }] },
      { toolCalls: [{ name: 'browser.open', arguments: { id: battery } }] },
      {
        content: `The cells store 450 watt-hours per kilogram【1†L${density}】. A full charge takes 7.4 minutes【1†L${charge}】.`,
        chunkSize: 5,
        delayMs: 5,
      },
    ]);
    const panel = await openPanel(browser);
    await ask(panel, 'How good are the new solid-state cells?');
    const log = panel.getByRole('log');
    const right = log.getByRole('link', { name: new RegExp(`^Source \\d+, [^,]+, line ${density}$`) });
    const wrong = log.getByRole('link', { name: new RegExp(`^Source \\d+, [^,]+, line ${charge}$`) });
    await wrong.waitFor({ timeout: 30_000 });
    await log.getByRole('button', { name: 'Copy answer' }).waitFor({ timeout: 15_000 });

    expect(await log.locator('a.cite').count()).toBe(2);
    expect(await log.locator('a.cite.unverified').count()).toBe(1);
    expect(await wrong.getAttribute('class')).toContain('unverified');
    expect(await right.getAttribute('class')).not.toContain('unverified');
    expect(await accessibleDescription(panel, 'a.cite.unverified')).toBe('not found in the cited lines: 7.4 minutes');
    expect(await accessibleDescription(panel, 'a.cite:not(.unverified)')).toBe('');

    // The preview says so above the cited lines, which are still shown.
    await wrong.hover();
    const tooltip = panel.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain('Unverified: not found in the cited lines: 7.4 minutes');
    expect(await tooltip.textContent()).toContain('twelve minutes');
    await saveScreenshot(panel, 'sidepanel-unverified-chip');
    await right.hover();
    await expect.poll(async () => (await tooltip.textContent()) ?? '').toContain('450 watt-hours');
    expect(await tooltip.textContent()).not.toContain('Unverified');
  });
});
