import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseHtml } from '../../scripts/page2md-dom';
import { localFileToDocument } from '../../src/core/document/local/local-file';
import { makeTextPdf } from '../support/make-pdf';
import { saveScreenshot } from '../support/screenshots';
import { type JourneyWithPanel, ask, startConfiguredJourney } from './sidepanel-journey-support';

const NOTES = '# Harbour survey notes\n\nThe north pier is 212 metres long.\n\nDredging removed 14,500 cubic metres of silt in March 2026.\n';

/** What dropping files from the desktop onto the panel does: a real `drop` with a DataTransfer holding them. */
async function dropFiles(panel: Page, files: { name: string; type: string; base64: string }[]): Promise<void> {
  await panel.evaluate((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
    const target = document.querySelector('.app')!;
    for (const type of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, files);
}

describe('chat with a local file', () => {
  let world: JourneyWithPanel;
  let panel: Page;
  /** The line of reservoir.pdf the second answer cites. */
  let reservoirLine = 0;
  beforeAll(async () => {
    world = await startConfiguredJourney();
    panel = world.panel;
  });
  afterAll(async () => {
    await world?.close();
  });

  it('attaches a Markdown file by the button: the model finds in it, cites it, and the chip opens the file at the lines', async () => {
    const { model } = world;
    await panel.getByLabel('Attach file').setInputFiles({ name: 'notes.md', mimeType: 'text/markdown', buffer: Buffer.from(NOTES) });
    const remove = panel.getByRole('button', { name: 'Remove attachment Harbour survey notes' });
    await remove.waitFor({ timeout: 10_000 });
    expect(await panel.locator('.attachment-chip--file').textContent()).toMatch(/Harbour survey notes · \d+ lines/);

    model.setTurns([
      { toolCalls: [{ name: 'browser.find', arguments: { pattern: 'north pier', cursor: 0 } }] },
      { content: 'The north pier is 212 metres long【0†L3】.' },
    ]);
    const before = model.requests.length;
    await ask(panel, 'How long is the north pier?');
    const log = panel.getByRole('log');
    const chip = log.getByRole('link', { name: /^Source \d+, Harbour survey notes, line 3$/ });
    await chip.waitFor({ timeout: 20_000 });
    expect(await remove.count()).toBe(0);
    expect(await log.locator('.attached-note').textContent()).toContain('Harbour survey notes');

    // The file went to the model as document 0, opened like a page, and find searched in it.
    const chats = model.requests.slice(before).filter((r) => r.path.includes('chat'));
    const first = chats[0]!.body.messages as { role: string; content: string; tool_calls?: { function: { name: string; arguments: unknown } }[] }[];
    expect(first[2]!.tool_calls?.map((c) => c.function)).toEqual([{ name: 'browser.open', arguments: { id: 'file:///notes.md' } }]);
    expect(first[3]!.content).toContain('The north pier is 212 metres long.');
    const found = (chats[1]!.body.messages as { content: string }[]).at(-1)!.content;
    expect(found).toMatch(/^L3: The north pier is 212 metres long\.$/m);

    // Preview shows the file's line; the check found the number there.
    await chip.hover();
    const tooltip = panel.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain('The north pier is 212 metres long.');
    expect(await chip.getAttribute('class')).not.toContain('unverified');

    // A click opens the file's own view at the cited line (a file has no URL to open).
    const pages = world.browser.context.pages().length;
    await chip.click();
    const view = panel.getByRole('dialog', { name: 'Harbour survey notes, line 3' });
    await view.waitFor();
    expect(await view.locator('li.cited').textContent()).toBe('The north pier is 212 metres long.');
    expect(await view.locator('li').count()).toBeGreaterThan(4);
    expect(world.browser.context.pages().length).toBe(pages);
    await view.getByRole('button', { name: 'Close' }).click();
    await view.waitFor({ state: 'detached' });
  });

  it('attaches a PDF by dropping it on the panel, with progress while a long one is read, and cites it', async () => {
    const { model } = world;
    const pages = Array.from({ length: 400 }, (_, i) => [`Reservoir report page ${i + 1}.`, i === 249 ? 'The reservoir held 38.2 million cubic metres in June.' : 'Levels were recorded daily.']);
    const bytes = makeTextPdf(pages);
    // The same reader in Node gives the line numbers the panel will give the model.
    const expected = await localFileToDocument({ name: 'reservoir.pdf', type: 'application/pdf', size: bytes.byteLength, bytes: async () => bytes }, { parseHtml });
    const line = expected.lines.findIndex((l) => l.includes('38.2 million')) + 1;
    expect(line).toBeGreaterThan(400);
    reservoirLine = line;

    // Every value the progress bar takes, recorded as it changes.
    await panel.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar) seen.push(`${bar.getAttribute('aria-label')}|${bar.getAttribute('aria-valuenow')}|${bar.getAttribute('aria-valuemax')}`);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await dropFiles(panel, [{ name: 'reservoir.pdf', type: 'application/pdf', base64: Buffer.from(bytes).toString('base64') }]);
    const remove = panel.getByRole('button', { name: 'Remove attachment reservoir.pdf' });
    await remove.waitFor({ timeout: 60_000 });
    const seen = await panel.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen.some((v) => v.startsWith('Reading reservoir.pdf|'))).toBe(true);
    const counts = seen.map((v) => v.split('|')).filter(([, now, max]) => now && max === '400').map(([, now]) => Number(now));
    expect(counts.length).toBeGreaterThan(2);
    expect(counts.at(-1)).toBe(400);
    expect(await panel.getByRole('progressbar').count()).toBe(0);

    model.setTurns([
      { toolCalls: [{ name: 'browser.find', arguments: { pattern: '38.2 million', cursor: 0 } }] },
      { content: `The reservoir held 38.2 million cubic metres in June【0†L${line}】.` },
    ]);
    const before = model.requests.length;
    await ask(panel, 'How much did the reservoir hold?');
    const log = panel.getByRole('log');
    // A paged PDF's chip names the page too: the fact is on page 250.
    const chip = log.getByRole('link', { name: new RegExp(`^Source \\d+, reservoir\\.pdf, page 250, line ${line}$`) });
    await chip.waitFor({ timeout: 30_000 });
    const chats = model.requests.slice(before).filter((r) => r.path.includes('chat'));
    expect((chats[1]!.body.messages as { content: string }[]).at(-1)!.content).toContain(`L${line}: The reservoir held 38.2 million cubic metres in June.`);
    await chip.hover();
    await panel.getByRole('tooltip').waitFor();
    expect(await panel.getByRole('tooltip').textContent()).toContain('The reservoir held 38.2 million cubic metres in June.');
    expect(await panel.getByRole('tooltip').textContent()).toContain(`p. 250 · L${line}`);
    await saveScreenshot(panel, 'sidepanel-file-answer');
  });

  it('keeps attached files with the conversation but apart from it: reopened, the chip opens the file and Regenerate gives it to the model again', async () => {
    const { model } = world;
    await panel.reload();
    const log = panel.getByRole('log');
    const chip = log.getByRole('link', { name: /^Source \d+, Harbour survey notes, line 3$/ });
    await chip.waitFor({ timeout: 15_000 });
    await chip.click();
    const view = panel.getByRole('dialog', { name: 'Harbour survey notes, line 3' });
    await view.waitFor();
    expect(await view.locator('li.cited').textContent()).toBe('The north pier is 212 metres long.');
    await view.getByRole('button', { name: 'Close' }).click();
    await view.waitFor({ state: 'detached' });

    // The conversation record refers to the files; their text is in the attachments store (src/shared/db/schema.ts).
    const stored = await panel.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open('sidelight');
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
      const all = (store: string) =>
        new Promise<unknown[]>((resolve, reject) => {
          const r = db.transaction(store).objectStore(store).getAll();
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
      const records = await all('conversations');
      const attachments = (await all('attachments')) as { document: { title: string; lines: string[] } }[];
      db.close();
      return { version: db.version, records: JSON.stringify(records), attachments: attachments.map((a) => ({ title: a.document.title, text: a.document.lines.join('\n') })) };
    });
    expect(stored.version).toBe(4);
    expect(stored.records).toContain('"attachmentId"');
    // (Answers, cited lines and the first view the model read are the record's; the rest of a file is not.)
    expect(stored.records).not.toContain('Reservoir report page 399.');
    expect(stored.attachments.find((a) => a.title === 'Harbour survey notes')?.text).toContain('The north pier is 212 metres long.');
    expect(stored.attachments.find((a) => a.title === 'reservoir.pdf')?.text).toContain('Reservoir report page 399.');

    // Regenerate the reservoir answer: the file is document 0 again, and find works in it.
    model.setTurns([
      { toolCalls: [{ name: 'browser.find', arguments: { pattern: '38.2 million', cursor: 0 } }] },
      { content: `It held 38.2 million cubic metres【0†L${reservoirLine}】.` },
    ]);
    const before = model.requests.length;
    await log.getByRole('button', { name: 'Regenerate' }).last().click();
    await log.getByText(/^It held 38\.2 million cubic metres/).waitFor({ timeout: 30_000 });
    const chats = model.requests.slice(before).filter((r) => r.path.includes('chat'));
    const first = chats[0]!.body.messages as { role: string; content: string; tool_calls?: { function: { name: string; arguments: unknown } }[] }[];
    expect(first.find((m) => m.tool_calls)?.tool_calls?.map((c) => c.function)).toEqual([{ name: 'browser.open', arguments: { id: 'file:///reservoir.pdf' } }]);
    expect((chats[1]!.body.messages as { content: string }[]).at(-1)!.content).toContain(`L${reservoirLine}: The reservoir held 38.2 million cubic metres in June.`);
  });

  it('takes Markdown by drop and a PDF by the button too, several at once, each removable', async () => {
    const pdf = readFileSync(fileURLToPath(new URL('../fixtures/site/doc.pdf', import.meta.url)));
    await dropFiles(panel, [{ name: 'notes.md', type: 'text/markdown', base64: Buffer.from(NOTES).toString('base64') }]);
    await panel.getByRole('button', { name: 'Remove attachment Harbour survey notes' }).waitFor({ timeout: 10_000 });
    await panel.getByLabel('Attach file').setInputFiles({ name: 'energy.pdf', mimeType: 'application/pdf', buffer: pdf });
    await panel.getByRole('button', { name: /^Remove attachment (energy\.pdf|Fixture Annual Energy Review)$/ }).waitFor({ timeout: 20_000 });
    const chips = await panel.locator('.attachment-chip--file .attachment-title').allTextContents();
    expect(chips).toHaveLength(2);
    expect(chips[1]).toMatch(/^(energy\.pdf|Fixture Annual Energy Review) · \d+ lines$/);
    // A drawn file icon, not an emoji that shows as a box without an emoji font; hidden from screen readers.
    expect(await panel.locator('.attachment-chip--file svg[aria-hidden="true"]').count()).toBe(2);
    await panel.getByRole('button', { name: 'Remove attachment Harbour survey notes' }).click();
    await panel.getByRole('button', { name: /^Remove attachment (energy\.pdf|Fixture Annual Energy Review)$/ }).click();
    expect(await panel.locator('.attachment-chip--file').count()).toBe(0);
  });

  it('refuses other types by name and says what it reads', async () => {
    await panel.getByLabel('Attach file').setInputFiles({ name: 'song.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0]) });
    const alert = panel.getByRole('alert').filter({ hasText: 'song.mp3' });
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.textContent()).toBe('Could not attach “song.mp3”: Sidelight cannot read “song.mp3” (audio/mpeg). Attach a PDF, Markdown, plain text, HTML or JSON file, or an image (PNG, JPEG, WebP, GIF).');
    expect(await panel.locator('.attachment-chip--file').count()).toBe(0);
  });
});
