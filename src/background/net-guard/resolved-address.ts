import { isPrivateAddress } from '../../core/net/ip-address';

type DnsApi = { resolve(host: string, flags?: string[]): Promise<{ addresses: string[] }> };

/** Firefox's `browser.dns` (with the "dns" permission); Chromium has no DNS API for extensions. */
export function dnsApi(): DnsApi | null {
  const b = (globalThis as { browser?: { dns?: DnsApi } }).browser;
  return typeof b?.dns?.resolve === 'function' ? b.dns : null;
}

/**
 * The private addresses `host` resolves to (empty when all are public). The browser resolves the
 * name again when it connects, usually from its cache; a rebinding DNS server with a zero TTL can
 * still answer differently then — the block rules and Allowed local hosts do not depend on this.
 */
export async function privateAddressesOf(dns: DnsApi, host: string): Promise<string[]> {
  const name = host.replace(/^\[|\]$/g, '');
  const { addresses } = await dns.resolve(name);
  return addresses.filter(isPrivateAddress);
}
