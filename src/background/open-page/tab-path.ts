import type { PageDocument } from '../../core/document/types';
import { SidelightError, stopped, userText } from '../../core/errors';
import { extractFromTab } from '../extract-tab';
import { raceAbort } from '../../core/abort/race-abort';
import { settlePage, type SettleTimes } from '../../content/settle-page';
import { guardAgentContainerByDns, guardAgentTabByDns } from '../net-guard/agent-tab-dns';
import { checkAgentTabResponses } from '../net-guard/tab-addresses';
import { guardAgentTab, releaseAgentTab, setProbing } from '../net-rules/local-block';
import { siteHoldsStateError, storedStateInPage } from './stored-state';
import { agentTabsNeedContainer, createAgentContainer, noContainerError, removeAgentContainer } from './agent-container';
import { unwatchTab, watchTab } from '../net-guard/response-log';
import { waitForComplete } from './wait-for-tab';

/**
 * After `complete`, scripts may still be rendering (settle-page.ts): read once the DOM has been quiet
 * this long; a page that looks unfinished waits up to `patienceMs` for a first change; never more than `maxMs`.
 */
const SETTLE: SettleTimes = { quietMs: 80, patienceMs: 1500, maxMs: 4000 };

/** How long a closed agent tab's container outlives it (Firefox), for the requests its page left behind. */
const CONTAINER_GRACE_MS = 5000;

export interface TabOptions {
  timeoutMs: number;
  signal: AbortSignal;
  /**
   * An agent tab (the model's open): before the page loads, session rules scoped to this tab strip
   * Cookie and Authorization from its requests and Set-Cookie from its responses, and block its
   * requests to local hosts except Allowed local hosts; the addresses it loaded from are checked.
   * Without it the tab is the user's own request and carries their session.
   */
  agent?: { allowedLocalHosts: string[] };
}

/**
 * The browser path: load the URL in a background tab (scripts run), wait for load and a quiet DOM,
 * extract with the content script, and always close the tab.
 */
export async function openInTab(url: string, opts: TabOptions): Promise<PageDocument> {
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const signal = AbortSignal.any([opts.signal, timeout]);
  let tabId: number | undefined;
  // Firefox: the agent tab's own container (agent-container.ts), made before the tab and removed after it.
  let container: string | undefined;
  // Where the open is, for the timeout's message: a stall can then be told from a slow page.
  let stage = 'opening the tab';
  const blank = { blank: true } as const;
  const page = { url };
  try {
    const inContainer = opts.agent !== undefined && agentTabsNeedContainer();
    if (inContainer) container = await createAgentContainer(url);
    // Opened on about:blank so the rules are in force before the page's first request.
    const tab = await openTab(opts.agent ? 'about:blank' : url, container, url);
    tabId = tab.id;
    if (tabId === undefined) throw new SidelightError('http', 'The browser did not open a tab for the page.', { userMessage: userText('errNoTabOpened') });
    const id = tabId;
    if (opts.agent) {
      watchTab(id);
      // Never removed, like the tab's rules (local-block.ts): a request a closed page left behind
      // (a pagehide keepalive fetch, sendBeacon) is still checked. One listener per agent tab opened.
      guardAgentTabByDns(id, opts.agent.allowedLocalHosts);
      // …and a request the closed tab left behind, which Firefox no longer gives its tab id (agent-tab-dns.ts).
      if (container !== undefined) guardAgentContainerByDns(container, opts.agent.allowedLocalHosts);
      // Navigating while the first about:blank still loads can leave the tab unloaded, never loading.
      // The rules are put in force meanwhile (about:blank requests nothing); both before the navigation.
      // The stored-state probe is for Chromium, which has no containers; Firefox's container holds none of
      // the user's state to probe for (and there the page's second load kept its scripts off).
      const probe = !inContainer;
      stage = 'loading about:blank and putting the rules in force';
      await Promise.all([waitForComplete(id, signal, blank), guardAgentTab(id, { probe, host: new URL(url).hostname })]);
      stage = probe ? 'loading the page with its scripts off' : 'loading the page';
      await chrome.tabs.update(id, { url });
      await waitForComplete(id, signal, page);
      if (probe) {
        stage = 'asking the page for stored data';
        // First load: scripts off. A site that keeps data in this profile is not run (stored-state.ts).
        const origin = await refuseStoredState(id, url);
        // Then the page again, from about:blank, with its scripts.
        stage = 'loading about:blank again';
        await chrome.tabs.update(id, { url: 'about:blank' });
        await Promise.all([waitForComplete(id, signal, blank), setProbing(id, false)]);
        stage = 'loading the page with its scripts';
        await chrome.tabs.update(id, { url });
        await waitForComplete(id, signal, page);
        await sameOrigin(id, origin, url);
      }
    } else {
      stage = 'loading the page';
      await waitForComplete(id, signal, page);
    }
    stage = 'waiting for the page to settle and reading it';
    // The extractor file is injected while the page settles; it reads the page once both are done.
    const settled = chrome.scripting.executeScript({ target: { tabId: id }, func: settlePage, args: [SETTLE] });
    settled.catch(() => {}); // awaited by extractFromTab; this only keeps an early failure there from going unhandled
    const doc = await raceAbort(extractFromTab(id, { after: settled }), signal);
    if (opts.agent) checkAgentTabResponses(id, opts.agent.allowedLocalHosts);
    return doc;
  } catch (err) {
    if (opts.signal.aborted) throw stopped(err);
    if (timeout.aborted) {
      throw new SidelightError('timeout', `${url} did not finish loading in a tab within ${Math.round(opts.timeoutMs / 1000)} s (${stage}).`, {
        hint: 'The page is slow or never stops loading; try again later or pick another result.',
        cause: err,
        userMessage: userText('errTabTimeout', url, Math.round(opts.timeoutMs / 1000)),
        userHint: userText('hintPageSlow'),
      });
    }
    if (err instanceof SidelightError) throw err;
    const why = (err as Error)?.message ?? String(err);
    throw new SidelightError('http', `Could not read ${url} in a tab: ${why}`, {
      hint: 'Open the page yourself and use “Ask about this page”.',
      cause: err,
      userMessage: userText('errTabReadFailed', url, why),
      userHint: userText('hintOpenYourselfAsk'),
    });
  } finally {
    // Not awaited: the reader has its document; the tab goes first, then it is marked closed (its rules
    // stay), then its container and everything kept in it.
    void closeTab(tabId, opts.agent !== undefined, container);
  }
}

/** A background tab; in `cookieStoreId`'s container when given. A tab that cannot go there is refused, never opened without it. */
async function openTab(url: string, cookieStoreId: string | undefined, forUrl: string): Promise<chrome.tabs.Tab> {
  if (cookieStoreId === undefined) return chrome.tabs.create({ url, active: false });
  try {
    // `cookieStoreId` is Firefox's (not in Chromium's types).
    return await chrome.tabs.create({ url, active: false, cookieStoreId } as chrome.tabs.CreateProperties);
  } catch (err) {
    // A private window takes no container tab ("Illegal to set non-private cookieStoreId in a private window").
    throw noContainerError(forUrl, err instanceof Error ? err.message : String(err));
  }
}

/**
 * The probe: which storage the page's origin holds in this profile, asked in the tab while the
 * page's scripts are off. A site with any is refused (the caller falls back to the fetched page);
 * otherwise the origin that was probed, which the rendered page must still be on.
 */
async function refuseStoredState(tabId: number, url: string): Promise<string> {
  const tab = await chrome.tabs.get(tabId);
  let kinds: string[];
  try {
    const [r] = await chrome.scripting.executeScript({ target: { tabId }, func: storedStateInPage });
    kinds = (r?.result as string[] | undefined) ?? ['unknown'];
  } catch {
    // Not scriptable (an error page, a viewer): unknown means yes.
    kinds = ['unknown'];
  }
  if (kinds.length > 0) throw siteHoldsStateError(url, kinds as never);
  return new URL(tab.url ?? url).origin;
}

async function sameOrigin(tabId: number, origin: string, url: string): Promise<void> {
  const now = (await chrome.tabs.get(tabId)).url ?? '';
  if (new URL(now, url).origin !== origin) {
    throw new SidelightError('http', `${url} went on to ${now} in the tab, a site whose stored data was not checked.`, {
      hint: 'Open the page yourself and use “Ask about this page”.',
      userMessage: userText('errTabReadFailed', url, now),
      userHint: userText('hintOpenYourselfAsk'),
    });
  }
}

async function closeTab(tabId: number | undefined, agent: boolean, container: string | undefined): Promise<void> {
  if (tabId !== undefined) {
    await chrome.tabs.remove(tabId).catch(() => {});
    if (agent) {
      unwatchTab(tabId);
      await releaseAgentTab(tabId).catch(() => {});
    }
  }
  if (container === undefined) return;
  // Requests the closed page left behind (a pagehide keepalive fetch, sendBeacon) finish first, under the
  // container's guard (net-guard/agent-tab-dns.ts): removed at once, the container took such a request with it
  // in some runs and not in others, so whether the guard stopped its redirect could not be told.
  await new Promise((r) => setTimeout(r, CONTAINER_GRACE_MS));
  await removeAgentContainer(container);
}
