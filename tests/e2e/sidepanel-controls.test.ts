import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ExtensionBrowser } from '../support/extension-browser';
import type { ModelServer } from '../support/model-server';
import { saveScreenshot } from '../support/screenshots';
import { type JourneyWithPanel, ask, openPanel, startConfiguredJourney } from './sidepanel-journey-support';

/** A little more than the history view's Undo window (UNDO_MS in src/sidepanel/state/pending-deletes.ts). */
const UNDO_WAIT_MS = 6500;

const LONG = Array.from({ length: 60 }, (_, i) => `Sentence number ${i + 1} of a long answer.`).join(' ');

/** The conversations stored in the panel's IndexedDB, as JSON text (a streaming answer is saved every 300 ms). */
function storedConversations(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('sidelight');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('conversations').objectStore('conversations').getAll();
          req.onerror = () => reject(req.error);
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result.map((c: unknown) => JSON.stringify(c)));
          };
        };
      }),
  );
}

describe('side panel controls', () => {
  let world: JourneyWithPanel | undefined;
  let browser: ExtensionBrowser;
  let model: ModelServer;
  let panel: Page;

  beforeEach(async () => {
    world = await startConfiguredJourney();
    ({ browser, model, panel } = world);
  });
  afterEach(async () => {
    await world?.close();
    world = undefined;
  });

  it('Esc stops mid-answer and keeps the partial answer', async () => {
    model.setTurns([{ content: LONG, chunkSize: 4, delayMs: 25 }]);
    await ask(panel, 'Tell me a long story');
    const log = panel.getByRole('log');
    await log.getByText(/Sentence number 3 /).waitFor({ timeout: 20_000 });
    expect(await panel.getByRole('button', { name: 'Stop' }).count()).toBe(1);
    await panel.keyboard.press('Escape');
    await log.getByText('Stopped.', { exact: false }).waitFor({ timeout: 10_000 });
    const text = (await log.locator('.answer-body').textContent()) ?? '';
    expect(text).toContain('Sentence number 1 ');
    expect(text).not.toContain('Sentence number 60 ');
    expect(await panel.getByRole('button', { name: 'Send' }).count()).toBe(1);
    expect(await panel.getByRole('button', { name: 'Retry' }).count()).toBe(1);
  });

  it('closing the panel mid-answer loses nothing: reopened, the answer is marked interrupted with Retry', async () => {
    model.setTurns([{ content: LONG, chunkSize: 4, delayMs: 25 }]);
    await ask(panel, 'Tell me a long story');
    await panel.getByRole('log').getByText(/Sentence number 4 /).waitFor({ timeout: 20_000 });
    // Closed once the partial answer is stored, not after a guessed pause.
    await expect.poll(async () => (await storedConversations(panel)).some((c) => c.includes('Sentence number 4 ')), { timeout: 10_000 }).toBe(true);
    await panel.close();

    model.setTurns([{ content: 'A short answer after retrying.' }]);
    const reopened = await openPanel(browser);
    const log = reopened.getByRole('log');
    await log.getByText(/Interrupted/).waitFor({ timeout: 10_000 });
    expect(await log.getByText('Tell me a long story').count()).toBe(1);
    expect(await log.locator('.answer-body').textContent()).toContain('Sentence number 1 ');
    await log.getByRole('button', { name: 'Retry' }).click();
    await log.getByText('A short answer after retrying.').waitFor({ timeout: 15_000 });
    expect(await log.getByText(/Interrupted/).count()).toBe(0);
  });

  it('shows a model failure inline with what to do, with one Retry, and keeps the question where it was asked', async () => {
    model.setTurns([{ error: { status: 500, body: '{"error":"model crashed: out of memory"}' } }, { content: 'Recovered answer.' }]);
    await ask(panel, 'Why did it fail?');
    const alert = panel.getByRole('log').getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    expect(((await alert.textContent()) ?? '').length).toBeGreaterThan(20);
    // The question stays in the conversation (not copied back as if unsent); Retry is the one way on.
    expect(await panel.getByRole('log').getByText('Why did it fail?').count()).toBe(1);
    expect(await panel.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    expect(await panel.getByRole('log').getByRole('button', { name: 'Regenerate' }).count()).toBe(0);
    expect(await panel.getByRole('log').getByRole('button', { name: 'Retry' }).count()).toBe(1);
    await panel.getByRole('log').getByRole('button', { name: 'Retry' }).click();
    await panel.getByRole('log').getByText('Recovered answer.').waitFor({ timeout: 15_000 });
    expect(await panel.getByRole('log').getByRole('alert').count()).toBe(0);
  });

  it('regenerates, edits and resends, starts a new chat, and finds, exports and deletes history', async () => {
    model.setTurns([{ content: 'First answer about tides.' }, { content: 'Second answer about tides.' }, { content: 'Answer about waves.' }]);
    await ask(panel, 'How do tides work?');
    const log = panel.getByRole('log');
    await log.getByText('First answer about tides.').waitFor({ timeout: 15_000 });
    await panel.getByRole('button', { name: 'Regenerate' }).click();
    await log.getByText('Second answer about tides.').waitFor({ timeout: 15_000 });
    expect(await log.getByText('First answer about tides.').count()).toBe(0);
    // Regenerate keeps the first answer as version 1 of 2.
    const versions = log.getByRole('group', { name: 'Answer versions' });
    expect(await versions.textContent()).toContain('2/2');
    await versions.getByRole('button', { name: 'Previous version' }).click();
    await log.getByText('First answer about tides.').waitFor();
    expect(await log.getByText('Second answer about tides.').count()).toBe(0);
    await saveScreenshot(panel, 'sidepanel-versions');
    await versions.getByRole('button', { name: 'Next version' }).click();
    await log.getByText('Second answer about tides.').waitFor();

    await log.getByRole('button', { name: 'Edit message' }).click();
    await log.getByRole('textbox', { name: 'Edit message' }).fill('How do waves work?');
    await log.getByRole('button', { name: 'Resend' }).click();
    await log.getByText('Answer about waves.').waitFor({ timeout: 15_000 });
    expect(await log.getByText('How do waves work?').count()).toBe(1);
    expect(await log.getByText('How do tides work?').count()).toBe(0);
    // The edited question went to the model.
    const last = model.requests.filter((r) => r.path.includes('chat')).at(-1);
    expect(JSON.stringify(last?.body.messages)).toContain('How do waves work?');

    await panel.getByRole('button', { name: 'New chat' }).click();
    await expect.poll(() => panel.getByRole('log').getByText('Answer about waves.').count()).toBe(0);

    await panel.getByRole('button', { name: 'History' }).click();
    // History is a view of its own: the chat and the composer make way for it.
    const history = panel.getByRole('region', { name: 'History' });
    await history.getByText('How do waves work?').waitFor();
    expect(await panel.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    expect(await history.getByRole('group', { name: 'Today' }).count()).toBe(1);
    await saveScreenshot(panel, 'sidepanel-history');
    await history.getByRole('searchbox', { name: 'Search history' }).fill('waves');
    await expect.poll(() => history.getByRole('listitem').count()).toBe(1);
    await history.getByRole('searchbox', { name: 'Search history' }).fill('volcano');
    await expect.poll(() => history.getByRole('listitem').count()).toBe(0);
    await history.getByRole('searchbox', { name: 'Search history' }).fill('');

    // Row actions live in a menu.
    const actions = history.getByRole('button', { name: 'Actions for “How do waves work?”' });
    await actions.click();
    await saveScreenshot(panel, 'sidepanel-history-menu');
    const download = panel.waitForEvent('download');
    await history.getByRole('menuitem', { name: 'Export as markdown' }).click();
    const file = await download;
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    const md = await readFile(path, 'utf8');
    expect(md).toContain('# How do waves work?');
    expect(md).toContain('Answer about waves.');

    // Delete hides it and offers Undo; storage still holds it; Undo brings it back.
    const stored = async () => (await storedConversations(panel)).length;
    expect(await stored()).toBe(1);
    await actions.click();
    await history.getByRole('menuitem', { name: 'Delete' }).click();
    await expect.poll(() => history.getByRole('listitem').count()).toBe(0);
    const undo = history.getByRole('button', { name: 'Undo' });
    await undo.waitFor();
    await saveScreenshot(panel, 'sidepanel-history-undo');
    expect(await stored()).toBe(1);
    await undo.click();
    await expect.poll(() => history.getByRole('listitem').count()).toBe(1);
    await panel.waitForTimeout(UNDO_WAIT_MS);
    expect(await stored()).toBe(1);

    // Delete alone removes it once the Undo window has passed.
    await actions.click();
    await history.getByRole('menuitem', { name: 'Delete' }).click();
    await expect.poll(() => history.getByRole('listitem').count()).toBe(0);
    await expect.poll(stored, { timeout: UNDO_WAIT_MS + 4000 }).toBe(0);
    expect(await history.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    // The current title is in the header again once back in the chat.
    await history.getByRole('button', { name: '‹ Back to chat' }).click();
    expect(await panel.getByRole('textbox', { name: 'Message' }).count()).toBe(1);
  });
});
