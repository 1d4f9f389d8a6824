import { SidelightError, userText } from '../../core/errors';

/**
 * What a site may keep in the user's profile beyond cookies, as the probe reports it. Chromium has
 * no containers: an agent tab is a tab of the user's profile, and a page's own script can render a
 * note kept in localStorage, a mailbox cached in IndexedDB, or a service worker's logged-in copy.
 */
export type StoredStateKind = 'localStorage' | 'indexedDB' | 'cacheStorage' | 'serviceWorker';

/**
 * Runs in the agent tab (isolated world) after the page loaded with its scripts switched off
 * (`script-src 'none'`, net-rules/local-block.ts): which kinds of storage the page's origin holds in
 * this profile. Self-contained: it is serialised into the tab. An API that fails counts as holding
 * state (unknown means yes).
 */
export async function storedStateInPage(): Promise<StoredStateKind[]> {
  const found: StoredStateKind[] = [];
  const count = async (kind: StoredStateKind, n: () => Promise<number> | number) => {
    try {
      if ((await n()) > 0) found.push(kind);
    } catch {
      found.push(kind);
    }
  };
  await count('localStorage', () => localStorage.length);
  await count('indexedDB', async () => (typeof indexedDB.databases === 'function' ? (await indexedDB.databases()).length : 0));
  // Cache Storage and service workers exist for secure origins only; elsewhere there is none to hold.
  await count('cacheStorage', async () => (typeof caches === 'undefined' ? 0 : (await caches.keys()).length));
  await count('serviceWorker', async () => {
    const sw = navigator.serviceWorker;
    if (!sw) return 0;
    return (sw.controller ? 1 : 0) + (await sw.getRegistrations()).length;
  });
  return found;
}

/** Marks the refusal below, so the open falls back to the fetched page instead of failing. */
const SITE_STATE = Symbol('site holds state');

/** The site keeps data in this browser: its scripts are not run for the model. */
export function siteHoldsStateError(url: string, kinds: StoredStateKind[]): SidelightError {
  const what = kinds.join(', ');
  return new SidelightError('forbidden', `${url} was not rendered for the model: the site keeps data in this browser (${what}), which its scripts could show.`, {
    hint: 'Open the page yourself and use “Ask about this page”.',
    cause: SITE_STATE,
    userMessage: userText('errSiteHoldsState', url, what),
    userHint: userText('hintOpenYourselfAsk'),
  });
}

export function isSiteStateRefusal(err: unknown): boolean {
  return err instanceof SidelightError && err.cause === SITE_STATE;
}
