/**
 * IP addresses that are not the public internet. Used for literal hosts in URLs, for addresses a
 * name resolved to (Firefox's dns API) and for the address a response came from (Chromium's
 * webRequest `ip`).
 *
 * Rule of thumb: an IPv4 address is public unless it is in one of IANA's special-purpose blocks;
 * an IPv6 address is public only inside 2000::/3 (global unicast), minus the blocks there that
 * carry or tunnel IPv4 or are reserved. Everything else (loopback, private, link-local, CGNAT,
 * multicast, IPv4-mapped, NAT64, 6to4, Teredo…) is refused: there is no page the model needs there.
 */

/** IANA's IPv4 special-purpose registry (RFC 6890 and updates) plus multicast and reserved space; takes the four octets. */
export function isPrivateIPv4([a, b, c]: readonly number[]): boolean {
  if (a === undefined || b === undefined || c === undefined) return true;
  return (
    a === 0 || // "this network"; 0.0.0.0 reaches localhost on most systems
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) || // IETF protocol assignments, TEST-NET-1
    (a === 192 && b === 88 && c === 99) || // 6to4 relay anycast
    (a === 198 && (b === 18 || b === 19)) || // benchmarking; also "fake-IP" proxies
    (a === 198 && b === 51 && c === 100) || // TEST-NET-2
    (a === 203 && b === 0 && c === 113) || // TEST-NET-3
    a >= 224 // multicast, reserved, broadcast
  );
}

/** Dotted-decimal IPv4 only (what URL parsing and DNS answers produce); null for anything else. */
export function parseIPv4(text: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

/** Eight 16-bit groups, or null when `addr` (without brackets) is not an IPv6 address. */
export function parseIPv6(addr: string): number[] | null {
  let a = addr.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (v4) {
    const p = parseIPv4(v4[1]!);
    if (!p) return null;
    a = a.slice(0, -v4[1]!.length) + `${((p[0]! << 8) | p[1]!).toString(16)}:${((p[2]! << 8) | p[3]!).toString(16)}`;
  }
  const halves = a.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? head.length !== 8 : missing < 1) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN));
  return groups.some(Number.isNaN) ? null : groups;
}

export function isPrivateIPv6(groups: readonly number[]): boolean {
  if (groups.length !== 8) return true;
  const [g0, g1] = groups as [number, number];
  // Outside global unicast: ::, ::1, IPv4-mapped/-compatible/-translated, NAT64 (64:ff9b::/96 and
  // 64:ff9b:1::/48), discard-only, unique local fc00::/7, link-local, site-local, multicast.
  if (g0 < 0x2000 || g0 > 0x3fff) return true;
  if (g0 === 0x2002) return true; // 6to4 carries an IPv4 address (and the relays are gone)
  if (g0 === 0x2001 && g1 === 0) return true; // Teredo tunnels to an IPv4 address
  if (g0 === 0x2001 && g1 === 0x0db8) return true; // documentation
  if (g0 === 0x2001 && g1 < 0x0200) return true; // IETF protocol assignments (ORCHID, AMT, …)
  if (g0 === 0x3fff && g1 < 0x1000) return true; // documentation (RFC 9637)
  return false;
}

/**
 * True for an address (IPv4 dotted, or IPv6 with or without brackets) that is not on the public
 * internet. Anything unparseable counts as private: refuse rather than guess.
 */
export function isPrivateAddress(address: string): boolean {
  const a = address.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const v4 = parseIPv4(a);
  if (v4) return isPrivateIPv4(v4);
  const v6 = parseIPv6(a);
  return v6 ? isPrivateIPv6(v6) : true;
}

