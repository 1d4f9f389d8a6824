import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtensionBrowser } from '../support/extension-browser';
import type { LocalServer } from '../support/local-server';
import type { ModelServer } from '../support/model-server';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { saveScreenshot } from '../support/screenshots';
import { type ConfiguredJourney, ask, openPanel, startConfiguredJourney } from './sidepanel-journey-support';

describe('side panel at 320 px, keyboard only', () => {
  let world: ConfiguredJourney<'record'>;
  let browser: ExtensionBrowser;
  let site: LocalServer;
  let model: ModelServer;

  beforeAll(async () => {
    world = await startConfiguredJourney({ lines: { record: ['/articles/solar.html', '34.6 percent'] }, panel: false });
    ({ browser, site, model } = world);
  });
  afterAll(async () => {
    await world?.close();
  });

  it('asks, reaches the citation chip and opens it without a mouse, with nothing wider than the panel', async () => {
    const solar = `${site.url}/articles/solar.html`;
    const line = world.lines.record;
    model.setTurns([
      { toolCalls: [{ name: 'browser.open', arguments: { id: solar } }] },
      {
        content: `The record is **34.6 percent** 【0†L${line}】.\n\n\`\`\`\na_very_long_identifier_that_would_overflow_a_narrow_panel_if_code_blocks_did_not_scroll = 1\n\`\`\`\n\n| Cell type | Efficiency | Laboratory | Year confirmed |\n|---|---|---|---|\n| Perovskite-silicon tandem | 34.6% | Fixture Institute | 2026 |`,
      },
    ]);

    const panel = await openPanel(browser);
    await panel.setViewportSize({ width: 320, height: 640 });
    const message = panel.getByRole('textbox', { name: 'Message' });
    await message.focus();
    await panel.keyboard.type('What is the record?');
    await panel.keyboard.press('Shift+Enter');
    await panel.keyboard.type('Cite it.');
    expect(await message.inputValue()).toBe('What is the record?\nCite it.');
    await panel.keyboard.press('Enter');

    const chip = panel.getByRole('log').getByRole('link', { name: new RegExp(`^Source \\d+, [^,]+, line ${line}$`) });
    await chip.waitFor({ timeout: 20_000 });
    await panel.getByRole('button', { name: 'Regenerate' }).waitFor();

    // Tab from the top of the page until the chip has focus.
    await panel.getByRole('button', { name: 'New chat' }).focus();
    let onChip = false;
    for (let i = 0; i < 30 && !onChip; i++) {
      await panel.keyboard.press('Tab');
      onChip = await chip.evaluate((el) => el === document.activeElement);
    }
    expect(onChip).toBe(true);
    await panel.getByRole('tooltip').waitFor();

    const widest = await panel.evaluate(() => document.documentElement.scrollWidth);
    expect(widest).toBeLessThanOrEqual(320);
    await saveScreenshot(panel, 'sidepanel-320');

    const opened = browser.context.waitForEvent('page', { timeout: 15_000 });
    await panel.keyboard.press('Enter');
    const page = await opened;
    expect(page.url().startsWith(solar)).toBe(true);
  });
});

/** axe-core on what the page shows, in both colour schemes and at both widths: nothing found, contrast included. */
async function expectNoViolations(page: Page, what: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [400, 320]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 720 });
      const found = await axeViolations(page);
      expect(found, `${what}, ${scheme}, ${width} px`).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('axe-core finds nothing, light and dark', () => {
  let world: ConfiguredJourney<'record'>;

  beforeAll(async () => {
    world = await startConfiguredJourney({ lines: { record: ['/articles/solar.html', '34.6 percent'] }, panel: false });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('in the side panel: empty, answering (Stop), answered with a table and code, failed, and History with an Undo', async () => {
    const solar = `${world.site.url}/articles/solar.html`;
    const line = world.lines.record;
    const panel = await openPanel(world.browser);
    await expectNoViolations(panel, 'empty panel');

    const slow = 'Still writing. '.repeat(200);
    world.model.setTurns([
      { toolCalls: [{ name: 'browser.open', arguments: { id: solar } }] },
      {
        content: `The record is **34.6 percent** 【0†L${line}】.\n\n\`\`\`\nefficiency = 0.346\n\`\`\`\n\n| Cell | Efficiency |\n|---|---|\n| Tandem | 34.6% |`,
      },
      { content: slow, chunkSize: 4, delayMs: 40 },
      { error: { status: 500, body: '{"error":"model runner crashed"}' } },
    ]);
    await ask(panel, 'What is the record?');
    await panel.getByRole('button', { name: 'Regenerate' }).waitFor({ timeout: 30_000 });
    await expectNoViolations(panel, 'answered');

    await ask(panel, 'Write at length.');
    const stopButton = panel.getByRole('button', { name: 'Stop' });
    await stopButton.waitFor();
    await expectNoViolations(panel, 'answering');
    await stopButton.click();
    await panel.getByRole('button', { name: 'Send' }).waitFor();

    await ask(panel, 'And now?');
    await panel.getByRole('log').getByRole('alert').waitFor({ timeout: 20_000 });
    await expectNoViolations(panel, 'failed answer');

    await panel.getByRole('button', { name: 'History' }).click();
    await panel.getByRole('button', { name: /^Actions for / }).first().click();
    await panel.getByRole('menuitem', { name: 'Delete' }).click();
    await panel.getByRole('button', { name: 'Undo' }).waitFor();
    await expectNoViolations(panel, 'History with an Undo');
    await panel.close();
  });

  it('on the options page, with the Models table and a delete confirmation', async () => {
    const page = await world.browser.openExtensionPage('src/options/index.html');
    const installed = page.getByRole('table', { name: 'Installed models' });
    await installed.waitFor({ timeout: 15_000 });
    await expectNoViolations(page, 'options');
    await installed.getByRole('button', { name: 'Delete scripted-model' }).click();
    await installed.getByRole('group', { name: 'Delete scripted-model?' }).waitFor();
    await expectNoViolations(page, 'options, confirming a delete');
    await page.close();
  });
});
