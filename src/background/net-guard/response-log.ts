/**
 * What the browser saw of the extension's own requests and of agent tabs' page loads, from
 * webRequest (observe only: MV3 Chromium has no blocking webRequest). It answers two questions a
 * fetch cannot: where an opaque redirect pointed, and which IP address a response came from.
 * Listeners are registered at worker start (`startResponseLog`), before any request is sent.
 */
export interface Observation {
  ip?: string;
  redirectUrl?: string;
  /** The request ended without a response (blocked, refused, aborted). */
  failed?: boolean;
  /** The browser's error for it (`net::ERR_…`), when it failed. */
  error?: string;
  at: number;
}

/** How long a claimed request's observations are kept: past any fetch timeout. */
const KEEP_MS = 120_000;

/**
 * One request of the fast path, claimed before it is sent. The browser's events carry a request id;
 * the first extension request for the claimed URL the browser reports after the claim is this one
 * (the hop guard holds the URL's turn meanwhile: `claimRequest`), and everything after that is
 * matched by its id — so two opens of the same URL in one round never read each other's addresses.
 */
export interface Claim {
  readonly url: string;
  /** Waits (up to `timeoutMs`) until what the browser reported satisfies `ready` (or the request failed). */
  observation(timeoutMs: number, signal: AbortSignal, ready: (o: Observation) => boolean): Promise<Observation | null>;
  /** Ends the claim and gives the URL's turn to the next one. */
  release(): void;
}

interface ClaimState {
  key: string;
  requestId?: string;
  obs?: Observation;
  wakers: Set<() => void>;
  released: boolean;
}

/** Claims waiting for their request's first event, per URL (at most one: the turn). */
const waitingForId = new Map<string, ClaimState>();
const byRequestId = new Map<string, ClaimState>();
/** The end of the last claim's turn, per URL. */
const turns = new Map<string, Promise<void>>();

/** Request URLs as webRequest reports them: canonical, without the fragment. */
function requestKey(url: string): string {
  try {
    const u = new URL(url);
    u.hash = '';
    return u.href;
  } catch {
    return url;
  }
}

function record(requestId: string | undefined, obs: Omit<Observation, 'at'>): void {
  const state = requestId === undefined ? undefined : byRequestId.get(requestId);
  if (!state || state.released) return;
  state.obs = { ...state.obs, ...obs, at: Date.now() };
  for (const wake of state.wakers) wake();
}

/** The browser announced an extension request: the claim waiting for this URL gets its id. */
function announce(url: string, requestId: string): void {
  const key = requestKey(url);
  const state = waitingForId.get(key);
  if (!state || byRequestId.has(requestId)) return;
  waitingForId.delete(key);
  state.requestId = requestId;
  byRequestId.set(requestId, state);
}

/**
 * Claims the next extension request for `url`, to be sent right after this resolves. Waits for an
 * earlier claim of the same URL to end: while a claim waits for its id, no other request of the hop
 * guard for that URL is sent.
 */
export async function claimRequest(url: string): Promise<Claim> {
  const key = requestKey(url);
  let end!: () => void;
  const mine = new Promise<void>((r) => (end = r));
  const before = turns.get(key) ?? Promise.resolve();
  const chained = before.then(() => mine);
  turns.set(key, chained);
  await before;
  const state: ClaimState = { key, wakers: new Set(), released: false };
  waitingForId.set(key, state);
  const expiry = setTimeout(() => release(), KEEP_MS);
  const release = () => {
    if (state.released) return;
    state.released = true;
    clearTimeout(expiry);
    if (waitingForId.get(key) === state) waitingForId.delete(key);
    if (state.requestId !== undefined) byRequestId.delete(state.requestId);
    for (const wake of state.wakers) wake();
    if (turns.get(key) === chained) turns.delete(key);
    end();
  };
  return {
    url,
    release,
    observation(timeoutMs, signal, ready) {
      const settled = () => state.released || (state.obs !== undefined && (state.obs.failed === true || ready(state.obs)));
      if (settled()) return Promise.resolve(state.obs ?? null);
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          state.wakers.delete(wake);
          resolve(state.obs ?? null);
        };
        const wake = () => {
          if (settled()) done();
        };
        const timer = setTimeout(done, timeoutMs);
        signal.addEventListener('abort', done, { once: true });
        state.wakers.add(wake);
      });
    },
  };
}

/** One response an agent tab received, of any resource type. */
export interface TabResponse {
  requestId?: string;
  url: string;
  type: string;
  ip?: string;
}

const byTab = new Map<number, TabResponse[]>();

/** Every response an agent tab received so far: each redirect hop, navigation, frame and subresource. */
export function tabResponses(tabId: number): TabResponse[] {
  return byTab.get(tabId) ?? [];
}

type TabListener = (d: Details) => void;

/** Tabs whose responses are recorded (the agent's), with the listeners that do it. */
const watchedTabs = new Map<number, TabListener>();

/**
 * Records every response of one agent tab (all resource types: a script's fetch or an image from a
 * name that resolved to the router brings its answer into the page as much as the page itself does)
 * until `unwatchTab`. Listeners filtered to this tab: the user's own browsing never wakes the worker.
 */
export function watchTab(tabId: number): void {
  const wr = webRequest();
  byTab.set(tabId, []);
  if (!wr || watchedTabs.has(tabId)) return;
  const listener: TabListener = (d) => {
    // Firefox reports `ip: null` for an answer from its cache (no connection was made); read as not reported.
    if (d.tabId === tabId) byTab.get(tabId)?.push({ requestId: d.requestId, url: d.url, type: d.type, ip: d.ip ?? undefined });
  };
  watchedTabs.set(tabId, listener);
  const filter = { urls: ['http://*/*', 'https://*/*', 'ws://*/*', 'wss://*/*'], tabId };
  wr.onResponseStarted.addListener(listener as never, filter as never);
  wr.onBeforeRedirect.addListener(listener as never, filter as never);
}

export function unwatchTab(tabId: number): void {
  const listener = watchedTabs.get(tabId);
  watchedTabs.delete(tabId);
  byTab.delete(tabId);
  const wr = webRequest();
  if (!listener || !wr) return;
  wr.onResponseStarted.removeListener(listener as never);
  wr.onBeforeRedirect.removeListener(listener as never);
}

function webRequest(): typeof chrome.webRequest | undefined {
  return (globalThis as { chrome?: typeof chrome }).chrome?.webRequest;
}

function fromExtension(d: { tabId: number; initiator?: string; originUrl?: string }): boolean {
  const self = chrome.runtime.getURL('/').replace(/\/$/, '');
  // Chromium reports `initiator`, Firefox `originUrl` (a full URL).
  return d.tabId === -1 && ((d.initiator ?? '') === self || (d.originUrl ?? '').startsWith(`${self}/`));
}

type Details = {
  requestId?: string;
  url: string;
  tabId: number;
  type: string;
  initiator?: string;
  originUrl?: string;
  ip?: string;
  redirectUrl?: string;
  statusCode?: number;
  error?: string;
  responseHeaders?: { name: string; value?: string }[];
};

/** The Location of a redirect answer, absolute. Firefox reports a `redirect: 'manual'` fetch's redirect only this way. */
function locationOf(d: Details): string | undefined {
  if (d.statusCode === undefined || d.statusCode < 300 || d.statusCode > 399) return undefined;
  const value = d.responseHeaders?.find((h) => h.name.toLowerCase() === 'location')?.value;
  if (!value) return undefined;
  try {
    return new URL(value, d.url).href;
  } catch {
    return undefined;
  }
}

/**
 * Listens to requests that belong to no tab (the extension's own among them), registered at worker
 * start so the first requests are seen. Pages in tabs are left out by the filter, so the user's
 * browsing does not wake the worker.
 */
export function startResponseLog(): void {
  const wr = webRequest();
  if (!wr) return;
  const filter = { urls: ['http://*/*', 'https://*/*'], tabId: -1 };
  wr.onBeforeRequest.addListener(((d: Details) => {
    if (fromExtension(d) && d.requestId !== undefined) announce(d.url, d.requestId);
  }) as never, filter);
  wr.onResponseStarted.addListener(((d: Details) => {
    if (fromExtension(d)) record(d.requestId, { ip: d.ip });
  }) as never, filter);
  wr.onHeadersReceived.addListener(
    ((d: Details) => {
      const location = fromExtension(d) ? locationOf(d) : undefined;
      if (location) record(d.requestId, { redirectUrl: location });
    }) as never,
    filter,
    ['responseHeaders'],
  );
  wr.onBeforeRedirect.addListener(((d: Details) => {
    if (fromExtension(d)) record(d.requestId, { ip: d.ip, redirectUrl: d.redirectUrl });
  }) as never, filter);
  wr.onErrorOccurred.addListener(((d: Details) => {
    if (fromExtension(d)) record(d.requestId, { failed: true, error: d.error });
  }) as never, filter);
}
