import { afterEach, describe, expect, it } from 'vitest';
import type { ExtensionBrowser } from '../support/extension-browser';
import type { LocalServer } from '../support/local-server';
import type { ModelServer, ScriptedTurn } from '../support/model-server';
import type { SearchBackend } from '../support/search-backend';
import { saveScreenshot } from '../support/screenshots';
import { type ConfiguredJourney, ask, openPanel, startConfiguredJourney } from './sidepanel-journey-support';

/**
 * The full research journey in the real extension: question → search on the SearXNG stand-in →
 * open the fixture page → find → streamed answer with a citation chip whose preview shows the cited
 * line and whose click opens the page at the passage.
 */
describe('side panel research journey', () => {
  let world: ConfiguredJourney<'record'> | undefined;
  let browser: ExtensionBrowser;
  let site: LocalServer;
  let search: SearchBackend;
  let model: ModelServer;

  afterEach(async () => {
    await world?.close();
    world = undefined;
  });

  const journeys: { name: string; apiStyle: 'ollama' | 'openai'; asText: boolean }[] = [
    { name: 'Ollama-style model', apiStyle: 'ollama', asText: false },
    { name: 'OpenAI-style model', apiStyle: 'openai', asText: false },
    { name: 'model that writes its tool calls as text', apiStyle: 'openai', asText: true },
  ];

  for (const j of journeys) {
    it(`answers with a working citation chip (${j.name})`, async () => {
      world = await startConfiguredJourney({ apiStyle: j.apiStyle, lines: { record: ['/articles/solar.html', '34.6 percent'] }, panel: false });
      ({ browser, site, search, model } = world);
      const solar = `${site.url}/articles/solar.html`;
      const line = world.lines.record;

      const call = (name: string, args: Record<string, unknown>): ScriptedTurn =>
        j.asText ? { content: `<tool_call>${JSON.stringify({ name, arguments: args })}</tool_call>` } : { toolCalls: [{ name, arguments: args }] };
      model.setTurns([
        { thinking: 'The user asks about a record. I should search first.', ...call('browser.search', { query: 'solar panel efficiency record' }) },
        call('browser.open', { id: solar }),
        call('browser.find', { pattern: '34.6 percent' }),
        {
          content: `A perovskite-silicon tandem cell converted **34.6 percent** of sunlight, a new record 【1†L${line}】.\n\n| Record | Efficiency |\n|---|---|\n| New | 34.6% |\n| Previous | 33.9% |\n\n\`\`\`\nefficiency = 0.346\n\`\`\``,
          chunkSize: 6,
          delayMs: 5,
        },
      ]);

      const panel = await openPanel(browser);
      await ask(panel, 'What is the new solar cell efficiency record?');
      const log = panel.getByRole('log');
      const chip = log.getByRole('link', { name: new RegExp(`^Source \\d+, [^,]+, line ${line}$`) });
      await chip.waitFor({ timeout: 30_000 });

      // The chip is a real link to the page with a text fragment.
      const href = (await chip.getAttribute('href')) ?? '';
      expect(href.startsWith(solar)).toBe(true);
      expect(href).toContain('#:~:text=');
      expect(await chip.textContent()).toBe(`1 · ${new URL(site.url).hostname}`);

      // Activity: search → open → find, each with the view the model read.
      await expect.poll(() => log.getByText(/Searched “solar panel efficiency record”/).count()).toBe(1);
      expect(await log.getByText(/Opened 127\.0\.0\.1/).count()).toBe(1);
      expect(await log.getByText(/Finding “34\.6 percent”/).count()).toBe(1);
      expect(search.requests.some((r) => r.query.q === 'solar panel efficiency record')).toBe(true);

      // The reasoning is there, collapsed, and opens to the model's own words.
      const thinking = log.locator('details.thinking');
      expect(await thinking.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      await thinking.locator('summary').click();
      expect(await thinking.textContent()).toContain('I should search first.');
      await thinking.locator('summary').click();

      // Markdown: table and a code block with a copy button.
      expect(await log.locator('table').count()).toBe(1);
      expect(await log.getByRole('button', { name: 'Copy code' }).count()).toBe(1);

      // Hover shows the cited line with the page title.
      await chip.hover();
      const tooltip = panel.getByRole('tooltip');
      await tooltip.waitFor();
      expect(await tooltip.textContent()).toContain('34.6 percent');
      expect(await tooltip.textContent()).toContain('Solar panels reach record efficiency');
      // Focus does too (keyboard users).
      await panel.mouse.move(0, 0);
      await chip.focus();
      await tooltip.waitFor();

      // Sources list marks the cited page as used.
      // Sources are open under the answer: the cited page first, numbered like its chip.
      await log.getByText(/Sources · 1 cited of/).waitFor();
      expect(await log.locator('details.sources').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      expect(await log.locator('.source--used').count()).toBe(1);
      expect(await log.getByRole('link', { name: /^Source 1: Solar panels reach record efficiency, 127\.0\.0\.1, cited$/ }).count()).toBe(1);

      if (j.apiStyle === 'ollama') {
        // Answer with citations: research collapsed, sources open, a chip's preview showing.
        await panel.evaluate(() => document.querySelectorAll<HTMLDetailsElement>('.activity').forEach((d) => (d.open = false)));
        await chip.hover();
        await tooltip.waitFor();
        await saveScreenshot(panel, 'sidepanel-answer');
        // Activity expanded: the exact view the model read when it opened the page.
        await panel.mouse.move(0, 0);
        await panel.evaluate(() => {
          document.querySelectorAll<HTMLDetailsElement>('.activity').forEach((d) => (d.open = true));
          const steps = document.querySelectorAll<HTMLDetailsElement>('.step details');
          if (steps[1]) steps[1].open = true;
          document.querySelector('.activity')?.scrollIntoView();
        });
        await saveScreenshot(panel, 'sidepanel-activity');
        await panel.emulateMedia({ colorScheme: 'dark' });
        await panel.evaluate(() => document.querySelectorAll<HTMLDetailsElement>('.activity, .step details').forEach((d) => (d.open = false)));
        await chip.hover();
        await tooltip.waitFor();
        await saveScreenshot(panel, 'sidepanel-dark');
        await panel.emulateMedia({ colorScheme: 'light' });
      }

      // Copy answer gives markdown whose citation is a link to the passage.
      // (Reading the real clipboard needs a permission the extension does not ask for, so the write is captured.)
      await panel.evaluate(() => {
        navigator.clipboard.writeText = async (text: string) => void ((window as unknown as { copied: string }).copied = text);
      });
      await log.getByRole('button', { name: 'Copy answer' }).click();
      await log.getByRole('button', { name: 'Copied' }).waitFor();
      const copied = await panel.evaluate(() => (window as unknown as { copied: string }).copied);
      expect(copied).toContain(`[1 · ${new URL(site.url).hostname}, line ${line}](${solar}#:~:text=`);
      expect(copied).not.toContain('†');
      expect(copied).toContain('| New | 34.6% |');

      // The views behind the citations are kept with the conversation.
      const kept = await panel.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('sidelight');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const req = open.result.transaction('turnDocuments').objectStore('turnDocuments').count();
              req.onsuccess = () => resolve(req.result);
            };
          }),
      );
      expect(kept).toBe(3);

      // Click opens the fixture page at the passage.
      const opened = browser.context.waitForEvent('page', { timeout: 15_000 });
      await chip.click();
      const page = await opened;
      await page.waitForLoadState('domcontentloaded');
      expect(page.url().startsWith(solar)).toBe(true);
      expect(await page.title()).toContain('Solar panels reach record efficiency');

      // A second click reuses that tab instead of opening another.
      const tabs = browser.context.pages().length;
      await chip.click();
      await panel.waitForTimeout(500);
      expect(browser.context.pages().length).toBe(tabs);
      expect(page.url().startsWith(solar)).toBe(true);

      // The page as the model read it is kept with the conversation: after the panel is closed and
      // reopened and the conversation opened from History, its Sources entry shows that copy.
      await panel.reload();
      await panel.getByRole('button', { name: 'New chat' }).click();
      await panel.getByRole('button', { name: 'History' }).click();
      await panel.getByRole('region', { name: 'History' }).getByRole('button', { name: /^What is the new solar cell efficiency record\?/ }).click();
      const readCopy = panel.getByRole('log').getByRole('button', { name: 'Saved copy of Solar panels reach record efficiency, as Sidelight read it' });
      await readCopy.waitFor({ timeout: 15_000 });
      // Only the page it opened: the other search results were never read.
      expect(await panel.getByRole('button', { name: /^Saved copy of .*, as Sidelight read it$/ }).count()).toBe(1);
      if (j.apiStyle === 'ollama') {
        await readCopy.scrollIntoViewIfNeeded();
        await saveScreenshot(panel, 'sidepanel-sources-saved-copy');
      }
      await readCopy.click();
      const copy = panel.getByRole('dialog', { name: 'Saved copy of Solar panels reach record efficiency' });
      await copy.waitFor();
      expect(await copy.locator('header').textContent()).toMatch(/Saved copy, as Sidelight read it on .+/);
      expect(await copy.locator('header').textContent()).toContain(solar);
      expect(await copy.locator('li.cited').allTextContents()).toEqual([expect.stringContaining('34.6 percent')]);
      expect(await copy.locator('li.cited').getAttribute('value')).toBe(String(line));
      if (j.apiStyle === 'ollama') await saveScreenshot(panel, 'sidepanel-saved-copy');
      await copy.getByRole('button', { name: 'Close' }).click();
      await copy.waitFor({ state: 'detached' });
    });
  }
});
