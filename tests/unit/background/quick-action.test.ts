import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** storage.local and runtime messages as the polyfill gives them; `sent` records messages, none answered (no panel open). */
const local = new Map<string, unknown>();
const sent: { type: string; payload: unknown }[] = [];
vi.mock('webextension-polyfill', () => ({
  default: {
    storage: {
      local: {
        get: async (key: string) => (local.has(key) ? { [key]: local.get(key) } : {}),
        set: async (items: Record<string, unknown>) => Object.entries(items).forEach(([k, v]) => local.set(k, v)),
        remove: async (key: string) => void local.delete(key),
      },
      onChanged: { addListener: () => {}, removeListener: () => {} },
    },
    runtime: {
      id: 'test',
      getURL: (p: string) => `chrome-extension://test/${p}`,
      sendMessage: async (m: { type: string; payload: unknown }) => {
        sent.push(m);
        return undefined;
      },
    },
  },
}));
// The page cannot be read (a selection in a frame): the menu's own copy of the text is used.
vi.mock('../../../src/background/extract-tab', () => ({ extractFromTab: async () => Promise.reject(new Error('no access')) }));

const { createQuickActionMenus, runQuickAction, takePendingQuickAction } = await import('../../../src/background/quick-action');

describe('quick actions in the worker', () => {
  let created: chrome.contextMenus.CreateProperties[];
  let session: Map<string, unknown>;
  beforeEach(() => {
    created = [];
    session = new Map();
    const real = (globalThis as { chrome?: { i18n?: object } }).chrome;
    vi.stubGlobal('chrome', {
      ...real,
      i18n: { ...real?.i18n, getUILanguage: () => 'fr-CA' },
      runtime: { lastError: undefined },
      contextMenus: {
        create: (p: chrome.contextMenus.CreateProperties, done: () => void) => {
          created.push(p);
          done();
        },
      },
      storage: {
        session: {
          set: async (items: Record<string, unknown>) => Object.entries(items).forEach(([k, v]) => session.set(k, v)),
          get: async (key: string) => (session.has(key) ? { [key]: session.get(key) } : {}),
          remove: async (key: string) => void session.delete(key),
        },
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    local.clear();
    sent.length = 0;
  });

  it('puts the library’s menu prompts under the selection context, Translate’s languages the browser’s first', async () => {
    local.set('promptLibrary', {
      version: 1,
      prompts: [
        { id: 'translate', name: 'Translate to …', text: 'Translate {selection} into {language}.', inMenu: true },
        { id: 'mine', name: 'Mine', text: 'Not in the menu', inMenu: false },
      ],
    });
    await createQuickActionMenus();
    expect(created.every((c) => c.contexts?.join() === 'selection')).toBe(true);
    expect(created[0]).toMatchObject({ id: 'sidelight-prompt:translate', title: 'Translate to …' });
    expect(created[1]).toMatchObject({ id: 'sidelight-prompt:translate:fr', title: 'French', parentId: 'sidelight-prompt:translate' });
    expect(created.some((c) => String(c.id).includes('mine'))).toBe(false);
  });

  it('hands the panel the prompt filled for the selection and the language, with the selection as a document', async () => {
    const info = { menuItemId: 'sidelight-prompt:translate:fr', selectionText: 'Die Zellen laden in zwölf Minuten.', editable: false, pageUrl: 'https://news.example/a' };
    await runQuickAction(info as chrome.contextMenus.OnClickData, { id: 4, title: 'Batteries', url: 'https://news.example/a' } as chrome.tabs.Tab);
    // No panel answered: the action waits for one, once.
    expect(sent.map((m) => m.type)).toEqual(['quick-action-ready']);
    const action = await takePendingQuickAction();
    expect(action?.question).toBe('Translate the selected text into French. Keep its meaning, tone and formatting, and write only the translation.');
    expect(action?.document).toMatchObject({ title: 'Selection from “Batteries”', url: 'https://news.example/a', lines: ['Die Zellen laden in zwölf Minuten.'], path: 'selection' });
    expect(await takePendingQuickAction()).toBeNull();
  });

  it('gives the action to one panel, in the window of the tab the menu was used in, however many ask at once', async () => {
    const info = { menuItemId: 'sidelight-prompt:summarize', selectionText: 'The pier is 212 metres long.', editable: false, pageUrl: 'https://news.example/a' };
    await runQuickAction(info as chrome.contextMenus.OnClickData, { id: 4, windowId: 7, title: 'Harbour', url: 'https://news.example/a' } as chrome.tabs.Tab);
    // The notice carries the window and no action: every open panel hears it.
    expect(sent).toEqual([{ sidelight: true, type: 'quick-action-ready', payload: { windowId: 7 } }]);
    // Another window's sidebar asks first and gets nothing; two panels of window 7 ask at once, one gets it.
    expect(await takePendingQuickAction({ windowId: 3 })).toBeNull();
    const taken = await Promise.all([takePendingQuickAction({ windowId: 7 }), takePendingQuickAction({ windowId: 7 })]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(taken.find(Boolean)?.document.lines).toEqual(['The pier is 212 metres long.']);
    expect(session.size).toBe(0);
  });

  it('keeps the action for the panel when session storage refuses it (over its quota)', async () => {
    (chrome.storage.session as { set: unknown }).set = async () => Promise.reject(new Error('QUOTA_BYTES quota exceeded'));
    const info = { menuItemId: 'sidelight-prompt:summarize', selectionText: 'A long selection.', editable: false, pageUrl: 'https://news.example/a' };
    await runQuickAction(info as chrome.contextMenus.OnClickData, { id: 4, windowId: 7, title: 'Harbour', url: 'https://news.example/a' } as chrome.tabs.Tab);
    expect((await takePendingQuickAction({ windowId: 7 }))?.document.lines).toEqual(['A long selection.']);
    expect(await takePendingQuickAction({ windowId: 7 })).toBeNull();
  });

  it('says so when the prompt is no longer in the library', async () => {
    local.set('promptLibrary', { version: 1, prompts: [] });
    await runQuickAction({ menuItemId: 'sidelight-prompt:summarize', selectionText: 'x', editable: false, pageUrl: 'https://a.example/' } as chrome.contextMenus.OnClickData, { id: 1 } as chrome.tabs.Tab);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'attachment-failed', payload: { message: 'Could not run the quick action: The prompt of this menu item is no longer in the prompt library. Choose another quick action, or add the prompt again in Options → Prompts.' } });
    expect(await takePendingQuickAction()).toBeNull();
  });
});
