import type { HopRequestOptions } from '../../core/net/hop-guard';

/**
 * Chromium's `targetAddressSpace` fetch option (Local Network Access): a request made with
 * `targetAddressSpace: 'public'` is refused by the browser itself when the address it connected to is
 * not public — checked once the connection is made, before the request is sent (for https after the TLS
 * handshake, so the host still gets a ClientHello) (Chromium: services/network/local_network_access_checker.cc, CheckAddressSpace:
 * `kBlockedByRequiredIpAddressSpaceMismatch`, checked before the kAllow policy; the address space of
 * an address in services/network/public/cpp/ip_address_space_util.cc). The hostile world measured it
 * from the extension's worker in Chromium 156: the router got a TCP connection that carried no byte
 * instead of `GET /`. Chromium has no DNS API for extensions; this is the nearest thing to "resolve
 * first".
 *
 * Through a proxy Chromium counts the address space as unknown (TransportInfoToIPAddressSpace), which
 * never matches: every such request is refused, and the caller must decide (hop-guard.ts).
 */
const PUBLIC_ONLY: HopRequestOptions = { targetAddressSpace: 'public' };

/** webRequest's error for a request Chromium's address check stopped (measured in Chromium 156; no `ip` is reported). */
export const ADDRESS_SPACE_REFUSED = 'net::ERR_FAILED';

let supported: boolean | undefined;

/**
 * True where the browser knows the option: Chromium rejects a value outside its enum, a browser
 * without the option ignores the member (Firefox). Where it is unknown, requests go out as before and
 * the answer's address is checked afterwards.
 */
export function publicOnlySupported(): boolean {
  if (supported !== undefined) return supported;
  const probe = (value: string) => new Request('http://example.invalid/', { targetAddressSpace: value } as RequestInit);
  try {
    probe('not-an-address-space');
    supported = false;
  } catch {
    try {
      probe('public');
      supported = true;
    } catch {
      supported = false;
    }
  }
  return supported;
}

/** The options for a request that may reach public addresses only; empty where the browser cannot enforce it. */
export function publicOnlyOptions(): HopRequestOptions {
  return publicOnlySupported() ? PUBLIC_ONLY : {};
}
