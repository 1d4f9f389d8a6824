/**
 * The IndexedDB upgrade from version 2 (attached documents inline in the conversation records) to
 * version 3 (their own `attachments` store), in a real Chromium with the built extension: a database
 * recorded from version 2 (tests/fixtures/indexeddb-v2/) is written into the extension's origin with
 * version 2's own schema steps, then the side panel opens it as a user's browser would after the
 * update. Needs `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '../support/extension-browser';
import { startFixtureSite } from '../support/fixture-site';
import { startModelServer, type ModelServer } from '../support/model-server';

const FIXTURES = join(__dirname, '../fixtures/indexeddb-v2');

interface StoreDump {
  keyPath: string;
  indexes: { name: string; keyPath: string }[];
  records: Record<string, unknown>[];
}
interface DatabaseDump {
  /** Where the fixture site ran when the database was recorded (the page attachment's address). */
  siteUrl?: string;
  version: number;
  stores: Record<string, StoreDump>;
}
type Doc = { title: string; url: string; lines: string[] };
type InlineAttachment = { title: string; url: string; document: Doc };
type StoredTurn = Record<string, unknown> & { question: string; attachment?: InlineAttachment; files?: InlineAttachment[] };
type StoredConversation = { id: string; title: string; data: { version: number; turns: StoredTurn[] } };

const harbour = JSON.parse(readFileSync(join(FIXTURES, 'harbour/database.json'), 'utf8')) as DatabaseDump;

/**
 * Creates `sidelight` at version 2 the way version 2 did (src/shared/db/open.ts at eceddda: the
 * version 1 step, then version 2's), and puts the recorded records in. Runs in an extension page.
 */
function createVersion2(page: Page, dump: DatabaseDump): Promise<void> {
  return page.evaluate(async (stores) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('sidelight', 2);
      open.onupgradeneeded = (e) => {
        const d = open.result;
        if (e.oldVersion < 1) {
          d.createObjectStore('pages', { keyPath: 'url' }).createIndex('usedAt', 'usedAt');
          d.createObjectStore('turnDocuments', { keyPath: 'key' }).createIndex('conversationId', 'conversationId');
          d.createObjectStore('conversations', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
        }
        if (e.oldVersion < 2) d.createObjectStore('pageStats', { keyPath: 'url' }).createIndex('usedAt', 'usedAt');
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction(Object.keys(stores), 'readwrite');
    for (const [name, store] of Object.entries(stores)) for (const r of store.records) tx.objectStore(name).put(r);
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, dump.stores);
}

/** Every store of `sidelight` as it is now: key path, indexes and records (as the fixture was recorded). */
function readDatabase(page: Page): Promise<DatabaseDump> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('sidelight');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const stores: Record<string, unknown> = {};
    for (const name of Array.from(db.objectStoreNames)) {
      const store = db.transaction(name).objectStore(name);
      stores[name] = {
        keyPath: store.keyPath,
        indexes: Array.from(store.indexNames).map((i) => ({ name: i, keyPath: store.index(i).keyPath })),
        records: await new Promise((resolve, reject) => {
          const r = store.getAll();
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        }),
      };
    }
    db.close();
    return { version: db.version, stores } as never;
  });
}

/**
 * A fresh browser whose profile holds the version 2 database, before any page of the current
 * version opened it; the settings point at the scripted model server (and `browsing`, if given).
 */
async function browserWithVersion2(model: ModelServer, browsing: Record<string, unknown> = {}): Promise<ExtensionBrowser> {
  const ext = await launchExtension();
  // An extension page that does not open the database itself (the options page would, to show
  // storage use): the version 2 database must be the first one in this profile.
  const setup = await ext.openExtensionPage('src/welcome/index.html');
  await setup.evaluate(
    async ([url, b]) => {
      const { settings } = await chrome.storage.local.get('settings');
      const s = (settings ?? {}) as Record<string, Record<string, unknown>>;
      await chrome.storage.local.set({
        settings: { ...s, model: { ...(s.model ?? {}), baseUrl: url, apiStyle: 'ollama', model: 'scripted-model' }, browsing: { ...(s.browsing ?? {}), ...b } },
      });
    },
    [model.url, browsing] as const,
  );
  await createVersion2(setup, harbour);
  const written = await readDatabase(setup);
  // The steps above give the schema version 2 really had, and every record is in.
  expect(written.version).toBe(2);
  for (const [name, store] of Object.entries(harbour.stores)) {
    expect(written.stores[name], name).toEqual({ ...store, records: expect.any(Array) });
    expect(written.stores[name]!.records, name).toHaveLength(store.records.length);
  }
  await setup.close();
  return ext;
}

async function openPanel(ext: ExtensionBrowser): Promise<Page> {
  const panel = await ext.openExtensionPage('src/sidepanel/index.html');
  await panel.getByRole('combobox', { name: 'Model' }).locator('option', { hasText: 'scripted-model' }).waitFor({ state: 'attached', timeout: 20_000 });
  return panel;
}

/** What the user sees: both conversations in History; the first one's file opens whole, its page chip previews its line. */
async function checkAsAUser(panel: Page): Promise<void> {
  await panel.getByRole('button', { name: 'History' }).click();
  const history = panel.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: /^How often do tides rise\?/ }).waitFor({ timeout: 15_000 });
  expect(await history.getByRole('listitem').count()).toBe(2);
  await history.getByRole('button', { name: /^How long is the north pier\?/ }).click();

  const log = panel.getByRole('log');
  await log.getByText('How long is the north pier?').waitFor({ timeout: 15_000 });
  expect(await log.locator('.attached-note').allTextContents()).toEqual(['Harbour survey notes', 'Solid-state batteries enter pilot production']);
  expect(await log.locator('.attached-note svg[aria-hidden="true"]').count()).toBe(2);
  const fileChip = log.getByRole('link', { name: /^Source \d+, Harbour survey notes, line 3$/ });
  await fileChip.click();
  const view = panel.getByRole('dialog', { name: 'Harbour survey notes, line 3' });
  await view.waitFor();
  expect(await view.locator('li.cited').textContent()).toBe('The north pier is 212 metres long.');
  // The whole file, not only the cited line: it came back from the attachments store. (A blank line shows a
  // space; the heading is shown as a heading, without its '#'.)
  expect(await view.locator('li .doc-heading').allTextContents()).toEqual(['Harbour survey notes']);
  expect((await view.locator('li').allTextContents()).map((l) => l.trim())).toEqual([
    'Harbour survey notes',
    '',
    'The north pier is 212 metres long.',
    '',
    'Dredging removed 14,500 cubic metres of silt in March 2026.',
  ]);
  await view.getByRole('button', { name: 'Close' }).click();
  await view.waitFor({ state: 'detached' });

  // The attached web page: its chip (named by its site) still previews the cited line.
  const pageChip = log.getByRole('link', { name: `Source 1, ${new URL(harbour.siteUrl!).hostname}, line 1` });
  await pageChip.hover();
  // (The file chip, focused again when its view closed, may still show its own preview.)
  const tooltip = panel.getByRole('tooltip', { name: /Solid-state batteries/ });
  await tooltip.waitFor();
  expect(await tooltip.textContent()).toContain('A pilot line near the fixture harbour began producing solid-state battery cells this month');
}

/** Every conversation and turn as it was, each attached document whole in the attachments store. */
function expectNothingLost(now: DatabaseDump): void {
  expect(now.version).toBe(4);
  // Version 4's deep research stores come in empty, beside what was there.
  expect(now.stores.researchJobs).toEqual({ keyPath: 'id', indexes: [{ name: 'createdAt', keyPath: 'createdAt' }], records: [] });
  expect(now.stores.researchSources?.records).toEqual([]);
  // Citations of old answers still resolve: the documents they point at are all there, unchanged.
  expect(now.stores.turnDocuments).toEqual(harbour.stores.turnDocuments);
  const before = harbour.stores.conversations!.records as unknown as StoredConversation[];
  const after = now.stores.conversations!.records as unknown as StoredConversation[];
  const attachments = now.stores.attachments!.records as { conversationId: string; id: string; document: Doc }[];
  expect(after.map((c) => c.id).sort()).toEqual(before.map((c) => c.id).sort());
  let moved = 0;
  for (const old of before) {
    const upgraded = after.find((c) => c.id === old.id)!;
    expect(upgraded.title).toBe(old.title);
    expect(upgraded.data.turns).toHaveLength(old.data.turns.length);
    old.data.turns.forEach((turn, i) => {
      const { attachment, files, ...rest } = turn;
      const next = upgraded.data.turns[i]!;
      const { attachment: ref, files: refs, ...nextRest } = next as StoredTurn & { attachment?: unknown; files?: unknown[] };
      // Question, answer, citations, activity, sources…: as they were.
      expect(nextRest).toEqual(rest);
      const pairs: [InlineAttachment, unknown][] = [...(attachment ? [[attachment, ref] as [InlineAttachment, unknown]] : []), ...(files ?? []).map((f, j) => [f, refs?.[j]] as [InlineAttachment, unknown])];
      for (const [inline, reference] of pairs) {
        expect(reference).toEqual({ attachmentId: expect.any(String), title: inline.title, url: inline.url, lineCount: inline.document.lines.length });
        const stored = attachments.find((a) => a.conversationId === old.id && a.id === (reference as { attachmentId: string }).attachmentId);
        expect(stored?.document, inline.title).toEqual(inline.document);
        moved++;
      }
    });
  }
  expect(moved).toBe(2);
  expect(attachments).toHaveLength(2);
}

let model: ModelServer;

beforeAll(async () => {
  model = await startModelServer();
});

afterAll(async () => {
  await model?.close();
});

describe('a version 2 database, upgraded by the current version', () => {
  it('by the side panel: both conversations in History, the attached file opens in the file view, nothing lost', async () => {
    const ext = await browserWithVersion2(model);
    try {
      const panel = await openPanel(ext);
      await checkAsAUser(panel);
      const now = await readDatabase(panel);
      expectNothingLost(now);
      for (const name of ['pages', 'pageStats']) expect(now.stores[name], name).toEqual(harbour.stores[name]);
    } finally {
      await ext.close();
    }
  });

  it('by the worker first (a page the model opens goes through the page cache), then read by the side panel', async () => {
    const site = await startFixtureSite();
    const ext = await browserWithVersion2(model, { allowedLocalHosts: [new URL(site.url).host], cacheHours: 24 });
    try {
      const page = await ext.openExtensionPage('src/welcome/index.html');
      const url = `${site.url}/articles/solar.html`;
      const reply = (await page.evaluate((u) => chrome.runtime.sendMessage({ sidelight: true, type: 'open-page', payload: { url: u } }), url)) as { ok: boolean };
      expect(reply.ok).toBe(true);
      // The worker upgraded the database to keep the page; the side panel has not opened it yet.
      const upgraded = await readDatabase(page);
      expect(upgraded.stores.pages!.records.map((r) => r.url)).toEqual([url]);
      expectNothingLost(upgraded);
      await page.close();
      const panel = await openPanel(ext);
      await checkAsAUser(panel);
      expectNothingLost(await readDatabase(panel));
    } finally {
      await ext.close();
      await site.close();
    }
  });

});
