import { isAllowedAddress, isAllowedLocal, isLocalHost } from '../../core/net/url-policy';
import { dnsApi, privateAddressesOf } from './resolved-address';

type DnsApi = NonNullable<ReturnType<typeof dnsApi>>;
type BlockingResponse = { cancel?: boolean };
type BeforeRequest = (d: { url: string; tabId: number; cookieStoreId?: string }) => Promise<BlockingResponse>;
type BlockingWebRequest = {
  onBeforeRequest: {
    addListener(listener: BeforeRequest, filter: { urls: string[]; tabId: number }, extra: string[]): void;
    removeListener(listener: BeforeRequest): void;
  };
};

/**
 * Whether a request of an agent tab may be sent: allowed local hosts pass; a local host as written,
 * a name that resolves to any private address, and a name that does not resolve at all are stopped.
 */
export async function agentTabRequestAllowed(raw: string, allowedLocalHosts: string[], dns: DnsApi): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (isAllowedLocal(url, allowedLocalHosts)) return true;
  if (isLocalHost(url.hostname)) return false;
  try {
    return !(await privateAddressesOf(dns, url.hostname)).some((ip) => !isAllowedAddress(ip, allowedLocalHosts));
  } catch {
    // Unresolvable now: the request would fail anyway, and a name that fails here could resolve to
    // this computer a moment later.
    return false;
  }
}

function blockingWebRequest(): BlockingWebRequest | null {
  const b = (globalThis as { browser?: { webRequest?: BlockingWebRequest } }).browser;
  return b?.webRequest?.onBeforeRequest ? b.webRequest : null;
}

/**
 * Firefox (blocking webRequest and browser.dns): every request an agent tab makes — the page, its
 * redirects, and whatever its scripts fetch, load or navigate to — waits until its host is resolved,
 * and is cancelled when that is this computer or the local network. The block rules stop local hosts
 * written as such; a public-looking name for 127.0.0.1 (nip.io-style, DNS rebinding) is only caught
 * here before the request is sent. Chromium offers neither API: there the tab's responses are checked
 * after the load (tab-addresses.ts) and nothing of them reaches the model, but the request was sent.
 * Returns the function that removes the guard; a no-op where the browser lacks the APIs.
 */
export function guardAgentTabByDns(tabId: number, allowedLocalHosts: string[]): () => void {
  const dns = dnsApi();
  const wr = blockingWebRequest();
  if (!dns || !wr) return () => {};
  const listener: BeforeRequest = async (d) => (d.tabId === tabId && !(await agentTabRequestAllowed(d.url, allowedLocalHosts, dns)) ? { cancel: true } : {});
  wr.onBeforeRequest.addListener(listener, { urls: ['http://*/*', 'https://*/*', 'ws://*/*', 'wss://*/*'], tabId }, ['blocking']);
  return () => wr.onBeforeRequest.removeListener(listener);
}

/** Agent tabs' containers (Firefox), with the Allowed local hosts of their open; kept for the session. */
const agentContainers = new Map<string, string[]>();
let containerListener: BeforeRequest | undefined;

/**
 * Firefox: the same check for requests of an agent tab's container that no longer belong to its tab.
 * A `pagehide` keepalive fetch or `sendBeacon` of a closed agent tab reports tab id -1, outside the
 * listener above and the tab's block rules: in the hostile world one to a slow redirect reached
 * 192.168.77.1 three seconds after the tab closed (with Firefox's Local Network Access on, a TCP connection;
 * off, the request). Its `cookieStoreId` is still the container's, so requests without a tab from a
 * Sidelight container are held to the agent tab's rule. One listener, for requests without a tab only
 * (the user's tabs never wait for it), kept for the session like the tabs' rules; Firefox does not reuse
 * a removed container's id.
 */
export function guardAgentContainerByDns(cookieStoreId: string, allowedLocalHosts: string[]): void {
  const dns = dnsApi();
  const wr = blockingWebRequest();
  if (!dns || !wr) return;
  agentContainers.set(cookieStoreId, allowedLocalHosts);
  if (containerListener) return;
  containerListener = async (d) => {
    const hosts = d.cookieStoreId === undefined ? undefined : agentContainers.get(d.cookieStoreId);
    return hosts && !(await agentTabRequestAllowed(d.url, hosts, dns)) ? { cancel: true } : {};
  };
  wr.onBeforeRequest.addListener(containerListener, { urls: ['http://*/*', 'https://*/*', 'ws://*/*', 'wss://*/*'], tabId: -1 }, ['blocking']);
}
