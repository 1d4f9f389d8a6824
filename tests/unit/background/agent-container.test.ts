import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGENT_CONTAINER_NAME, createAgentContainer, isNoContainerRefusal, removeAgentContainer, removeLeftoverContainers } from '../../../src/background/open-page/agent-container';

/**
 * Firefox's contextualIdentities and browsingData, in memory, as ext-contextualIdentities.js and
 * ext-browsingData.js (Firefox ESR 153) behave: create fails when containers are switched off, and
 * browsingData.remove rejects the whole call for a type it cannot clear by cookieStoreId.
 */
function stubFirefox(opts: { disabled?: boolean; containers?: { cookieStoreId: string; name: string }[]; noLocalStorage?: boolean } = {}) {
  const containers = [...(opts.containers ?? [])];
  const cleared: string[] = [];
  let next = 1;
  const browser = {
    contextualIdentities: {
      create: vi.fn(async ({ name }: { name: string }) => {
        if (opts.disabled) throw new Error('Contextual identities are currently disabled');
        const made = { cookieStoreId: `firefox-container-${next++}`, name };
        containers.push(made);
        return made;
      }),
      remove: vi.fn(async (id: string) => {
        const i = containers.findIndex((c) => c.cookieStoreId === id);
        if (i === -1) throw new Error(`Invalid contextual identity: ${id}`);
        return containers.splice(i, 1)[0];
      }),
      query: vi.fn(async ({ name }: { name?: string }) => {
        if (opts.disabled) throw new Error('Contextual identities are currently disabled');
        return containers.filter((c) => name === undefined || c.name === name);
      }),
    },
    browsingData: {
      remove: vi.fn(async ({ cookieStoreId }: { cookieStoreId: string }, data: Record<string, boolean>) => {
        const types = Object.keys(data).filter((k) => data[k]);
        if (opts.noLocalStorage && types.includes('localStorage')) throw new Error("Firefox does not support clearing localStorage with 'cookieStoreId'.");
        for (const t of types) cleared.push(`${cookieStoreId} ${t}`);
      }),
    },
  };
  vi.stubGlobal('browser', browser);
  return { browser, containers, cleared };
}

describe('agent tab containers (Firefox)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('makes a container of its own per agent tab, empties its stores and removes it afterwards', async () => {
    const { containers, cleared, browser } = stubFirefox();
    const a = await createAgentContainer('https://notes.example/');
    const b = await createAgentContainer('https://notes.example/');
    expect(a).not.toBe(b);
    expect(containers.map((c) => c.name)).toEqual([AGENT_CONTAINER_NAME, AGENT_CONTAINER_NAME]);
    await removeAgentContainer(a);
    // Only that container's stores, by its cookieStoreId: never the user's own (no call without it).
    expect(cleared.sort()).toEqual([`${a} cookies`, `${a} indexedDB`, `${a} localStorage`]);
    expect(browser.browsingData.remove.mock.calls.every(([o]) => o.cookieStoreId === a)).toBe(true);
    expect(containers.map((c) => c.cookieStoreId)).toEqual([b]);
  });

  it('still empties the other stores and removes the container when one type cannot be cleared by container', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { containers, cleared } = stubFirefox({ noLocalStorage: true });
    const id = await createAgentContainer('https://notes.example/');
    await removeAgentContainer(id);
    expect(cleared.sort()).toEqual([`${id} cookies`, `${id} indexedDB`]);
    expect(containers).toEqual([]);
  });

  it('refuses, with Firefox’s reason, when containers are switched off (never a tab without one)', async () => {
    stubFirefox({ disabled: true });
    const err = await createAgentContainer('https://notes.example/').catch((e: unknown) => e);
    expect(isNoContainerRefusal(err)).toBe(true);
    expect((err as Error).message).toContain('Contextual identities are currently disabled');
  });

  it('removes the containers a crash left behind at startup, and no other', async () => {
    const { containers } = stubFirefox({
      containers: [
        { cookieStoreId: 'firefox-container-7', name: AGENT_CONTAINER_NAME },
        { cookieStoreId: 'firefox-container-8', name: 'Work' },
        { cookieStoreId: 'firefox-container-9', name: AGENT_CONTAINER_NAME },
      ],
    });
    // One made by this background, for an open still running: not a leftover.
    const running = await createAgentContainer('https://notes.example/');
    await removeLeftoverContainers();
    expect(containers.map((c) => c.cookieStoreId)).toEqual(['firefox-container-8', running]);
  });

  it('does nothing where there are no containers (Chromium)', async () => {
    await expect(removeLeftoverContainers()).resolves.toBeUndefined();
    expect(isNoContainerRefusal(await createAgentContainer('https://notes.example/').catch((e: unknown) => e))).toBe(true);
  });
});
