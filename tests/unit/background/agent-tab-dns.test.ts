import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentTabRequestAllowed, guardAgentContainerByDns, guardAgentTabByDns } from '../../../src/background/net-guard/agent-tab-dns';

/** browser.dns.resolve as Firefox answers it: { addresses }, or a rejection for a name that does not resolve. */
function fakeDns(table: Record<string, string[]>) {
  const asked: string[] = [];
  return {
    asked,
    async resolve(host: string) {
      asked.push(host);
      const addresses = table[host];
      if (!addresses) throw new Error('NS_ERROR_UNKNOWN_HOST');
      return { addresses };
    },
  };
}

describe('agent tab requests checked by name resolution (Firefox)', () => {
  const dns = fakeDns({
    'rebind.example': ['93.184.215.14', '127.0.0.1'],
    'router.example': ['192.168.1.1'],
    'v6.example': ['::1'],
    'example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    'proxy.example': ['10.0.0.5'],
  });

  it('stops a public-looking name that resolves to this computer or the local network, even for one of its addresses', async () => {
    expect(await agentTabRequestAllowed('http://rebind.example:8080/reboot', [], dns)).toBe(false);
    expect(await agentTabRequestAllowed('https://router.example/', [], dns)).toBe(false);
    expect(await agentTabRequestAllowed('http://v6.example/', [], dns)).toBe(false);
    expect(await agentTabRequestAllowed('wss://rebind.example/socket', [], dns)).toBe(false);
  });

  it('lets public names through', async () => {
    expect(await agentTabRequestAllowed('https://example.com/news', [], dns)).toBe(true);
  });

  it('stops local hosts as written without asking DNS, and names that do not resolve', async () => {
    const before = dns.asked.length;
    expect(await agentTabRequestAllowed('http://127.0.0.1:9000/', [], dns)).toBe(false);
    expect(await agentTabRequestAllowed('http://[::ffff:7f00:1]/', [], dns)).toBe(false);
    expect(await agentTabRequestAllowed('http://app.localhost/', [], dns)).toBe(false);
    expect(dns.asked.length).toBe(before);
    expect(await agentTabRequestAllowed('http://no-such-name.example/', [], dns)).toBe(false);
    expect(await agentTabRequestAllowed('not a url', [], dns)).toBe(false);
  });

  it('lets Allowed local hosts through: by host and port, or by the address a name resolves to', async () => {
    expect(await agentTabRequestAllowed('http://127.0.0.1:9000/page', ['127.0.0.1:9000'], dns)).toBe(true);
    expect(await agentTabRequestAllowed('http://127.0.0.1:9001/page', ['127.0.0.1:9000'], dns)).toBe(false);
    expect(await agentTabRequestAllowed('https://router.example/', ['router.example'], dns)).toBe(true);
    expect(await agentTabRequestAllowed('https://proxy.example/', ['10.0.0.5'], dns)).toBe(true);
  });
});

describe('guardAgentTabByDns', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('registers a blocking listener for that tab only, cancels its local requests, and removes it on release', async () => {
    const listeners: { fn: (d: { url: string; tabId: number }) => Promise<{ cancel?: boolean }>; filter: { tabId: number; urls: string[] }; extra: string[] }[] = [];
    vi.stubGlobal('browser', {
      dns: fakeDns({ 'rebind.example': ['127.0.0.1'], 'example.com': ['93.184.215.14'] }),
      webRequest: {
        onBeforeRequest: {
          addListener: (fn: never, filter: never, extra: never) => listeners.push({ fn, filter, extra }),
          removeListener: (fn: unknown) => listeners.splice(listeners.findIndex((l) => l.fn === fn), 1),
        },
      },
    });
    const release = guardAgentTabByDns(7, ['localhost:8080']);
    expect(listeners).toHaveLength(1);
    const [l] = listeners;
    expect(l!.filter.tabId).toBe(7);
    expect(l!.filter.urls).toContain('http://*/*');
    expect(l!.extra).toEqual(['blocking']);
    expect(await l!.fn({ url: 'http://rebind.example:9/reboot', tabId: 7 })).toEqual({ cancel: true });
    expect(await l!.fn({ url: 'https://example.com/', tabId: 7 })).toEqual({});
    expect(await l!.fn({ url: 'http://localhost:8080/page', tabId: 7 })).toEqual({});
    // Another tab (the user's own) is none of its business.
    expect(await l!.fn({ url: 'http://rebind.example:9/', tabId: 8 })).toEqual({});
    release();
    expect(listeners).toHaveLength(0);
  });

  it('is a no-op where the browser has no DNS API (Chromium)', () => {
    vi.stubGlobal('browser', undefined);
    const release = guardAgentTabByDns(7, []);
    expect(() => release()).not.toThrow();
  });
});

describe('guardAgentContainerByDns (Firefox: what a closed agent tab left behind)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('holds requests without a tab from a Sidelight container to the agent tab’s rule, with one listener for all', async () => {
    type Listener = (d: { url: string; tabId: number; cookieStoreId?: string }) => Promise<{ cancel?: boolean }>;
    const listeners: { fn: Listener; filter: { tabId: number; urls: string[] }; extra: string[] }[] = [];
    vi.stubGlobal('browser', {
      dns: fakeDns({ 'router.attacker.example': ['192.168.77.1'], 'attacker.example': ['93.184.216.34'] }),
      webRequest: { onBeforeRequest: { addListener: (fn: never, filter: never, extra: never) => listeners.push({ fn, filter, extra }), removeListener: () => {} } },
    });
    guardAgentContainerByDns('firefox-container-4', []);
    guardAgentContainerByDns('firefox-container-5', ['192.168.77.1']);
    expect(listeners).toHaveLength(1);
    const [l] = listeners;
    // Requests without a tab only: the user's browsing never waits for it.
    expect(l!.filter.tabId).toBe(-1);
    expect(l!.extra).toEqual(['blocking']);
    // The keepalive's slow redirect to the router, 3 s after its tab closed: by address or by name.
    expect(await l!.fn({ url: 'http://192.168.77.1/keepalive', tabId: -1, cookieStoreId: 'firefox-container-4' })).toEqual({ cancel: true });
    expect(await l!.fn({ url: 'http://router.attacker.example/keepalive-name', tabId: -1, cookieStoreId: 'firefox-container-4' })).toEqual({ cancel: true });
    expect(await l!.fn({ url: 'http://attacker.example/slow', tabId: -1, cookieStoreId: 'firefox-container-4' })).toEqual({});
    // Each container keeps the Allowed local hosts of its own open.
    expect(await l!.fn({ url: 'http://192.168.77.1/keepalive', tabId: -1, cookieStoreId: 'firefox-container-5' })).toEqual({});
    // The extension's own requests and the user's containers are not agent tabs'.
    expect(await l!.fn({ url: 'http://192.168.77.1/', tabId: -1, cookieStoreId: 'firefox-default' })).toEqual({});
    expect(await l!.fn({ url: 'http://192.168.77.1/', tabId: -1 })).toEqual({});
  });
});
