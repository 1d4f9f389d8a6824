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
export function requestKey(url: string): string {
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

export function forgetTab(tabId: number): void {
  byTab.delete(tabId);
}

/** Tabs whose main-frame responses are recorded (the agent's); others are never looked at. */
const watchedTabs = new Set<number>();
export function watchTab(tabId: number): void {
  watchedTabs.add(tabId);
  byTab.set(tabId, []);
}
export function unwatchTab(tabId: number): void {
  watchedTabs.delete(tabId);
  byTab.delete(tabId);
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

export function startResponseLog(): void {
  const wr = (globalThis as { chrome?: typeof chrome }).chrome?.webRequest;
  if (!wr) return;
  const filter = { urls: ['http://*/*', 'https://*/*'] };
  const onResponse = (d: Details) => {
    if (fromExtension(d)) record(d.url, { ip: d.ip });
    else if (d.type === 'main_frame' && watchedTabs.has(d.tabId)) byTab.get(d.tabId)?.push({ url: d.url, ip: d.ip });
  };
  wr.onResponseStarted.addListener(onResponse as never, filter);
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
    else if (d.type === 'main_frame' && watchedTabs.has(d.tabId)) byTab.get(d.tabId)?.push({ url: d.url, ip: d.ip });
  }) as never, filter);
  wr.onErrorOccurred.addListener(((d: Details) => {
    if (fromExtension(d)) record(d.url, { failed: true });
  }) as never, filter);
}
