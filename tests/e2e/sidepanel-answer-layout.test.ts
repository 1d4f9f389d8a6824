import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '../support/screenshots';
import { ask, startConfiguredJourney, type JourneyWithPanel } from './sidepanel-journey-support';

const FILLER =
  'Installers report that output depends on orientation, shading and the temperature of the modules, and that the gains of the last decade came from better cell chemistry rather than from larger panels.';

/** Eight paragraphs with chips in the first, fourth and last, then a table and a code block. */
function longAnswer(line: number): string {
  const paragraphs = Array.from({ length: 8 }, (_, i) => `Paragraph ${i + 1}. ${FILLER}`);
  paragraphs[0] += ` A tandem cell reached 34.6 percent 【0†L${line}】.`;
  paragraphs[3] += ` The record was confirmed independently 【0†L${line}】.`;
  paragraphs[7] += ` That is the figure to remember 【0†L${line}】 【0†L${line + 1}】.`;
  const table = '| Chemistry | Cycles | Energy density | Notes |\n|---|---:|---:|---|\n| Lithium-ion | 1500 | 250 Wh/kg | Common in phones and cars alike |\n| Sodium-ion | 3000 | 160 Wh/kg | Cheaper, heavier |';
  const code = '```python\nefficiency = 0.346  # a long line of code that has to scroll sideways in a narrow panel\n```';
  return [...paragraphs, table, code].join('\n\n');
}

interface Geometry {
  chip: DOMRect;
  card: DOMRect;
  viewport: { width: number; height: number };
}

async function previewGeometry(panel: Page): Promise<Geometry> {
  return panel.evaluate(() => {
    const card = document.querySelector('[role="tooltip"]')!.getBoundingClientRect();
    const id = document.querySelector('[role="tooltip"]')!.id;
    const chip = document.querySelector(`a.cite[aria-describedby="${id}"]:hover, a.cite:focus`) ?? document.querySelector('a.cite:hover')!;
    return { chip: chip.getBoundingClientRect().toJSON() as DOMRect, card: card.toJSON() as DOMRect, viewport: { width: innerWidth, height: innerHeight } };
  });
}

function expectNextToChip(g: Geometry, what: string): void {
  const gap = g.card.top >= g.chip.bottom ? g.card.top - g.chip.bottom : g.chip.top - g.card.bottom;
  expect(gap, `${what}: gap between chip and preview`).toBeGreaterThanOrEqual(0);
  expect(gap, `${what}: gap between chip and preview`).toBeLessThanOrEqual(16);
  expect(g.card.top, `${what}: preview top`).toBeGreaterThanOrEqual(0);
  expect(g.card.left, `${what}: preview left`).toBeGreaterThanOrEqual(0);
  expect(g.card.bottom, `${what}: preview bottom`).toBeLessThanOrEqual(g.viewport.height);
  expect(g.card.right, `${what}: preview right`).toBeLessThanOrEqual(g.viewport.width);
}

/** The number of lines a cell's text takes. */
function linesOf(panel: Page, text: string): Promise<number> {
  return panel.evaluate((t) => {
    const cell = [...document.querySelectorAll('td')].find((c) => c.textContent === t)!;
    const range = document.createRange();
    range.selectNodeContents(cell);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return tops.size;
  }, text);
}

describe('answer layout in a narrow panel', () => {
  let world: JourneyWithPanel<'record'>;
  let panel: Page;

  beforeAll(async () => {
    world = await startConfiguredJourney({ lines: { record: ['/articles/solar.html', '34.6 percent'] } });
    panel = world.panel;
    const solar = `${world.site.url}/articles/solar.html`;
    world.model.setTurns([{ toolCalls: [{ name: 'browser.open', arguments: { id: solar } }] }, { content: longAnswer(world.lines.record), chunkSize: 40, delayMs: 2 }]);
    await ask(panel, 'How efficient are solar cells now?');
    await panel.getByRole('button', { name: 'Regenerate' }).waitFor({ timeout: 30_000 });
  });
  afterAll(async () => {
    await world?.close();
  });

  for (const width of [400, 320]) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`puts every chip's preview next to it, inside the panel (${width} px, ${scheme})`, async () => {
        await panel.setViewportSize({ width, height: 640 });
        await panel.emulateMedia({ colorScheme: scheme });
        const chips = panel.getByRole('log').getByRole('link', { name: /^Source 1, 127\.0\.0\.1, line \d+/ });
        expect(await chips.count()).toBe(3);
        // Neighbours in one sentence are one chip; nothing a person reads shows the model's † format.
        expect(await chips.nth(2).textContent()).toBe('1 · 127.0.0.1 +1');
        expect(await chips.nth(2).getAttribute('aria-label')).toMatch(/^Source 1, 127\.0\.0\.1, line \d+, and 1 more: Source 1, 127\.0\.0\.1, line \d+$/);
        expect(await panel.getByRole('log').innerText()).not.toContain('†');
        for (let i = 0; i < 3; i++) {
          const chip = chips.nth(i);
          await panel.mouse.move(0, 0);
          await chip.hover();
          await panel.getByRole('tooltip').waitFor();
          expectNextToChip(await previewGeometry(panel), `chip ${i + 1} hovered`);
          if (i === 1) await saveScreenshot(panel, `answer-preview-${width}-${scheme}`);
          if (i === 2) expect(await panel.getByRole('tooltip').locator('.cite-preview-item').count()).toBe(2);
          await panel.mouse.move(0, 0);
          await chip.focus();
          await panel.getByRole('tooltip').waitFor();
          expectNextToChip(await previewGeometry(panel), `chip ${i + 1} focused`);
          await chip.blur();
        }
      });

      it(`keeps table cells on one line and lets the table scroll (${width} px, ${scheme})`, async () => {
        await panel.setViewportSize({ width, height: 640 });
        await panel.emulateMedia({ colorScheme: scheme });
        const table = panel.getByRole('log').locator('table');
        await table.scrollIntoViewIfNeeded();
        expect(await linesOf(panel, '1500')).toBe(1);
        expect(await linesOf(panel, 'Lithium-ion')).toBe(1);
        const scrolls = await table.evaluate((t) => t.scrollWidth > t.clientWidth);
        expect(scrolls).toBe(true);
        // The code block's header names the language and its button covers none of the code.
        const block = panel.getByRole('log').locator('.code-block');
        expect(await block.locator('.code-lang').textContent()).toBe('python');
        const button = await block.getByRole('button', { name: 'Copy code' }).boundingBox();
        const pre = await block.locator('pre').boundingBox();
        expect(button!.y + button!.height).toBeLessThanOrEqual(pre!.y + 0.5);
        await block.scrollIntoViewIfNeeded();
        await saveScreenshot(panel, `answer-table-code-${width}-${scheme}`);
      });

      it(`opens the saved copy inside the panel, its cited line in view (${width} px, ${scheme})`, async () => {
        await panel.setViewportSize({ width, height: 640 });
        await panel.emulateMedia({ colorScheme: scheme });
        await panel.getByRole('log').getByRole('button', { name: 'Saved copy of Solar panels reach record efficiency, as Sidelight read it' }).click();
        const copy = panel.getByRole('dialog', { name: 'Saved copy of Solar panels reach record efficiency' });
        await copy.waitFor();
        const fits = await copy.evaluate((dialog) => {
          const box = dialog.getBoundingClientRect();
          const cited = dialog.querySelector('li.cited')!.getBoundingClientRect();
          // Nothing a reader would have to scroll sideways to read: every element of the copy within the panel's width.
          const widest = Math.max(...[...dialog.querySelectorAll('*')].filter((el) => !el.closest('pre')).map((el) => el.getBoundingClientRect().right));
          return { left: box.left, right: box.right, top: box.top, bottom: box.bottom, citedTop: cited.top, citedBottom: cited.bottom, widest, width: innerWidth, height: innerHeight };
        });
        expect(fits.left).toBeGreaterThanOrEqual(0);
        expect(fits.right).toBeLessThanOrEqual(fits.width);
        expect(fits.widest).toBeLessThanOrEqual(fits.width);
        expect(fits.bottom).toBeLessThanOrEqual(fits.height);
        // Opened at the cited passage: its first cited line is in view, below the header.
        expect(fits.citedTop).toBeGreaterThanOrEqual(fits.top);
        expect(fits.citedBottom).toBeLessThanOrEqual(fits.bottom);
        await saveScreenshot(panel, `saved-copy-${width}-${scheme}`);
        await copy.getByRole('button', { name: 'Close' }).click();
        await copy.waitFor({ state: 'detached' });
      });
    }
  }
});
