/**
 * An answer a reader can trust at a glance (issue 29): citations that resolve to nothing are marked
 * chips counted apart, never raw markup; previews show whole sentences; research steps and the saved
 * copy read as pages, not as the model's format; PDF citations name the page. At 400 and 320 px,
 * light and dark, and in German where the words change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '../support/screenshots';
import { ask, startConfiguredJourney, type JourneyWithPanel } from './sidepanel-journey-support';

const SIZES = [400, 320] as const;
const SCHEMES = ['light', 'dark'] as const;

/** The line of the PDF's page 2 (or its last page) that has words, and that page's number. */
async function pdfLine(page: Page, url: string): Promise<{ line: number; page: number }> {
  const reply = (await page.evaluate((u) => chrome.runtime.sendMessage({ sidelight: true, type: 'open-page', payload: { url: u } }), url)) as { value: { lines: string[] } };
  const lines = reply.value.lines;
  let pageNo = 0;
  let found = { line: 0, page: 0 };
  lines.forEach((l, i) => {
    const m = /^--- Page (\d+) ---$/.exec(l);
    if (m) pageNo = Number(m[1]);
    else if (pageNo > 0 && l.trim().length > 20 && found.page < Math.min(pageNo, 2)) found = { line: i + 1, page: pageNo };
  });
  return found;
}

describe('an answer a reader can trust', () => {
  let world: JourneyWithPanel<'record'>;
  let panel: Page;
  let line: number;
  const solar = () => `${world.site.url}/articles/solar.html`;

  beforeAll(async () => {
    world = await startConfiguredJourney({ lines: { record: ['/articles/solar.html', '34.6 percent'] } });
    ({ panel } = world);
    line = world.lines.record;
    world.model.setTurns([
      { toolCalls: [{ name: 'browser.search', arguments: { query: 'solar panel efficiency record' } }] },
      { toolCalls: [{ name: 'browser.open', arguments: { id: solar() } }] },
      // Source 7 was never opened; the page has far fewer than 999 lines.
      { content: `A tandem cell converted 34.6 percent of sunlight 【1†L${line}】. Panels are cheap now 【7†L3】 and last decades 【1†L999】.` },
    ]);
    await ask(panel, 'How efficient are solar cells now?');
    await panel.getByRole('button', { name: 'Regenerate' }).waitFor({ timeout: 30_000 });
  });
  afterAll(async () => {
    await world?.close();
  });

  for (const width of SIZES) {
    for (const scheme of SCHEMES) {
      it(`marks citations that resolve to nothing and counts them apart (${width} px, ${scheme})`, async () => {
        await panel.setViewportSize({ width, height: 700 });
        await panel.emulateMedia({ colorScheme: scheme });
        const log = panel.getByRole('log');
        const notRead = log.getByRole('note', { name: 'Citation could not be resolved: source not read' });
        const notInPage = log.getByRole('note', { name: 'Citation could not be resolved: line not in the page' });
        expect(await notRead.count()).toBe(1);
        expect(await notInPage.count()).toBe(1);
        expect(await notRead.getAttribute('aria-description')).toBe('The answer cites source 7 (line 3), which it never opened.');
        expect(await notInPage.getAttribute('aria-description')).toMatch(/^The answer cites line 999 of source 1, but the page has \d+ lines\.$/);
        // No raw markup anywhere a person reads.
        expect(await log.locator('.answer-blocks').innerText()).not.toMatch(/【|†/);
        expect(await log.locator('details.sources > summary').textContent()).toMatch(/^Sources · 1 cited of \d+ · 2 citations could not be resolved$/);
        expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await notRead.scrollIntoViewIfNeeded();
        await saveScreenshot(panel, `answer-unresolved-${width}-${scheme}`);
      });

      it(`previews the cited sentence whole, the cited part marked (${width} px, ${scheme})`, async () => {
        await panel.setViewportSize({ width, height: 700 });
        await panel.emulateMedia({ colorScheme: scheme });
        const chip = panel.getByRole('log').getByRole('link', { name: new RegExp(`^Source 1, 127\\.0\\.0\\.1, line ${line}$`) });
        await panel.mouse.move(0, 0);
        await chip.hover();
        const tooltip = panel.getByRole('tooltip');
        await tooltip.waitFor();
        const marked = await tooltip.locator('mark').textContent();
        expect(marked).toContain('34.6 percent');
        // The paragraph the mark is in reads from the start of its sentence to its end.
        const sentence = await tooltip.locator('p', { has: panel.locator('mark') }).textContent();
        expect(sentence).toMatch(/^[A-Z]/);
        expect(sentence!.trim()).toMatch(/[.!?]$/);
        expect(sentence).toContain('Researchers at the Fixture Institute');
        expect(sentence).not.toMatch(/【|†/);
        await saveScreenshot(panel, `answer-preview-sentence-${width}-${scheme}`);
        await panel.mouse.move(0, 0);
      });

      it(`shows research steps as title and site rows, the model's text behind "What the model saw" (${width} px, ${scheme})`, async () => {
        await panel.setViewportSize({ width, height: 700 });
        await panel.emulateMedia({ colorScheme: scheme });
        const log = panel.getByRole('log');
        const activity = log.locator('details.activity');
        if (!(await activity.evaluate((d) => (d as HTMLDetailsElement).open))) await activity.locator('> summary').click();
        for (const step of await activity.locator('li.step > details').all()) {
          if (!(await step.evaluate((d) => (d as HTMLDetailsElement).open))) await step.locator('> summary').click();
        }
        const rows = activity.locator('.step-row');
        expect(await rows.filter({ hasText: 'Solar panels reach record efficiency' }).count()).toBe(2);
        expect(await activity.getByRole('link', { name: 'Solar panels reach record efficiency' }).first().isVisible()).toBe(true);
        expect(await activity.innerText()).not.toMatch(/【|†|viewing lines/);
        const saw = activity.locator('details.step-saw');
        expect(await saw.count()).toBe(2);
        await saw.first().locator('> summary').click();
        expect(await saw.first().locator('pre').innerText()).toMatch(/【\d+†Solar panels reach record efficiency/);
        await saw.first().locator('> summary').click();
        expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await activity.scrollIntoViewIfNeeded();
        await saveScreenshot(panel, `research-rows-${width}-${scheme}`);
        await activity.locator('> summary').click();
      });

      it(`shows the saved copy with headings and links as text, line numbers and the cited line kept (${width} px, ${scheme})`, async () => {
        await panel.setViewportSize({ width, height: 700 });
        await panel.emulateMedia({ colorScheme: scheme });
        await panel.getByRole('log').getByRole('button', { name: 'Saved copy of Solar panels reach record efficiency, as Sidelight read it' }).click();
        const copy = panel.getByRole('dialog', { name: 'Saved copy of Solar panels reach record efficiency' });
        await copy.waitFor();
        const lines = copy.locator('ol.file-view-lines');
        const text = await lines.innerText();
        expect(text).not.toMatch(/(^|\n)#{1,6} |【|†/);
        expect(await lines.locator('.doc-heading').filter({ hasText: 'What it means for homeowners' }).count()).toBe(1);
        expect(await lines.getByRole('link', { name: 'Example Energy Report' }).count()).toBe(1);
        expect(await copy.locator('li.cited').first().getAttribute('value')).toBe(String(line));
        await saveScreenshot(panel, `saved-copy-rendered-${width}-${scheme}`);
        await copy.getByRole('button', { name: 'Close' }).click();
        await copy.waitFor({ state: 'detached' });
      });
    }
  }

  it('folds the results never opened under one line in Sources', async () => {
    const sources = panel.getByRole('log').locator('details.sources');
    const folded = sources.locator('details.sources-unopened');
    expect(await folded.locator('> summary').textContent()).toMatch(/^\d+ results? not opened$/);
    expect(await folded.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await sources.locator('> ol > li').count()).toBe(1);
  });

  it('names the page of a PDF citation: chip, preview and Sources say "p. N · L"', async () => {
    const pdf = `${world.site.url}/doc.pdf`;
    const setup = await world.browser.openExtensionPage('src/options/index.html');
    const at = await pdfLine(setup, pdf);
    await setup.close();
    expect(at.page).toBeGreaterThan(0);
    world.model.setTurns([{ toolCalls: [{ name: 'browser.open', arguments: { id: pdf } }] }, { content: `The report says so 【0†L${at.line}】.` }]);
    await panel.getByRole('button', { name: 'New chat' }).click();
    await ask(panel, 'What does the report say?');
    const log = panel.getByRole('log');
    const chip = log.getByRole('link', { name: new RegExp(`^Source 1, 127\\.0\\.0\\.1, page ${at.page}, line ${at.line}$`) });
    await chip.waitFor({ timeout: 30_000 });
    await panel.getByRole('button', { name: 'Regenerate' }).waitFor({ timeout: 30_000 });
    await chip.hover();
    await expect.poll(() => panel.getByRole('tooltip').textContent()).toContain(`p. ${at.page} · L${at.line}`);
    expect(await log.locator('details.sources .source--used .source-usage').textContent()).toBe(`cited · p. ${at.page}`);
    await saveScreenshot(panel, 'answer-pdf-page');
  });
});

describe('an answer a reader can trust, in German', () => {
  let world: JourneyWithPanel<'record'>;
  let panel: Page;

  beforeAll(async () => {
    world = await startConfiguredJourney({ language: 'de', lines: { record: ['/articles/solar.html', '34.6 percent'] } });
    ({ panel } = world);
    const solar = `${world.site.url}/articles/solar.html`;
    world.model.setTurns([
      { toolCalls: [{ name: 'browser.open', arguments: { id: solar } }] },
      // "34,6 Prozent": read with the German decimal comma it is 34.6, which the line gives.
      { content: `Eine Tandemzelle erreichte 34,6 Prozent 【0†L${world.lines.record}】. Sie ist günstig 【7†L3】.` },
    ]);
    await panel.getByRole('textbox', { name: 'Nachricht' }).fill('Wie effizient sind Solarzellen?');
    await panel.getByRole('textbox', { name: 'Nachricht' }).press('Enter');
    await panel.getByRole('button', { name: 'Neu erzeugen' }).waitFor({ timeout: 30_000 });
  });
  afterAll(async () => {
    await world?.close();
  });

  for (const width of SIZES) {
    for (const scheme of SCHEMES) {
      it(`says it in German, and checks "34,6 Prozent" as the 34.6 of the line (${width} px, ${scheme})`, async () => {
        await panel.setViewportSize({ width, height: 700 });
        await panel.emulateMedia({ colorScheme: scheme });
        const log = panel.getByRole('log');
        const chip = log.getByRole('link', { name: /^Quelle 1, 127\.0\.0\.1, Zeile \d+$/ });
        expect(await chip.getAttribute('class')).toBe('cite');
        expect(await chip.getAttribute('aria-description')).toBeNull();
        const unresolved = log.getByRole('note', { name: 'Beleg nicht auflösbar: Quelle nicht gelesen' });
        expect(await unresolved.textContent()).toBe('Quelle nicht gelesen');
        expect(await log.locator('details.sources > summary').textContent()).toMatch(/^Quellen · 1 von 1 belegt · 1 Beleg nicht auflösbar$/);
        expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await unresolved.scrollIntoViewIfNeeded();
        await saveScreenshot(panel, `answer-unresolved-de-${width}-${scheme}`);
      });
    }
  }
});
