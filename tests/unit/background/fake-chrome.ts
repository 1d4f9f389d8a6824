import { vi } from 'vitest';

type Rule = chrome.declarativeNetRequest.Rule;
type Listener = (details: Record<string, unknown>) => void;

/**
 * Just enough of the extension APIs the worker's network code uses, in memory. Rule calls take a
 * turn of the event loop each, like the real asynchronous API, so overlapping updates can interleave.
 */
export function installFakeChrome(opts: { extensionId?: string; cookies?: string[] } = {}) {
  const id = opts.extensionId ?? 'abcdefghijklmnop';
  let rules: Rule[] = [];
  const listeners: Record<string, Listener[]> = { onBeforeRequest: [], onResponseStarted: [], onBeforeRedirect: [], onErrorOccurred: [], onHeadersReceived: [] };
  const tick = () => new Promise((r) => setTimeout(r, Math.random() * 3));
  const removedTabs: number[] = [];
  let scripts: chrome.scripting.RegisteredContentScript[] = [];
  const fake = {
    runtime: { id, getURL: (p: string) => `chrome-extension://${id}${p.startsWith('/') ? p : `/${p}`}` },
    declarativeNetRequest: {
      async getSessionRules() {
        await tick();
        return structuredClone(rules);
      },
      async updateSessionRules(u: { removeRuleIds?: number[]; addRules?: Rule[] }) {
        await tick();
        const remaining = rules.filter((r) => !(u.removeRuleIds ?? []).includes(r.id));
        for (const r of u.addRules ?? []) if (remaining.some((x) => x.id === r.id)) throw new Error(`Rule with id ${r.id} does not have a unique ID.`);
        rules = [...remaining, ...structuredClone(u.addRules ?? [])];
      },
    },
    scripting: {
      async getRegisteredContentScripts(f?: { ids?: string[] }) {
        await tick();
        return scripts.filter((s) => !f?.ids || f.ids.includes(s.id));
      },
      async registerContentScripts(add: chrome.scripting.RegisteredContentScript[]) {
        await tick();
        for (const s of add) if (scripts.some((x) => x.id === s.id)) throw new Error(`Duplicate script ID '${s.id}'`);
        scripts = [...scripts, ...add];
      },
      async unregisterContentScripts(f: { ids: string[] }) {
        await tick();
        scripts = scripts.filter((s) => !f.ids.includes(s.id));
      },
    },
    tabs: { remove: vi.fn(async (tabId: number) => void removedTabs.push(tabId)) },
    cookies: { getAllCookieStores: vi.fn(async () => [{ id: '0', tabIds: [] }]), getAll: vi.fn(async () => (opts.cookies ?? []).map((name) => ({ name }))) },
    webRequest: Object.fromEntries(
      Object.keys(listeners).map((k) => [
        k,
        {
          addListener: (l: Listener) => listeners[k]!.push(l),
          removeListener: (l: Listener) => (listeners[k] = listeners[k]!.filter((x) => x !== l)),
        },
      ]),
    ),
  };
  vi.stubGlobal('chrome', fake);
  return {
    rules: () => rules,
    /** Content scripts registered now. */
    scripts: () => scripts,
    setRules: (r: Rule[]) => (rules = r),
    removedTabs,
    /** How many listeners an event has (tab listeners come and go). */
    listenerCount: (event: keyof typeof listeners) => listeners[event]!.length,
    /** Fires a webRequest event as the browser would. */
    emit(event: keyof typeof listeners, details: Record<string, unknown>) {
      for (const l of listeners[event]!) l({ tabId: -1, type: 'xmlhttprequest', initiator: `chrome-extension://${id}`, ...details });
    },
  };
}
