/**
 * Quick answers end to end in Chromium with the built extension (`npm run build` first): a model
 * without tools (Ollama's gemma3 persona: `/api/show` lists no `tools`, `/api/chat` with tools is a 400
 * "does not support tools") answers in one request that carries the excerpts and no tools, with a
 * line chip that resolves; Research this goes on in the agent loop from what was read; the composer's
 * answer mode is a labelled select, worked by keyboard, kept with the conversation.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import type { ModelServer, ScriptedTurn } from '../support/model-server';
import { saveScreenshot } from '../support/screenshots';
import { type ConfiguredJourney, ask, openPanel, startConfiguredJourney } from './sidepanel-journey-support';

const QUESTION = 'What is the new solar cell efficiency record?';

type Message = { role: string; content: string };
const messagesOf = (body: unknown) => (body as { messages: Message[] }).messages;

/** A Quick request: its last message is the excerpts, then the question (src/core/quick/quick-prompt.ts). */
function isQuickRequest(body: Record<string, unknown>): boolean {
  return messagesOf(body).at(-1)?.content.includes('\n---\nQuestion: ') ?? false;
}

/**
 * The scripted model's Quick answer: it cites the solar page's excerpt by the cursor and line number
 * the excerpts give it, since pages opened in parallel get their cursors in the order they arrive.
 */
function quickAnswer(solar: string) {
  return (body: Record<string, unknown>): ScriptedTurn | undefined => {
    if (!isQuickRequest(body)) return undefined;
    const prompt = messagesOf(body).at(-1)!.content;
    const block = prompt.split(/\n\n(?=\[\d+\] )/).find((b) => b.includes(`(${solar})`));
    const cursor = block?.match(/^\[(\d+)\]/)?.[1];
    const line = block?.match(/^L(\d+): .*34\.6 percent/m)?.[1];
    if (cursor === undefined || line === undefined) return { content: 'The excerpts do not say.' };
    return { content: `A tandem cell reached **34.6 percent** 【${cursor}†L${line}】.`, chunkSize: 4 };
  };
}

const modeSelect = (panel: Page) => panel.getByRole('combobox', { name: 'Answer mode' });
const shownMode = (panel: Page) => modeSelect(panel).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');

describe('Quick answers in the side panel', () => {
  let world: ConfiguredJourney<'record'>;
  let model: ModelServer;
  let solar: string;
  let line: number;
  const chats = () => model.requests.filter((r) => r.path === '/api/chat');

  beforeAll(async () => {
    world = await startConfiguredJourney({ model: { persona: 'ollama-no-tools' }, lines: { record: ['/articles/solar.html', '34.6 percent'] }, panel: false });
    ({ model } = world);
    solar = `${world.site.url}/articles/solar.html`;
    line = world.lines.record;
    const setup = await world.browser.openExtensionPage('src/options/index.html');
    // Asked before opening an address no page gave: Research this must reopen what Quick read without asking.
    await setup.evaluate(async () => {
      const { settings } = (await chrome.storage.local.get('settings')) as { settings: { browsing: Record<string, unknown> } };
      await chrome.storage.local.set({ settings: { ...settings, browsing: { ...settings.browsing, openWithoutAsking: [] } } });
    });
    await setup.close();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('offers Quick by itself for a model without tools, in a control that fits 400 and 320 px, light and dark', async () => {
    const panel = await openPanel(world.browser);
    await expect.poll(() => shownMode(panel), { timeout: 10_000 }).toBe('Quick (auto)');
    for (const width of [400, 320]) {
      for (const scheme of ['light', 'dark'] as const) {
        await panel.emulateMedia({ colorScheme: scheme });
        await panel.setViewportSize({ width, height: 640 });
        expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // The select and Send share the composer's one row, inside the panel.
        const box = (await modeSelect(panel).boundingBox())!;
        const send = (await panel.getByRole('button', { name: 'Send' }).boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(send.x);
        expect(send.x + send.width).toBeLessThanOrEqual(width);
        expect(Math.abs(box.y + box.height / 2 - (send.y + send.height / 2))).toBeLessThan(send.height / 2);
        await saveScreenshot(panel, `quick-mode-control-${width}-${scheme}`);
      }
    }
    await panel.close();
  });

  it('answers in one request with the excerpts and no tools, cites a line that resolves, and Research this goes on from what was read', async () => {
    const panel = await openPanel(world.browser);
    await panel.getByRole('button', { name: 'New chat' }).click();
    await expect.poll(() => shownMode(panel), { timeout: 10_000 }).toBe('Quick (auto)');
    // The keyboard picks Quick itself (not the automatic mode): the pick is what the conversation keeps.
    await modeSelect(panel).focus();
    await panel.keyboard.press('ArrowDown');
    expect(await shownMode(panel)).toBe('Quick');

    model.setRespond(quickAnswer(solar));
    const before = chats().length;
    await ask(panel, QUESTION);
    const log = panel.getByRole('log');
    const chip = log.getByRole('link', { name: new RegExp(`^Source \\d+, [^,]+, line ${line}$`) });
    await chip.waitFor({ timeout: 30_000 });
    await log.getByRole('button', { name: 'Research this' }).waitFor();
    expect((await chip.getAttribute('href'))?.startsWith(solar)).toBe(true);
    await chip.hover();
    const tooltip = panel.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain('34.6 percent');
    expect(await log.getByRole('note').filter({ hasText: 'Quick answer' }).count()).toBe(1);
    // The Quick answer's note, Research this and the mode select pass axe in both schemes (contrast included).
    for (const scheme of ['light', 'dark'] as const) {
      await panel.emulateMedia({ colorScheme: scheme });
      expect(await axeViolations(panel), scheme).toEqual([]);
    }
    await panel.emulateMedia({ colorScheme: 'light' });
    await panel.setViewportSize({ width: 320, height: 720 });
    await saveScreenshot(panel, 'quick-answer-320');

    // One model request, carrying the excerpts, without tools.
    const quick = chats().slice(before);
    expect(quick).toHaveLength(1);
    expect(quick[0]!.body.tools ?? []).toEqual([]);
    expect(messagesOf(quick[0]!.body).at(-1)!.content).toMatch(new RegExp(`^L${line}: .*34\\.6 percent`, 'm'));

    // Research this: the agent loop opens the page Quick read (no search, no question) and cites it.
    model.setRespond(undefined);
    model.setTurns([{ toolCalls: [{ name: 'browser.open', arguments: { id: solar } }] }, { content: `Confirmed on the page: **34.6 percent** 【0†L${line}】.` }]);
    await log.getByRole('button', { name: 'Research this' }).click();
    await log.getByText('Confirmed on the page').waitFor({ timeout: 30_000 });
    await log.getByRole('link', { name: new RegExp(`^Source \\d+, [^,]+, line ${line}$`) }).waitFor();
    expect(await panel.getByRole('group', { name: 'Open an address the model wrote itself?' }).count()).toBe(0);
    const research = chats().slice(before + 1);
    expect(research).toHaveLength(2);
    // The loop was given what Quick read: its excerpts come before the question, without their old cursor.
    const first = messagesOf(research[0]!.body);
    const earlier = first.slice(0, -1).map((m) => m.content).join('\n');
    expect(earlier).toMatch(new RegExp(`^L${line}: .*34\\.6 percent`, 'm'));
    expect(earlier).toContain(`(${solar})`);
    expect(first.at(-1)!.content).toBe(QUESTION);
    // A new version of the same answer: the Quick one stays one click back.
    expect(await log.getByRole('group', { name: 'Answer versions' }).textContent()).toContain('Version 2 of 2');
    expect(await log.getByRole('button', { name: 'Research this' }).count()).toBe(0);
    await log.getByRole('button', { name: 'Previous version' }).click();
    await log.getByText('A tandem cell reached').waitFor();

    // The conversation keeps Quick; a new chat starts on the automatic mode again.
    await panel.close();
    const again = await openPanel(world.browser);
    await again.getByRole('log').getByText('A tandem cell reached').waitFor({ timeout: 10_000 });
    expect(await shownMode(again)).toBe('Quick');
    await again.getByRole('button', { name: 'New chat' }).click();
    expect(await shownMode(again)).toBe('Quick (auto)');
    await again.close();
  });
});
