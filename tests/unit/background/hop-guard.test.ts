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
    fake.emit('onResponseStarted', { url: 'http://rebind.example/x', ip: '127.0.0.1' });
    const e = await refusal(g.afterResponse('http://rebind.example/x', false, signal()));
    expect(e.message).toMatch(/^Refused: .*\(rebind\.example\)/);
    await g.beforeRequest('https://example.com/', signal());
    fake.emit('onResponseStarted', { url: 'https://example.com/', ip: '93.184.215.14' });
    await g.afterResponse('https://example.com/', false, signal());
  });

  it('waits for the browser to report the address, and refuses when it never does', async () => {
    vi.useFakeTimers();
    try {
      const { guard } = await load();
      const g = guard.createHopGuard({ origin: 'model', allowedLocalHosts: [] });
      await g.beforeRequest('https://late.example/', signal());
      const late = g.afterResponse('https://late.example/', false, signal());
      fake.emit('onResponseStarted', { url: 'https://late.example/', ip: '10.0.0.7' });
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
    fake.emit('onResponseStarted', { url: 'https://a.example/', ip: '8.8.8.8' });
    await g.beforeRequest('https://a.example/', signal()); // forgets the earlier answer
    fake.emit('onResponseStarted', { url: 'https://a.example/', ip: '8.8.8.8', tabId: 3 });
    fake.emit('onResponseStarted', { url: 'https://a.example/', ip: '8.8.8.8', initiator: 'chrome-extension://someone-else' });
    fake.emit('onResponseStarted', { url: 'https://a.example/', ip: '192.168.0.1' });
    await refusal(g.afterResponse('https://a.example/', false, signal()));
  });

  it('lets Allowed local hosts through and tells where an opaque redirect points', async () => {
    const { guard } = await load();
    const g = guard.createHopGuard({ origin: 'model', allowedLocalHosts: ['nas.example:5000'] });
    await g.beforeRequest('http://nas.example:5000/', signal());
    fake.emit('onBeforeRedirect', { url: 'http://nas.example:5000/', ip: '192.168.1.20', redirectUrl: 'http://nas.example:5000/login#top' });
    await g.afterResponse('http://nas.example:5000/', true, signal());
    expect(await g.redirectTarget('http://nas.example:5000/', signal())).toBe('http://nas.example:5000/login#top');
    await refusal(g.beforeRequest('http://127.0.0.1:5000/', signal()));
  });

  it('reads a redirect from its headers (how Firefox reports a manual redirect), and waits for the address after them', async () => {
    const { guard } = await load();
    const g = guard.createHopGuard({ origin: 'model', allowedLocalHosts: [] });
    await g.beforeRequest('https://short.example/a', signal());
    fake.emit('onHeadersReceived', { url: 'https://short.example/a', statusCode: 302, responseHeaders: [{ name: 'Location', value: '/b?x=1' }] });
    expect(await g.redirectTarget('https://short.example/a', signal())).toBe('https://short.example/b?x=1');
    // The headers came first, without an address: the check waits for the address.
    const check = g.afterResponse('https://short.example/a', true, signal());
    fake.emit('onResponseStarted', { url: 'https://short.example/a', ip: '169.254.169.254' });
    await refusal(check);
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
