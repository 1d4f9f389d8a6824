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
  at: number;
}

const KEEP_MS = 60_000;
const byUrl = new Map<string, Observation>();
const byTab = new Map<number, { url: string; ip?: string }[]>();
const waiters = new Map<string, Set<() => void>>();

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

function record(url: string, obs: Omit<Observation, 'at'>): void {
  const now = Date.now();
  for (const [k, v] of byUrl) if (now - v.at > KEEP_MS) byUrl.delete(k);
  const key = requestKey(url);
  byUrl.set(key, { ...byUrl.get(key), ...obs, at: now });
  for (const wake of waiters.get(key) ?? []) wake();
}

/** Forgets what was seen for `url`, before requesting it again. */
export function forget(url: string): void {
  byUrl.delete(requestKey(url));
}

/**
 * Waits (up to `timeoutMs`) until what the browser reported about the request for `url` satisfies
 * `ready` (or the request failed). Whatever was seen by then, or null, when time runs out.
 */
export function observation(url: string, timeoutMs: number, signal: AbortSignal, ready: (o: Observation) => boolean): Promise<Observation | null> {
  const key = requestKey(url);
  const settled = () => {
    const o = byUrl.get(key);
    return o !== undefined && (o.failed === true || ready(o));
  };
  if (settled()) return Promise.resolve(byUrl.get(key)!);
  return new Promise((resolve) => {
    const set = waiters.get(key) ?? new Set();
    waiters.set(key, set);
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      set.delete(wake);
      if (set.size === 0) waiters.delete(key);
      resolve(byUrl.get(key) ?? null);
    };
    const wake = () => {
      if (settled()) done();
    };
    const timer = setTimeout(done, timeoutMs);
    signal.addEventListener('abort', done, { once: true });
    set.add(wake);
  });
}

/** Main-frame responses an agent tab received so far (every redirect hop and navigation). */
export function tabResponses(tabId: number): { url: string; ip?: string }[] {
  return byTab.get(tabId) ?? [];
}

type TabListener = (d: Details) => void;

/** Tabs whose main-frame responses are recorded (the agent's), with the listeners that do it. */
const watchedTabs = new Map<number, TabListener>();

/**
 * Records the main-frame responses of one agent tab until `unwatchTab`. Listeners filtered to this
 * tab: the user's own browsing never wakes the worker.
 */
export function watchTab(tabId: number): void {
  const wr = webRequest();
  byTab.set(tabId, []);
  if (!wr || watchedTabs.has(tabId)) return;
  const listener: TabListener = (d) => {
    if (d.tabId === tabId && d.type === 'main_frame') byTab.get(tabId)?.push({ url: d.url, ip: d.ip });
  };
  watchedTabs.set(tabId, listener);
  const filter = { urls: ['http://*/*', 'https://*/*'], tabId, types: ['main_frame'] };
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
  url: string;
  tabId: number;
  type: string;
  initiator?: string;
  originUrl?: string;
  ip?: string;
  redirectUrl?: string;
  statusCode?: number;
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
  wr.onResponseStarted.addListener(((d: Details) => {
    if (fromExtension(d)) record(d.url, { ip: d.ip });
  }) as never, filter);
  wr.onHeadersReceived.addListener(
    ((d: Details) => {
      const location = fromExtension(d) ? locationOf(d) : undefined;
      if (location) record(d.url, { redirectUrl: location });
    }) as never,
    filter,
    ['responseHeaders'],
  );
  wr.onBeforeRedirect.addListener(((d: Details) => {
    if (fromExtension(d)) record(d.url, { ip: d.ip, redirectUrl: d.redirectUrl });
  }) as never, filter);
  wr.onErrorOccurred.addListener(((d: Details) => {
    if (fromExtension(d)) record(d.url, { failed: true });
  }) as never, filter);
}
