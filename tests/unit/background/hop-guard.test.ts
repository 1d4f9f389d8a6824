import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SidelightError } from '../../../src/core/errors';
import { installFakeChrome } from './fake-chrome';

async function load() {
  vi.resetModules();
  const log = await import('../../../src/background/net-guard/response-log');
  log.startResponseLog();
  return { log, guard: await import('../../../src/background/net-guard/hop-guard') };
}

async function refusal(p: Promise<unknown>): Promise<SidelightError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  // (Modules are loaded afresh per test, so the class is not the one imported here.)
  expect((err as Error).name).toBe('SidelightError');
  expect((err as SidelightError).code).toBe('refused-url');
  return err as SidelightError;
}

const signal = () => new AbortController().signal;

let nextId = 1;
/** The browser announcing a request of the extension's (onBeforeRequest), with its request id. */
function sent(fake: ReturnType<typeof installFakeChrome>, url: string): string {
  const requestId = String(nextId++);
  fake.emit('onBeforeRequest', { url, requestId });
  return requestId;
}

describe('hop guard on Chromium (the address an answer came from)', () => {
  let fake: ReturnType<typeof installFakeChrome>;
  beforeEach(() => {
    fake = installFakeChrome();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('discards an answer from a private address for a public-looking name, and keeps a public one', async () => {
    const { guard } = await load();
    const g = guard.createHopGuard({ origin: 'model', allowedLocalHosts: [] });
    await g.beforeRequest('http://rebind.example/x', signal());
    let id = sent(fake, 'http://rebind.example/x');
    fake.emit('onResponseStarted', { url: 'http://rebind.example/x', ip: '127.0.0.1', requestId: id });
    const e = await refusal(g.afterResponse('http://rebind.example/x', false, signal()));
    expect(e.message).toMatch(/^Refused: .*\(rebind\.example\)/);
    g.hopDone!('http://rebind.example/x');
    await g.beforeRequest('https://example.com/', signal());
    id = sent(fake, 'https://example.com/');
    fake.emit('onResponseStarted', { url: 'https://example.com/', ip: '93.184.215.14', requestId: id });
    await g.afterResponse('https://example.com/', false, signal());
  });

  it('waits for the browser to report the address, and refuses when it never does', async () => {
    vi.useFakeTimers();
    try {
      const { guard } = await load();
      const g = guard.createHopGuard({ origin: 'model', allowedLocalHosts: [] });
      await g.beforeRequest('https://late.example/', signal());
      const late = g.afterResponse('https://late.example/', false, signal());
      fake.emit('onResponseStarted', { url: 'https://late.example/', ip: '10.0.0.7', requestId: sent(fake, 'https://late.example/') });
      await refusal(late);
      await g.beforeRequest('https://silent.example/', signal());
      const silent = refusal(g.afterResponse('https://silent.example/', false, signal()));
      await vi.advanceTimersByTimeAsync(11_000);
      expect((await silent).message).toContain('could not confirm');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores what other requests saw: pages in tabs, other extensions, an earlier request for the same URL', async () => {
    const { guard } = await load();
    const g = guard.createHopGuard({ origin: 'model', allowedLocalHosts: [] });
    const earlier = sent(fake, 'https://a.example/');
    fake.emit('onResponseStarted', { url: 'https://a.example/', ip: '8.8.8.8', requestId: earlier });
    await g.beforeRequest('https://a.example/', signal());
    fake.emit('onBeforeRequest', { url: 'https://a.example/', requestId: 'tab', tabId: 3 });
    fake.emit('onBeforeRequest', { url: 'https://a.example/', requestId: 'other', initiator: 'chrome-extension://someone-else' });
    const id = sent(fake, 'https://a.example/');
    fake.emit('onResponseStarted', { url: 'https://a.example/', ip: '8.8.8.8', tabId: 3, requestId: 'tab' });
    fake.emit('onResponseStarted', { url: 'https://a.example/', ip: '8.8.8.8', initiator: 'chrome-extension://someone-else', requestId: 'other' });
    fake.emit('onResponseStarted', { url: 'https://a.example/', ip: '8.8.8.8', requestId: earlier });
    fake.emit('onResponseStarted', { url: 'https://a.example/', ip: '192.168.0.1', requestId: id });
    await refusal(g.afterResponse('https://a.example/', false, signal()));
  });

  it('lets Allowed local hosts through and tells where an opaque redirect points', async () => {
    const { guard } = await load();
    const g = guard.createHopGuard({ origin: 'model', allowedLocalHosts: ['nas.example:5000'] });
    await g.beforeRequest('http://nas.example:5000/', signal());
    fake.emit('onBeforeRedirect', { url: 'http://nas.example:5000/', ip: '192.168.1.20', redirectUrl: 'http://nas.example:5000/login#top', requestId: sent(fake, 'http://nas.example:5000/') });
    await g.afterResponse('http://nas.example:5000/', true, signal());
    expect(await g.redirectTarget('http://nas.example:5000/', signal())).toBe('http://nas.example:5000/login#top');
    await refusal(g.beforeRequest('http://127.0.0.1:5000/', signal()));
  });

  it('reads a redirect from its headers (how Firefox reports a manual redirect), and waits for the address after them', async () => {
    const { guard } = await load();
    const g = guard.createHopGuard({ origin: 'model', allowedLocalHosts: [] });
    await g.beforeRequest('https://short.example/a', signal());
    const id = sent(fake, 'https://short.example/a');
    fake.emit('onHeadersReceived', { url: 'https://short.example/a', statusCode: 302, responseHeaders: [{ name: 'Location', value: '/b?x=1' }], requestId: id });
    expect(await g.redirectTarget('https://short.example/a', signal())).toBe('https://short.example/b?x=1');
    // The headers came first, without an address: the check waits for the address.
    const check = g.afterResponse('https://short.example/a', true, signal());
    fake.emit('onResponseStarted', { url: 'https://short.example/a', ip: '169.254.169.254', requestId: id });
    await refusal(check);
  });

  it('matches each answer to its own request by id: two opens of one URL never read each other’s address', async () => {
    const { guard } = await load();
    const url = 'https://twice.example/page';
    const first = guard.createHopGuard({ origin: 'model', allowedLocalHosts: [] });
    const second = guard.createHopGuard({ origin: 'model', allowedLocalHosts: [] });
    await first.beforeRequest(url, signal());
    // The second open of the same URL waits for the first one's turn: its request is not sent yet.
    let secondReady = false;
    const secondBefore = second.beforeRequest(url, signal()).then(() => (secondReady = true));
    const firstId = sent(fake, url);
    await new Promise((r) => setTimeout(r, 5));
    expect(secondReady).toBe(false);
    const firstCheck = first.afterResponse(url, false, signal());
    fake.emit('onResponseStarted', { url, ip: '93.184.216.34', requestId: firstId });
    await firstCheck;
    first.hopDone!(url);
    await secondBefore;
    const secondId = sent(fake, url);
    // A late event of the first request (same URL, another address) is not the second's answer.
    fake.emit('onBeforeRedirect', { url, ip: '10.1.1.1', redirectUrl: 'https://twice.example/elsewhere', requestId: firstId });
    const secondCheck = second.afterResponse(url, false, signal());
    fake.emit('onResponseStarted', { url, ip: '93.184.216.35', requestId: secondId });
    await secondCheck;
    second.hopDone!(url);
  });

  it('refuses a name already seen answering from a private address before its next request is sent', async () => {
    const { guard } = await load();
    const url = 'http://router.attacker.example/';
    const first = guard.createHopGuard({ origin: 'model', allowedLocalHosts: [] });
    await first.beforeRequest(url, signal());
    const check = first.afterResponse(url, false, signal());
    fake.emit('onResponseStarted', { url, ip: '192.168.77.1', requestId: sent(fake, url) });
    await refusal(check);
    first.hopDone!(url);
    const again = guard.createHopGuard({ origin: 'model', allowedLocalHosts: [] });
    await refusal(again.beforeRequest('http://router.attacker.example/other#x', signal()));
    // An allowed local host stays allowed.
    await guard.createHopGuard({ origin: 'model', allowedLocalHosts: ['router.attacker.example'] }).beforeRequest(url, signal());
  });
});

/** Chromium's Request: it knows `targetAddressSpace` and rejects a value outside its enum (Node's ignores the member). */
class ChromiumRequest {
  constructor(_url: string, init: { targetAddressSpace?: string } = {}) {
    if (init.targetAddressSpace !== undefined && !['public', 'local', 'private', 'loopback'].includes(init.targetAddressSpace)) {
      throw new TypeError("The provided value is not a valid enum value of type IPAddressSpace.");
    }
  }
}

describe('hop guard on Chromium: the model’s requests may reach public addresses only', () => {
  let fake: ReturnType<typeof installFakeChrome>;
  beforeEach(() => {
    fake = installFakeChrome();
    vi.stubGlobal('Request', ChromiumRequest);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the browser for a public address, and refuses, sending nothing, when the browser found another', async () => {
    const { guard } = await load();
    const url = 'http://router.attacker.example/';
    const g = guard.createHopGuard({ origin: 'model', allowedLocalHosts: [] });
    await g.beforeRequest(url, signal());
    expect(g.requestOptions!(url)).toEqual({ targetAddressSpace: 'public' });
    const verdict = g.requestFailed!(url, signal());
    fake.emit('onErrorOccurred', { url, error: 'net::ERR_FAILED', requestId: sent(fake, url) });
    const e = await refusal(verdict);
    expect(e.message).toContain('nothing was sent to it');
    g.hopDone!(url);
    // The name is remembered: its next open is refused before it goes.
    await refusal(guard.createHopGuard({ origin: 'model', allowedLocalHosts: [] }).beforeRequest(`${url}again`, signal()));
    // Until Allowed local hosts change (a proxy's address listed: Chromium refuses everything through a
    // proxy alike); a name that answered from a private address stays refused.
    const seen = await import('../../../src/background/net-guard/private-hosts-seen');
    seen.rememberPrivateHost('rebind.example');
    seen.forgetBrowserRefusals();
    const later = guard.createHopGuard({ origin: 'model', allowedLocalHosts: [] });
    await later.beforeRequest(`${url}later`, signal());
    later.hopDone!(`${url}later`);
    await refusal(later.beforeRequest('http://rebind.example/', signal()));
  });

  it('leaves other failures ordinary ones, and the user’s opens and Allowed local hosts unrestricted', async () => {
    const { guard } = await load();
    const g = guard.createHopGuard({ origin: 'model', allowedLocalHosts: ['nas.example'] });
    await g.beforeRequest('https://gone.example/', signal());
    expect(g.requestOptions!('https://gone.example/')).toEqual({ targetAddressSpace: 'public' });
    const verdict = g.requestFailed!('https://gone.example/', signal());
    fake.emit('onErrorOccurred', { url: 'https://gone.example/', error: 'net::ERR_NAME_NOT_RESOLVED', requestId: sent(fake, 'https://gone.example/') });
    expect(await verdict).toBe('failed');
    expect(g.requestOptions!('http://nas.example/')).toEqual({});
    expect(guard.createHopGuard({ origin: 'user', allowedLocalHosts: [] }).requestOptions!('http://router.example/')).toEqual({});
    // A request sent without the restriction is no address refusal.
    expect(await g.requestFailed!('http://nas.example/', signal())).toBe('failed');
  });

  it('sends it once more, unrestricted, when Allowed local hosts lists an address (a proxy, a NAS by name), and checks the answer’s address', async () => {
    const { guard } = await load();
    const url = 'http://nas.home.example/';
    const g = guard.createHopGuard({ origin: 'model', allowedLocalHosts: ['192.168.1.20'] });
    await g.beforeRequest(url, signal());
    expect(g.requestOptions!(url)).toEqual({ targetAddressSpace: 'public' });
    const verdict = g.requestFailed!(url, signal());
    fake.emit('onErrorOccurred', { url, error: 'net::ERR_FAILED', requestId: sent(fake, url) });
    expect(await verdict).toBe('retry');
    await g.beforeRequest(url, signal());
    expect(g.requestOptions!(url)).toEqual({});
    const check = g.afterResponse(url, false, signal());
    fake.emit('onResponseStarted', { url, ip: '192.168.1.20', requestId: sent(fake, url) });
    await check;
    g.hopDone!(url);
    // Another private address than the listed one is still refused, after the answer.
    const other = guard.createHopGuard({ origin: 'model', allowedLocalHosts: ['192.168.1.20'] });
    const router = 'http://router.attacker.example/';
    await other.beforeRequest(router, signal());
    other.requestOptions!(router);
    const again = other.requestFailed!(router, signal());
    fake.emit('onErrorOccurred', { url: router, error: 'net::ERR_FAILED', requestId: sent(fake, router) });
    expect(await again).toBe('retry');
    await other.beforeRequest(router, signal());
    const answered = other.afterResponse(router, false, signal());
    fake.emit('onResponseStarted', { url: router, ip: '192.168.77.1', requestId: sent(fake, router) });
    await refusal(answered);
  });

  it('adds nothing where the browser does not know the option (it would be ignored, or break every request)', async () => {
    vi.unstubAllGlobals();
    const { guard } = await load();
    expect(guard.createHopGuard({ origin: 'model', allowedLocalHosts: [] }).requestOptions!('http://router.attacker.example/')).toEqual({});
  });
});

describe('agent tab addresses', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuse a tab whose page, a redirect hop or a navigation came from a private address or a refused URL', async () => {
    const fake = installFakeChrome();
    const { log } = await load();
    const { checkAgentTabResponses } = await import('../../../src/background/net-guard/tab-addresses');
    log.watchTab(9);
    fake.emit('onResponseStarted', { url: 'https://public.example/', ip: '93.184.215.14', tabId: 9, type: 'main_frame', initiator: undefined });
    expect(() => checkAgentTabResponses(9, [])).not.toThrow();
    fake.emit('onResponseStarted', { url: 'https://rebind.example/next', ip: '192.168.1.1', tabId: 9, type: 'main_frame', initiator: undefined });
    expect(() => checkAgentTabResponses(9, [])).toThrow(/Refused: .*rebind\.example/);
    // Another tab's answers are not this tab's.
    log.watchTab(10);
    fake.emit('onResponseStarted', { url: 'http://127.0.0.1:3000/', ip: '127.0.0.1', tabId: 11, type: 'main_frame', initiator: undefined });
    expect(() => checkAgentTabResponses(10, [])).not.toThrow();
    fake.emit('onBeforeRedirect', { url: 'http://127.0.0.1:3000/', ip: '127.0.0.1', tabId: 10, type: 'main_frame', initiator: undefined });
    expect(() => checkAgentTabResponses(10, [])).toThrow(/Refused/);
    expect(() => checkAgentTabResponses(10, ['127.0.0.1:3000'])).not.toThrow();
    // Not only documents: a script's fetch, an image or a socket answered from a private address voids the tab too.
    log.watchTab(12);
    fake.emit('onResponseStarted', { url: 'https://public.example/', ip: '93.184.215.14', tabId: 12, type: 'main_frame', initiator: undefined });
    fake.emit('onResponseStarted', { url: 'https://cdn.example/a.png', ip: '93.184.215.15', tabId: 12, type: 'image', initiator: undefined });
    expect(() => checkAgentTabResponses(12, [])).not.toThrow();
    fake.emit('onResponseStarted', { url: 'http://router.attacker.example/status.json', ip: '192.168.77.1', tabId: 12, type: 'xmlhttprequest', initiator: undefined });
    expect(() => checkAgentTabResponses(12, [])).toThrow(/Refused: .*router\.attacker\.example/);
    log.unwatchTab(12);
    // An answer from Firefox's cache has no address (`ip: null`): nothing to check, and no crash that voids the tab.
    log.watchTab(13);
    fake.emit('onResponseStarted', { url: 'https://public.example/', ip: '93.184.215.14', tabId: 13, type: 'main_frame', initiator: undefined });
    fake.emit('onResponseStarted', { url: 'https://public.example/favicon.ico', ip: null, tabId: 13, type: 'image', initiator: undefined });
    expect(() => checkAgentTabResponses(13, [])).not.toThrow();
    log.unwatchTab(13);
    // Closed tabs stop being listened to.
    const before = fake.listenerCount('onResponseStarted');
    log.unwatchTab(9);
    log.unwatchTab(10);
    expect(fake.listenerCount('onResponseStarted')).toBe(before - 2);
  });
});

describe('hop guard on Firefox (the name resolved before the request)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a name that resolves to a private address before anything is sent', async () => {
    installFakeChrome();
    const resolve = vi.fn(async (host: string) => ({ addresses: host === 'rebind.example' ? ['93.184.215.14', '127.0.0.1'] : ['93.184.215.14'] }));
    vi.stubGlobal('browser', { dns: { resolve } });
    const { guard } = await load();
    const g = guard.createHopGuard({ origin: 'model', allowedLocalHosts: [] });
    await refusal(g.beforeRequest('http://rebind.example/', signal()));
    await g.beforeRequest('https://example.com/', signal());
    expect(resolve).toHaveBeenCalledTimes(2);
    // Firefox checked the name first; it does not wait for an address report.
    await g.afterResponse('https://example.com/', false, signal());
    // The user's own opens are not the model's: no resolution.
    await guard.createHopGuard({ origin: 'user', allowedLocalHosts: [] }).beforeRequest('http://rebind.example/', signal());
    expect(resolve).toHaveBeenCalledTimes(2);
  });
});
