/**
 * Deep research in a real Firefox (`npm run build:firefox` first): the job runs in the background
 * page, and the sidebar page shows the plan, then the report with working citation chips.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchSettings, askInSidebar, startFirefoxWorld, type FirefoxWorld } from './firefox-world';
import { BATTERY, SOLAR, researchModel, type Topic } from './research-model';

/** The 1-based line of the page's document holding `text`, as the background builds it for the model. */
async function lineContaining(page: Page, url: string, text: string): Promise<number> {
  const reply = (await page.evaluate((u) => chrome.runtime.sendMessage({ sidelight: true, type: 'open-page', payload: { url: u } }), url)) as { ok: boolean; value?: { lines: string[] } };
  const index = reply.value?.lines.findIndex((l) => l.includes(text)) ?? -1;
  if (index === -1) throw new Error(`“${text}” is not in ${url}: ${JSON.stringify(reply).slice(0, 300)}`);
  return index + 1;
}

describe('deep research in Firefox', () => {
  let world: FirefoxWorld;
  beforeAll(async () => {
    world = await startFirefoxWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('plans in the sidebar, researches in the background page and shows a report with line citations', async () => {
    const { ff, site, search, model } = world;
    const setup = await ff.openExtensionPage('src/options/index.html');
    await patchSettings(setup, {
      model: { baseUrl: model.url, apiStyle: 'ollama', model: 'scripted-model', toolProfile: 'browser' },
      search: { provider: 'searxng', searxngUrl: search.url },
      browsing: { allowedLocalHosts: [new URL(site.url).host] },
    });
    const topics: Topic[] = [
      { sub: SOLAR, query: 'solar cell record', path: '/articles/solar.html', fact: 'A tandem cell reached 34.6 percent.', line: await lineContaining(setup, `${site.url}/articles/solar.html`, '34.6 percent') },
      { sub: BATTERY, query: 'solid-state battery', path: '/articles/battery.html', fact: 'The pilot cells store 450 watt-hours per kilogram.', line: await lineContaining(setup, `${site.url}/articles/battery.html`, '450 watt-hours') },
    ];
    await setup.close();
    model.setRespond(researchModel(topics, site.url, { plan: [SOLAR, BATTERY] }));

    const panel = await askInSidebar(ff, '/deep How are solar cells and batteries improving?');
    await panel.waitForSelector('::-p-aria([name="Research plan"][role="heading"])', { timeout: 20_000 });
    await panel.locator('::-p-aria([name="Start"][role="button"])').click();
    await panel.waitForSelector('::-p-aria([name="Export report as Markdown"][role="button"])', { timeout: 60_000 });
    await panel.waitForSelector('.research-report a.cite', { timeout: 10_000 });
    const chips = await panel.$$eval('.research-report a.cite', (as) => as.map((a) => ({ name: a.getAttribute('aria-label'), href: a.getAttribute('href') })));
    expect(chips.map((c) => c.name)).toEqual(expect.arrayContaining([`Source 1, 127.0.0.1, line ${topics[0]!.line}`, `Source 2, 127.0.0.1, line ${topics[1]!.line}`]));
    expect(chips.find((c) => c.name?.startsWith('Source 1'))!.href!.startsWith(`${site.url}/articles/solar.html#:~:text=`)).toBe(true);
    const text = await panel.$eval('.research-report', (el) => el.textContent ?? '');
    expect(text).toContain('What I could not find');
    expect(text).not.toMatch(/【\d+†/);
    // Kept in History as a conversation, with its chips, as in Chromium.
    await panel.waitForSelector('::-p-text(This report is also in History.)', { timeout: 10_000 });
    await panel.locator('::-p-aria([name="Close report"][role="button"])').click();
    await panel.locator('::-p-aria([name="History"][role="button"])').click();
    await panel.locator('.history-open ::-p-text(How are solar cells and batteries improving?)').click();
    await panel.waitForSelector('[role="log"] a.cite', { timeout: 10_000 });
    const reopened = await panel.$$eval('[role="log"] a.cite', (as) => as.map((a) => a.getAttribute('aria-label')));
    expect(reopened).toEqual(expect.arrayContaining([`Source 1, 127.0.0.1, line ${topics[0]!.line}`, `Source 2, 127.0.0.1, line ${topics[1]!.line}`]));
  });
});
