import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_MS, waitForComplete } from '../../../src/background/open-page/wait-for-tab';

type Tab = { id: number; status: string; url: string; pendingUrl?: string };
type Updated = (id: number, change: { status?: string }, tab: Tab) => void;

/** chrome.tabs as the worker sees it: events can be lost (a listener the browser does not know yet). */
function fakeTabs(initial: Tab) {
  let tab = { ...initial };
  const updated = new Set<Updated>();
  const removed = new Set<(id: number) => void>();
  const reload = vi.fn(async () => {});
  // What a real tab does when sent somewhere: it loads that URL (pending until the caller says it committed).
  const update = vi.fn(async (id: number, props: { url: string }) => {
    tab = { ...tab, status: 'loading', pendingUrl: props.url };
    return { ...tab };
  });
  vi.stubGlobal('chrome', {
    tabs: {
      get: async (id: number) => {
        if (id !== tab.id) throw new Error(`No tab with id: ${id}.`);
        return { ...tab };
      },
      reload,
      update,
      onUpdated: { addListener: (l: Updated) => updated.add(l), removeListener: (l: Updated) => updated.delete(l) },
      onRemoved: { addListener: (l: (id: number) => void) => removed.add(l), removeListener: (l: (id: number) => void) => removed.delete(l) },
    },
  });
  return {
    reload,
    update,
    listeners: () => updated.size + removed.size,
    /** The tab changes; `deliver: false` is the lost event. */
    set(next: Partial<Tab>, deliver = true) {
      tab = { ...tab, ...next };
      if (deliver) for (const l of updated) l(tab.id, { status: next.status }, { ...tab });
    },
    remove() {
      for (const l of removed) l(tab.id);
    },
  };
}

const settled = (p: Promise<unknown>) => p.then(() => 'resolved', (e: Error) => `rejected: ${e.message}`);

describe('waitForComplete', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves when the tab completes without its complete event ever arriving (the 30 s agent-tab hang)', async () => {
    const tabs = fakeTabs({ id: 4, status: 'loading', url: 'about:blank' });
    const waiting = settled(waitForComplete(4, new AbortController().signal, { blank: true }));
    await vi.advanceTimersByTimeAsync(0);
    tabs.set({ status: 'complete' }, false);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(await waiting).toBe('resolved');
    expect(tabs.listeners()).toBe(0);
  });

  it('waits for the page, not the first about:blank, and resolves on the page’s complete event', async () => {
    const tabs = fakeTabs({ id: 4, status: 'complete', url: 'about:blank' });
    let state = 'pending';
    void settled(waitForComplete(4, new AbortController().signal, { url: 'https://example.org/' })).then((s) => (state = s));
    await vi.advanceTimersByTimeAsync(3 * POLL_MS);
    expect(state).toBe('pending');
    tabs.set({ status: 'loading', url: 'about:blank', pendingUrl: 'https://example.org/' });
    tabs.set({ status: 'complete', url: 'https://example.org/', pendingUrl: undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(state).toBe('resolved');
  });

  it('sends an unloaded tab to the page again, once — a reload would load its about:blank and wait until the timeout', async () => {
    const tabs = fakeTabs({ id: 4, status: 'loading', url: 'about:blank', pendingUrl: 'https://example.org/' });
    let state = 'pending';
    void settled(waitForComplete(4, new AbortController().signal, { url: 'https://example.org/' })).then((s) => (state = s));
    // Unloaded before the page committed: what the tab last committed is its about:blank.
    tabs.set({ status: 'unloaded', pendingUrl: undefined });
    await vi.advanceTimersByTimeAsync(5 * POLL_MS);
    expect(tabs.reload).not.toHaveBeenCalled();
    expect(tabs.update).toHaveBeenCalledTimes(1);
    expect(tabs.update).toHaveBeenCalledWith(4, { url: 'https://example.org/' });
    // A second unload is not chased: the tab timeout ends the open.
    tabs.set({ status: 'unloaded', pendingUrl: undefined });
    await vi.advanceTimersByTimeAsync(5 * POLL_MS);
    expect(tabs.update).toHaveBeenCalledTimes(1);
    expect(state).toBe('pending');
    tabs.set({ status: 'complete', url: 'https://example.org/', pendingUrl: undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(state).toBe('resolved');
  });

  it('sends an unloaded tab waiting for its about:blank to about:blank again', async () => {
    const tabs = fakeTabs({ id: 4, status: 'loading', url: 'about:blank' });
    const waiting = settled(waitForComplete(4, new AbortController().signal, { blank: true }));
    tabs.set({ status: 'unloaded' });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(tabs.update).toHaveBeenCalledWith(4, { url: 'about:blank' });
    tabs.set({ status: 'complete', url: 'about:blank', pendingUrl: undefined });
    expect(await waiting).toBe('resolved');
  });

  it('rejects when the tab is closed or the caller stops, and stops polling', async () => {
    const tabs = fakeTabs({ id: 4, status: 'loading', url: 'about:blank' });
    const closed = settled(waitForComplete(4, new AbortController().signal, { blank: true }));
    tabs.remove();
    expect(await closed).toBe('rejected: The background tab was closed before the page loaded.');
    const stop = new AbortController();
    const stopped = settled(waitForComplete(4, stop.signal, { blank: true }));
    stop.abort(new Error('Stopped.'));
    expect(await stopped).toBe('rejected: Stopped.');
    expect(tabs.listeners()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
