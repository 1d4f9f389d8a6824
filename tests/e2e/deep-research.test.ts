/**
 * Deep research end to end in Chromium with the built extension (`npm run build` first): the plan
 * edited then run, the job living in the worker through a closed panel and a stopped worker, Stop
 * writing a partial report, and every fact sentence of the report carrying a citation that resolved
 * to a chip (and, exported, to its URL and quoted lines). The scripted model answers each request by
 * what it asks, since sub-questions are researched in parallel and reach it in no fixed order.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JourneyWorld, ask, openPanel, startConfiguredJourney } from './sidepanel-journey-support';
import { BATTERY, SOLAR, TIDES, researchModel, type Topic } from './research-model';
import { saveScreenshot } from '../support/screenshots';

/** What Chromium does to an idle or stuck MV3 worker, done on demand (as in worker-restart.test.ts). */
async function stopServiceWorkers(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

const region = (panel: Page) => panel.getByRole('region', { name: 'Deep research' });
const chips = (panel: Page) => region(panel).getByRole('link', { name: /^Source \d+, / });

async function waitForReport(panel: Page): Promise<void> {
  await region(panel).getByRole('button', { name: 'Export report as Markdown' }).waitFor({ timeout: 60_000 });
  await chips(panel).first().waitFor({ timeout: 10_000 });
}

/** Each paragraph of the report states a cited fact, or says that nothing was found. */
async function expectEveryFactCited(panel: Page): Promise<void> {
  const paragraphs = region(panel).locator('.research-report p');
  const n = await paragraphs.count();
  expect(n).toBeGreaterThan(2);
  for (let i = 0; i < n; i++) {
    const p = paragraphs.nth(i);
    const text = (await p.textContent())!.trim();
    if (/^(Nothing|Not found)/.test(text)) continue;
    expect(await p.getByRole('link', { name: /^Source \d+, / }).count(), text).toBeGreaterThan(0);
  }
  // No marker was left as text: every one resolved to a document line.
  expect(await region(panel).locator('.research-report').textContent()).not.toMatch(/【\d+†/);
}

/** The ids of the “report ready” notifications Sidelight has shown. */
async function reportNotifications(world: JourneyWorld): Promise<string[]> {
  const all = await world.browser.serviceWorker.evaluate(() => chrome.notifications.getAll());
  return Object.keys(all).filter((id) => id.startsWith('sidelight-research:'));
}

/**
 * What clicking a notification does, run in the worker: a test cannot click the system's
 * notification, and the worker's handler is what Chromium calls (index.ts exposes it as
 * `sidelight.reportNotificationClicked`). Called this way it carries no user gesture, so Chromium
 * refuses sidePanel.open, as it would for any caller without one: the handler's other way in.
 */
async function clickNotification(world: JourneyWorld, id: string): Promise<void> {
  await world.browser.serviceWorker.evaluate((n) => (globalThis as unknown as { sidelight: { reportNotificationClicked(id: string): void } }).sidelight.reportNotificationClicked(n), id);
}

async function startDeep(panel: Page, question: string, edit?: string): Promise<void> {
  await ask(panel, `/deep ${question}`);
  await region(panel).getByRole('heading', { name: 'Research plan' }).waitFor({ timeout: 20_000 });
  if (edit !== undefined) {
    await region(panel).getByRole('button', { name: 'Edit' }).click();
    await region(panel).getByRole('textbox', { name: 'Sub-questions, one per line' }).fill(edit);
  }
  await region(panel).getByRole('button', { name: 'Start' }).click();
}

describe('deep research', () => {
  let world: JourneyWorld;
  let topics: Topic[];
  const chats = () => world.model.requests.filter((r) => r.path === '/api/chat').map((r) => r.body as { messages: { role: string; content: string }[] });
  const asked = (text: string) => chats().filter((b) => b.messages[0]?.content.startsWith(text)).length;

  beforeAll(async () => {
    const configured = await startConfiguredJourney({
      lines: { solar: ['/articles/solar.html', '34.6 percent'], battery: ['/articles/battery.html', '450 watt-hours'] },
      panel: false,
    });
    world = configured;
    topics = [
      { sub: SOLAR, query: 'solar cell record', path: '/articles/solar.html', fact: 'A tandem cell reached 34.6 percent.', line: configured.lines.solar },
      { sub: BATTERY, query: 'solid-state battery', path: '/articles/battery.html', fact: 'The pilot cells store 450 watt-hours per kilogram.', line: configured.lines.battery },
    ];
  });
  afterAll(async () => {
    await world?.close();
  });

  it('shows the plan, runs it as edited, and writes a report whose every fact is cited; the export resolves each citation', async () => {
    world.model.setRespond(researchModel(topics, world.site.url, { plan: [SOLAR, BATTERY, TIDES] }));
    const panel = await openPanel(world.browser);
    await panel.setViewportSize({ width: 320, height: 640 });
    // The answer mode and Deep research's budget menu, by role and name.
    await panel.getByRole('combobox', { name: 'Answer mode' }).selectOption({ label: 'Deep research' });
    await panel.getByRole('combobox', { name: 'Research budget' }).selectOption({ label: '15 min, up to 60 pages' });
    await ask(panel, 'How are solar cells and batteries improving?');
    await region(panel).getByRole('heading', { name: 'Research plan' }).waitFor({ timeout: 20_000 });
    expect(await region(panel).getByRole('listitem').allTextContents()).toEqual([SOLAR, BATTERY, TIDES]);
    await region(panel).getByRole('button', { name: 'Edit' }).click();
    await region(panel).getByRole('textbox', { name: 'Sub-questions, one per line' }).fill(`${SOLAR}\n${BATTERY}`);
    await region(panel).getByRole('button', { name: 'Start' }).click();
    await region(panel).getByRole('status').filter({ hasText: /Pages read: \d+ of 60/ }).waitFor();

    await waitForReport(panel);
    // The edited plan is what ran: nothing was researched for the line the user removed.
    expect(chats().some((b) => b.messages.some((m) => m.content.includes(TIDES) && m.role === 'user' && !m.content.startsWith('Question:')))).toBe(false);
    await expectEveryFactCited(panel);
    const names = await chips(panel).evaluateAll((as) => as.map((a) => a.getAttribute('aria-label')));
    expect(names).toContain(`Source 1, 127.0.0.1, line ${topics[0]!.line}`);
    expect(names).toContain(`Source 2, 127.0.0.1, line ${topics[1]!.line}`);
    expect(await region(panel).getByRole('heading', { name: 'What I could not find' }).count()).toBe(1);
    expect(await region(panel).getByRole('heading', { name: 'Sources' }).count()).toBe(1);
    // The report, its chips and its sources' addresses stay within a 320 px panel.
    expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await saveScreenshot(panel, 'deep-research-report-320');

    const download = panel.waitForEvent('download');
    await region(panel).getByRole('button', { name: 'Export report as Markdown' }).click();
    const md = await readFile((await (await download).path())!, 'utf8');
    expect(md).toContain('# How are solar cells and batteries improving?');
    expect(md).toMatch(new RegExp(`\\]\\(${world.site.url.replace(/[.:/]/g, '\\$&')}/articles/solar\\.html#:~:text=`));
    expect(md).toMatch(/^> .*34\.6 percent/m);
    expect(md).toMatch(/^> .*450 watt-hours/m);
    expect(md).not.toMatch(/【\d+†/);

    // The notification says the report is ready.
    const notes = await panel.evaluate(() => chrome.notifications.getAll());
    expect(Object.keys(notes).some((id) => id.startsWith('sidelight-research:'))).toBe(true);
    await region(panel).getByRole('button', { name: 'Close report' }).click();
    await panel.close();
  });

  it('goes on without the panel: closed mid-research and reopened, it shows the same job, which completes', async () => {
    world.model.setRespond(researchModel(topics, world.site.url, { plan: [SOLAR, BATTERY] }));
    const plansBefore = asked('You plan web research');
    const reportsBefore = asked('You write a research report');
    const panel = await openPanel(world.browser);
    const held = world.search.holdNextSearch();
    await startDeep(panel, 'Closed panel question about energy');
    await held.arrived;
    await panel.close();
    held.release();

    const again = await openPanel(world.browser);
    await region(again).getByRole('heading', { name: 'Closed panel question about energy' }).waitFor({ timeout: 20_000 });
    await waitForReport(again);
    await expectEveryFactCited(again);
    expect(asked('You plan web research') - plansBefore).toBe(1);
    expect(asked('You write a research report') - reportsBefore).toBe(1);
    await region(again).getByRole('button', { name: 'Close report' }).click();
    await again.close();
  });

  it('survives the worker being stopped mid-research: the job resumes from its last stored step', async () => {
    world.model.setRespond(researchModel(topics, world.site.url, { plan: [SOLAR, BATTERY] }));
    const plansBefore = asked('You plan web research');
    const panel = await openPanel(world.browser);
    const searchesBefore = world.search.requests.filter((r) => r.path === '/search').length;
    const held = world.search.holdNextSearch();
    await startDeep(panel, 'Worker restart question about energy');
    await held.arrived;
    await stopServiceWorkers(panel);
    held.release();

    await waitForReport(panel);
    await expectEveryFactCited(panel);
    // One plan, and the sub-questions the stopped worker held were searched again by the new one.
    expect(asked('You plan web research') - plansBefore).toBe(1);
    expect(world.search.requests.filter((r) => r.path === '/search').length - searchesBefore).toBeGreaterThan(2);
    await region(panel).getByRole('button', { name: 'Close report' }).click();
    await panel.close();
  });

  it('Stop keeps what was found and writes the report from it', async () => {
    world.model.setRespond(researchModel(topics, world.site.url, { plan: [SOLAR, BATTERY], slow: BATTERY }));
    const panel = await openPanel(world.browser);
    await startDeep(panel, 'Stopped question about energy');
    await region(panel).getByRole('listitem').filter({ hasText: SOLAR }).filter({ hasText: 'done' }).waitFor({ timeout: 30_000 });
    // Live progress: which sub-question, pages read against the budget, time against it.
    const progress = region(panel).getByRole('status');
    await expect.poll(() => progress.textContent()).toMatch(/Sub-question 2 of 2.*Pages read: 1 of 20.*Elapsed: .+ of 5 min/);
    expect(await region(panel).getByRole('listitem').filter({ hasText: BATTERY }).textContent()).toContain('researching');
    await region(panel).getByRole('button', { name: 'Stop and write the report' }).click();

    await waitForReport(panel);
    await region(panel).getByText(/The research stopped early/).waitFor();
    const names = await chips(panel).evaluateAll((as) => as.map((a) => a.getAttribute('aria-label')));
    expect(names.every((n) => n === `Source 1, 127.0.0.1, line ${topics[0]!.line}`)).toBe(true);
    await expectEveryFactCited(panel);
    await region(panel).getByRole('button', { name: 'Close report' }).click();
    await panel.close();
  });

  it('Stop while the report is written keeps what was written; the report is in History as a conversation that reopens with its chips, previews and Sources, exports and deletes', async () => {
    world.model.setRespond(researchModel(topics, world.site.url, { plan: [SOLAR, BATTERY], slowReport: true }));
    const question = 'Stopped while writing, a question about energy';
    const panel = await openPanel(world.browser);
    await startDeep(panel, question);
    // The report shows as it is written, and Stop stays while it is.
    await region(panel).getByRole('region', { name: 'The report so far' }).getByText(/34\.6 percent/).waitFor({ timeout: 60_000 });
    await region(panel).getByRole('button', { name: 'Stop writing and keep the report' }).click();

    await waitForReport(panel);
    await region(panel).getByText('Stopped while the report was being written: it ends where it was stopped.').waitFor();
    const report = (await region(panel).locator('.research-report').textContent())!;
    expect(report).toContain(topics[0]!.fact);
    // What came after Stop was never written: the sections past the summary, the gaps.
    expect(report).not.toContain(topics[1]!.fact);
    expect(await region(panel).getByRole('heading', { name: 'What I could not find' }).count()).toBe(0);
    expect(await region(panel).getByRole('heading', { name: 'Sources' }).count()).toBe(1);
    expect(await chips(panel).evaluateAll((as) => as.map((a) => a.getAttribute('aria-label')))).toEqual([`Source 1, 127.0.0.1, line ${topics[0]!.line}`]);
    await region(panel).getByText('This report is also in History.').waitFor();
    await region(panel).getByRole('button', { name: 'Close report' }).click();

    // In History like any chat: reopened, its chip resolves with a preview and its Sources hold the page as read.
    await panel.getByRole('button', { name: 'History' }).click();
    const history = panel.getByRole('region', { name: 'History' });
    await history.getByRole('button', { name: new RegExp(`^${question}`) }).click();
    const log = panel.getByRole('log');
    await log.getByText(question).waitFor();
    await log.getByText('Stopped while the report was being written: it ends where it was stopped.').waitFor();
    const chip = log.getByRole('link', { name: `Source 1, 127.0.0.1, line ${topics[0]!.line}` }).first();
    await chip.hover();
    await expect.poll(() => panel.getByRole('tooltip').textContent()).toContain('34.6 percent');
    await log.getByRole('button', { name: /^Saved copy of .*, as Sidelight read it$/ }).first().waitFor();

    await panel.getByRole('button', { name: 'History' }).click();
    const actions = history.getByRole('button', { name: `Actions for “${question}”` });
    await actions.click();
    const download = panel.waitForEvent('download');
    await history.getByRole('menuitem', { name: 'Export as markdown' }).click();
    const md = await readFile((await (await download).path())!, 'utf8');
    expect(md).toContain(`# ${question}`);
    expect(md).toMatch(new RegExp(`\\]\\(${world.site.url.replace(/[.:/]/g, '\\$&')}/articles/solar\\.html#:~:text=`));
    expect(md).not.toMatch(/【\d+†/);

    await actions.click();
    await history.getByRole('menuitem', { name: 'Delete' }).click();
    await expect.poll(() => history.getByRole('button', { name: new RegExp(`^${question}`) }).count()).toBe(0);
    await panel.close();
  });

  it('clicking “report ready” opens the panel on that report, even closed; an open panel shows it at once', async () => {
    world.model.setRespond(researchModel(topics, world.site.url, { plan: [SOLAR] }));
    const question = 'Notification question about solar cells';
    const before = await reportNotifications(world);
    const panel = await openPanel(world.browser);
    await startDeep(panel, question);
    await waitForReport(panel);
    const [id] = (await reportNotifications(world)).filter((n) => !before.includes(n));
    expect(id).toBeDefined();
    await region(panel).getByRole('button', { name: 'Close report' }).click();
    await region(panel).waitFor({ state: 'detached' });

    // An open panel: the click brings the closed report back into it.
    await clickNotification(world, id!);
    await region(panel).getByRole('heading', { name: question }).waitFor({ timeout: 10_000 });
    await waitForReport(panel);
    expect(await reportNotifications(world)).not.toContain(id);
    await region(panel).getByRole('button', { name: 'Close report' }).click();
    await panel.close();

    // No panel open, and no user gesture to open the side panel with: the report opens in the chat tab, on the report.
    // The click above, which could not open the side panel either, opened that tab; this one brings it forward.
    const chatTabs = () => world.browser.context.pages().filter((p) => p.url().startsWith(`chrome-extension://${world.browser.extensionId}/src/sidepanel/index.html?surface=tab`));
    await clickNotification(world, id!);
    await expect.poll(() => chatTabs().length, { timeout: 15_000 }).toBe(1);
    const tab = chatTabs()[0]!;
    await region(tab).getByRole('heading', { name: question }).waitFor({ timeout: 20_000 });
    await waitForReport(tab);
    await expectEveryFactCited(tab);
    await tab.close();
  });

  it('Cancel on the plan drops the research: nothing is researched and the chat is back', async () => {
    world.model.setRespond(researchModel(topics, world.site.url, { plan: [SOLAR, BATTERY] }));
    const panel = await openPanel(world.browser);
    const subsBefore = chats().filter((b) => b.messages.some((m) => m.role === 'user' && m.content.includes(SOLAR))).length;
    await ask(panel, '/deep A question to cancel about energy');
    await region(panel).getByRole('heading', { name: 'Research plan' }).waitFor({ timeout: 20_000 });
    await region(panel).getByRole('button', { name: 'Cancel' }).click();
    await region(panel).waitFor({ state: 'detached' });
    await panel.getByRole('textbox', { name: 'Message' }).waitFor();
    // Reopened, the panel does not bring the cancelled plan back, and no sub-question reached the model.
    await panel.reload();
    await panel.getByRole('textbox', { name: 'Message' }).waitFor();
    expect(await region(panel).count()).toBe(0);
    expect(chats().filter((b) => b.messages.some((m) => m.role === 'user' && m.content.includes(SOLAR))).length).toBe(subsBefore);
    await panel.close();
  });
});
