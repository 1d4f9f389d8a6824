/**
 * The side panel at 400 and 320 px, light and dark, in English and German: what a narrow panel used to
 * cut, wrap or hide. Layout is measured (boxes, lines, painted pixels), not judged from screenshots;
 * the screenshots are saved to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { colourDistance, pixelAt } from '../support/pixels';
import { saveScreenshot } from '../support/screenshots';
import { type JourneyWithPanel, ask, lineContaining, startConfiguredJourney } from './sidepanel-journey-support';

const SIZES = [400, 320] as const;
const SCHEMES = ['light', 'dark'] as const;

async function atSize(page: Page, width: number, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.setViewportSize({ width, height: 720 });
}

/** The composer's row of buttons and the answer mode: its height, whether its buttons share one line (each overlaps every other vertically), its right end. */
async function composerFooter(panel: Page): Promise<{ height: number; rows: number; right: number }> {
  return panel.evaluate(() => {
    const row = document.querySelector('.composer-actions')!;
    // The answer mode's select too: it must share the row, whole (answer-mode-select.tsx).
    const buttons = [...row.querySelectorAll('button, label.file-button, select')].map((b) => b.getBoundingClientRect());
    return {
      height: row.getBoundingClientRect().height,
      rows: Math.max(...buttons.map((b) => b.top)) < Math.min(...buttons.map((b) => b.bottom)) ? 1 : 2,
      right: Math.max(...buttons.map((b) => b.right)),
    };
  });
}

/** Whether the box shows a shade at its left and right inner edges (a point of its padding, against its own background). */
async function edgeShades(panel: Page, box: Locator): Promise<{ left: boolean; right: boolean }> {
  const at = await box.evaluate((el) => {
    const r = el.getBoundingClientRect();
    // Inside the padding, above any horizontal scrollbar: tables' bottom cell padding, code's top padding.
    const y = el.tagName === 'TABLE' ? r.top + el.clientTop + el.clientHeight - 2 : r.top + 3;
    const bg = getComputedStyle(el).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number);
    return { left: r.left + 3, right: r.right - 4, y, bg };
  });
  const left = await pixelAt(panel, at.left, at.y);
  const right = await pixelAt(panel, at.right, at.y);
  return { left: colourDistance(left, at.bg) > 20, right: colourDistance(right, at.bg) > 20 };
}

function tapSize(button: Locator): Promise<{ width: number; height: number }> {
  return button.evaluate((b) => {
    const r = b.getBoundingClientRect();
    return { width: r.width, height: r.height };
  });
}

describe('side panel at 400 and 320 px (English)', () => {
  let world: JourneyWithPanel;
  let panel: Page;

  beforeAll(async () => {
    world = await startConfiguredJourney();
    panel = world.panel;
  });
  afterAll(async () => {
    await world?.close();
  });

  it('offers Ask about this page and example questions in an empty conversation', async () => {
    // The empty chat's examples show once the panel knows the server answers.
    await panel.getByRole('list', { name: 'Try asking' }).waitFor({ timeout: 20_000 });
    const examples = panel.getByRole('list', { name: 'Try asking' }).getByRole('button');
    expect(await examples.count()).toBe(3);
    for (const width of SIZES) {
      for (const scheme of SCHEMES) {
        await atSize(panel, width, scheme);
        expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await saveScreenshot(panel, `sidepanel-empty-${width}-${scheme}`);
      }
    }
    await atSize(panel, 400, 'light');
    // An example fills the message box (to send as it is, or to edit first).
    const first = (await examples.first().textContent()) ?? '';
    await examples.first().click();
    expect(await panel.getByRole('textbox', { name: 'Message' }).inputValue()).toBe(first);
    // Ask about this page attaches the tab in front and puts a question about it in the box.
    const battery = await world.browser.context.newPage();
    await battery.goto(`${world.site.url}/articles/battery.html`);
    await battery.bringToFront();
    await panel.getByRole('button', { name: 'Ask about this page' }).click();
    await panel.getByRole('button', { name: /^Remove attachment/ }).waitFor({ timeout: 20_000 });
    expect(await panel.getByRole('textbox', { name: 'Message' }).inputValue()).toMatch(/this page/);
    await battery.close();
    await panel.getByRole('button', { name: /^Remove attachment/ }).click();
    await panel.getByRole('textbox', { name: 'Message' }).fill('');
  });

  it('keeps the composer one row, shades the side of a table or code line that scrolls, gives the source title its row, and tap targets of 24 px', async () => {
    const solar = `${world.site.url}/articles/solar.html`;
    const line = await lineContaining(panel, solar, '34.6 percent');
    const answer = `The record is 34.6 percent 【0†L${line}】.\n\n| Cell type | Efficiency | Laboratory | Year confirmed | Notes on the measurement |\n|---|---|---|---|---|\n| Perovskite-silicon tandem | 34.6% | Fixture Institute | 2026 | Certified by an independent test centre |\n\n\`\`\`\nrecord_efficiency_of_the_perovskite_silicon_tandem_cell = 0.346  # confirmed independently\n\`\`\``;
    const open = { toolCalls: [{ name: 'browser.open', arguments: { id: solar } }] };
    world.model.setTurns([open, { content: answer }, open, { content: answer }]);
    await ask(panel, 'What is the record?');
    await panel.getByRole('button', { name: 'Regenerate' }).waitFor({ timeout: 30_000 });
    await panel.getByRole('button', { name: 'Regenerate' }).click();
    await panel.getByRole('group', { name: 'Answer versions' }).waitFor({ timeout: 30_000 });
    await panel.getByRole('button', { name: 'Regenerate' }).waitFor({ timeout: 30_000 });
    const log = panel.getByRole('log');
    const table = log.locator('table');
    const code = log.locator('.code-block pre');

    for (const width of SIZES) {
      for (const scheme of SCHEMES) {
        await atSize(panel, width, scheme);
        const what = `${width} px, ${scheme}`;
        const footer = await composerFooter(panel);
        expect(footer.rows, what).toBe(1);
        expect(footer.height, what).toBeLessThanOrEqual(56);
        expect(footer.right, what).toBeLessThanOrEqual(width);

        // Tables and code: a shade on the side that has more, none on a side that has reached its end.
        for (const box of [table, code]) {
          await box.scrollIntoViewIfNeeded();
          await box.evaluate((el) => (el.scrollLeft = 0));
          expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth), what).toBe(true);
          expect(await edgeShades(panel, box), `${what}, at the start`).toEqual({ left: false, right: true });
          await box.evaluate((el) => (el.scrollLeft = el.scrollWidth));
          expect(await edgeShades(panel, box), `${what}, at the end`).toEqual({ left: true, right: false });
          await box.evaluate((el) => (el.scrollLeft = 0));
        }
        await saveScreenshot(panel, `answer-scroll-edges-${width}-${scheme}`);

        // The source's title has the first row to itself; Saved copy sits on the second.
        const source = await log.locator('.sources li').first().evaluate((li) => {
          const box = (s: string) => li.querySelector(s)!.getBoundingClientRect();
          return { li: li.getBoundingClientRect().width, title: box('.source-title').width, titleBottom: box('.source-title').bottom, copyTop: box('.source-copy').top };
        });
        expect(source.title, what).toBeGreaterThan(source.li - 50);
        expect(source.copyTop, what).toBeGreaterThanOrEqual(source.titleBottom - 1);

        for (const button of [panel.getByRole('button', { name: 'Previous version' }), panel.getByRole('button', { name: 'Next version' }), panel.getByRole('button', { name: 'Edit message' })]) {
          const size = await tapSize(button);
          expect(size.width, what).toBeGreaterThanOrEqual(24);
          expect(size.height, what).toBeGreaterThanOrEqual(24);
        }
        await log.locator('.sources').scrollIntoViewIfNeeded();
        await saveScreenshot(panel, `answer-sources-${width}-${scheme}`);
      }
    }
  });

  it('does not say "No conversations yet." while a delete can be undone', async () => {
    await atSize(panel, 320, 'light');
    await panel.getByRole('button', { name: 'History' }).click();
    const history = panel.getByRole('region', { name: 'History' });
    await history.getByRole('button', { name: /^Actions for / }).first().click();
    await history.getByRole('menuitem', { name: 'Delete' }).click();
    await history.getByRole('button', { name: 'Undo' }).waitFor();
    expect(await history.getByText('No conversations yet.').count()).toBe(0);
    await saveScreenshot(panel, 'history-undo-320');
    // Once the Undo has gone, the history is empty and says so.
    await history.getByText('No conversations yet.').waitFor({ timeout: 15_000 });
    expect(await history.getByRole('button', { name: 'Undo' }).count()).toBe(0);
  });
});

describe('side panel at 400 and 320 px (German)', () => {
  let world: JourneyWithPanel;
  let panel: Page;

  beforeAll(async () => {
    world = await startConfiguredJourney({ language: 'de' });
    panel = world.panel;
  });
  afterAll(async () => {
    await world?.close();
  });

  it('shows the whole model name, one header row and one composer row', async () => {
    await panel.getByRole('list', { name: 'Fragen Sie zum Beispiel' }).waitFor();
    expect(await panel.getByRole('button', { name: 'Zu dieser Seite fragen' }).count()).toBe(1);
    for (const width of SIZES) {
      for (const scheme of SCHEMES) {
        await atSize(panel, width, scheme);
        const what = `${width} px, ${scheme}`;
        const picker = await panel.getByRole('combobox', { name: 'Modell' }).evaluate((select) => {
          const s = select as HTMLSelectElement;
          const style = getComputedStyle(s);
          const ctx = document.createElement('canvas').getContext('2d')!;
          ctx.font = style.font;
          const text = ctx.measureText(s.selectedOptions[0]!.textContent ?? '').width;
          // The text's room: the box less its padding and the drop-down arrow (about 20 px).
          const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
          const header = document.querySelector('.topbar')!.getBoundingClientRect().height;
          return { text, room, header };
        });
        expect(picker.room, `${what}: model name fits`).toBeGreaterThanOrEqual(picker.text);
        expect(picker.header, what).toBeLessThanOrEqual(48);
        const footer = await composerFooter(panel);
        expect(footer.rows, what).toBe(1);
        expect(footer.height, what).toBeLessThanOrEqual(56);
        expect(footer.right, what).toBeLessThanOrEqual(width);
        // Labels that step aside stay the buttons' names.
        for (const name of ['Neuer Chat', 'Verlauf', 'Diese Seite anhängen', 'Senden']) {
          expect(await panel.getByRole('button', { name, exact: true }).count(), name).toBe(1);
        }
        await saveScreenshot(panel, `sidepanel-german-${width}-${scheme}`);
      }
    }
  });
});
