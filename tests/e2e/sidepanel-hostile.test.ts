import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import type { ExtensionBrowser } from '../support/extension-browser';
import type { LocalServer } from '../support/local-server';
import type { ModelServer } from '../support/model-server';
import { type ConfiguredJourney, ask, openPanel, startConfiguredJourney } from './sidepanel-journey-support';

/**
 * The side panel is privileged: neither a hostile page the model reads nor a hostile answer may run
 * script or make the panel load anything.
 */
describe('side panel against hostile pages and answers', () => {
  let world: ConfiguredJourney<'hostile'>;
  let browser: ExtensionBrowser;
  let site: LocalServer;
  let model: ModelServer;

  beforeAll(async () => {
    world = await startConfiguredJourney({ apiStyle: 'openai', lines: { hostile: ['/hostile.html', 'tidal barrier'] }, panel: false });
    ({ browser, site, model } = world);
  });
  afterAll(async () => {
    await world?.close();
  });

  it('renders hostile markup as inert text: nothing runs, nothing loads', async () => {
    const hostile = `${site.url}/hostile.html`;
    const line = world.lines.hostile;

    const remote = `http://remote.invalid`;
    const marker = `【0†L${line}】`;
    const answer = [
      `Output rose by 8 percent ${marker}.`,
      '',
      `<script>window.__pwned = true</script><img src="${remote}/a.png" onerror="window.__pwned = true">`,
      '',
      `![tracker](${remote}/b.png) <iframe src="${remote}/frame"></iframe> <style>@import url(${remote}/c.css);</style>`,
      '',
      `[click me](javascript:window.__pwned=true) <a href="${remote}/x" onclick="window.__pwned=true" style="background:url(${remote}/d.png)">styled</a>`,
      '',
      `<svg><image href="${remote}/e.png"/></svg><object data="${remote}/f"></object><form action="${remote}/g"><button>go</button></form>`,
      '',
      `<a data-cite="0" class="cite" href="${remote}/forged">forged†L1</a> \uE0000\uE001`,
      '',
      // The real marker where markdown makes attributes: its chip must never become markup there
      // (spliced into the HTML string, the quotes of a chip closed the attribute; before Chromium 138,
      // `<` in an attribute was serialised as is, so the rest became a live meta refresh).
      `[titled](${remote}/t "${marker}") [in url](${remote}/${marker}) <span title="${marker}">span</span>`,
      '',
      `<span title='${marker} "><meta http-equiv="refresh" content="0;url=${remote}/meta">'>breakout</span>`,
      '',
      `<p align='${marker}"><meta http-equiv=refresh content=0;url=${remote}/meta2>'>aligned</p>`,
    ].join('\n');
    model.setTurns([{ toolCalls: [{ name: 'browser.open', arguments: { id: hostile } }] }, { content: answer, chunkSize: 16 }]);

    const panel = await openPanel(browser);
    const requests: string[] = [];
    const onRequest = (r: Request) => requests.push(r.url());
    browser.context.on('request', onRequest);
    panel.on('request', onRequest);

    await ask(panel, 'What does the tidal barrier report say?');
    const log = panel.getByRole('log');
    await log.getByRole('link', { name: `Source 1, 127.0.0.1, line ${line}` }).waitFor({ timeout: 30_000 });
    // Give anything that would load or run a moment to do so.
    await panel.waitForTimeout(1000);

    expect(await panel.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    const body = log.locator('.answer-body');
    for (const tag of ['script', 'img', 'iframe', 'style', 'svg', 'object', 'form', 'meta', 'button:not(.copy-code)', '[onclick]', '[onerror]', '[style]']) {
      expect(await body.locator(tag).count(), tag).toBe(0);
    }
    expect(await body.locator('a[href^="javascript:"]').count()).toBe(0);
    // Only the real citation is a chip; the forged anchor and placeholder are not.
    expect(await body.locator('a.cite').count()).toBe(1);
    expect(await body.locator('a[data-cite]').count()).toBe(1);
    expect(await body.locator(`a.cite[href^="${hostile}"]`).count()).toBe(1);
    // No placeholder or chip leaked into an attribute; the panel is still the panel.
    const attributes = await body.evaluate((root) =>
      Array.from(root.querySelectorAll(':not(a.cite)')).flatMap((e) => Array.from(e.attributes, (a) => a.value)),
    );
    expect(attributes.filter((v) => /[\uE000\uE001]|cite|127\.0\.0\.1/.test(v))).toEqual([]);
    expect(await body.getByText('breakout').count()).toBe(1);
    expect(panel.url()).toContain('chrome-extension://');
    expect(requests.filter((u) => u.includes('remote.invalid'))).toEqual([]);

    // The hostile page's own markup, shown in the activity view, is text too.
    await log.getByText(/Research · 1 step/).click();
    await log.locator('.step summary').first().click();
    expect(await log.locator('.step-view').first().textContent()).toContain('Totally normal article');
    await panel.waitForTimeout(300);
    expect(requests.filter((u) => u.includes('remote.invalid'))).toEqual([]);
    expect(await panel.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  });
});
