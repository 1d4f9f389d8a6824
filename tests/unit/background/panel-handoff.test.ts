import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { panelHandoff } from '../../../src/background/panel-handoff';

/** chrome.storage.session as a map, the part the hand-off uses. */
function fakeSession() {
  const store = new Map<string, unknown>();
  vi.stubGlobal('chrome', {
    storage: {
      session: {
        set: async (items: Record<string, unknown>) => Object.entries(items).forEach(([k, v]) => store.set(k, v)),
        get: async (key: string) => (store.has(key) ? { [key]: store.get(key) } : {}),
        remove: async (key: string) => void store.delete(key),
      },
    },
  });
  return store;
}

describe('panelHandoff', () => {
  let store: Map<string, unknown>;
  beforeEach(() => {
    store = fakeSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tells an open panel at once and keeps no copy', async () => {
    const told: string[] = [];
    const handoff = panelHandoff<string>('k', async (v) => void told.push(v));
    await handoff.deliver('page');
    expect(told).toEqual(['page']);
    expect(store.has('k')).toBe(false);
  });

  it('keeps the value for a panel that opens later, which takes it once', async () => {
    const handoff = panelHandoff<string>('k', () => Promise.reject(new Error('Could not establish connection. Receiving end does not exist.')));
    await handoff.deliver('page');
    expect(store.get('k')).toBe('page');
    expect(await handoff.take()).toBe('page');
    expect(await handoff.take()).toBeNull();
  });
});
