import { SidelightError, userText } from '../../core/errors';

/**
 * Firefox: every agent tab runs in a container (contextual identity) of its own, made for that tab
 * and removed after it. A container is a cookie store of its own, and Firefox keys localStorage,
 * sessionStorage, IndexedDB, Cache Storage, service workers and the HTTP cache by it too, so a page
 * the model opened sees none of what the user's own visits left — and leaves nothing behind.
 * Chromium has no containers (tab-path.ts probes the site's storage there instead).
 */

interface ContextualIdentity {
  cookieStoreId: string;
  name: string;
}

interface ContainerApis {
  contextualIdentities: {
    create(details: { name: string; color: string; icon: string }): Promise<ContextualIdentity>;
    remove(cookieStoreId: string): Promise<unknown>;
    query(details: { name?: string }): Promise<ContextualIdentity[]>;
  };
  browsingData?: {
    remove(options: { cookieStoreId: string }, dataToRemove: Record<string, boolean>): Promise<void>;
  };
}

/** The name every Sidelight container has: how leftovers from a crash are found at startup. */
export const AGENT_CONTAINER_NAME = 'Sidelight agent tab';

/**
 * What `browsingData.remove` clears by `cookieStoreId` in Firefox (ext-browsingData.js: cookies and
 * indexedDB; localStorage only with next-generation LocalStorage, the default; any other type
 * rejects the whole call). One call per type, so one refused type does not keep the others.
 */
const STORE_TYPES = ['cookies', 'localStorage', 'indexedDB'] as const;

/** Firefox's `browser.contextualIdentities` (and `browsingData`); null where there are none (Chromium). */
export function containerApis(): ContainerApis | null {
  const b = (globalThis as { browser?: Partial<ContainerApis> }).browser;
  return typeof b?.contextualIdentities?.create === 'function' ? (b as ContainerApis) : null;
}

/** True in Firefox: agent tabs need a container there, and never run without one. */
export function agentTabsNeedContainer(): boolean {
  return chrome.runtime.getURL('/').startsWith('moz-extension:');
}

/** Containers this background made and has not removed: never taken for leftovers. */
const live = new Set<string>();

/** Marks the refusal below, so the open falls back to the fetched page with a note instead of failing. */
const NO_CONTAINER = Symbol('no container for the agent tab');

/** No container could be made (containers switched off, a private window…): the page is not rendered. */
export function noContainerError(url: string, why: string): SidelightError {
  return new SidelightError('forbidden', `${url} was not rendered for the model: Firefox gave no container to keep it apart from your own data (${why}).`, {
    hint: 'Firefox’s containers are switched off or unavailable in this window (private windows have none). Pages that need scripts are read as fetched until they are back.',
    cause: NO_CONTAINER,
    userMessage: userText('errNoAgentContainer', url, why),
    userHint: userText('hintNoAgentContainer'),
  });
}

export function isNoContainerRefusal(err: unknown): boolean {
  return err instanceof SidelightError && err.cause === NO_CONTAINER;
}

function reason(err: unknown): string {
  return err instanceof Error ? err.message : String((err as { message?: unknown })?.message ?? err);
}

/** A new, empty container for one agent tab; its cookieStoreId. Throws noContainerError when there is none. */
export async function createAgentContainer(url: string): Promise<string> {
  const apis = containerApis();
  if (!apis) throw noContainerError(url, 'no contextualIdentities API');
  try {
    const made = await apis.contextualIdentities.create({ name: AGENT_CONTAINER_NAME, color: 'toolbar', icon: 'fence' });
    live.add(made.cookieStoreId);
    return made.cookieStoreId;
  } catch (err) {
    throw noContainerError(url, reason(err));
  }
}

/**
 * Empties the container and removes it. Removing it has Firefox delete everything kept under it
 * (ContextualIdentityService.remove: deleteDataFromOriginAttributesPattern for its userContextId,
 * the HTTP cache and service workers included); the stores are emptied first by the documented
 * API, so that a removal that fails still leaves nothing readable. Failures are logged, never thrown:
 * the page was read, and a leftover container is removed at the next startup.
 */
export async function removeAgentContainer(cookieStoreId: string): Promise<void> {
  const apis = containerApis();
  if (!apis) return;
  await Promise.all(
    STORE_TYPES.map((type) =>
      apis.browsingData?.remove({ cookieStoreId }, { [type]: true }).catch((err: unknown) => console.warn(`Sidelight could not clear ${type} of ${cookieStoreId}`, err)),
    ),
  );
  await apis.contextualIdentities.remove(cookieStoreId).catch((err: unknown) => console.warn(`Sidelight could not remove its container ${cookieStoreId}`, err));
  live.delete(cookieStoreId);
}

/**
 * Removes Sidelight containers a crash or a stopped background left behind. Called once when the
 * background starts: any container of that name it did not make itself belongs to an open that no
 * longer runs.
 */
export async function removeLeftoverContainers(): Promise<void> {
  const apis = containerApis();
  if (!apis) return;
  let left: ContextualIdentity[];
  try {
    left = await apis.contextualIdentities.query({ name: AGENT_CONTAINER_NAME });
  } catch {
    // Containers switched off: there are none to remove (and none can be made either).
    return;
  }
  await Promise.all(left.filter((c) => c.name === AGENT_CONTAINER_NAME && !live.has(c.cookieStoreId)).map((c) => removeAgentContainer(c.cookieStoreId)));
}
