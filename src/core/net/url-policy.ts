import { SidelightError } from '../errors';
import type { OpenOrigin } from '../browser/env';

export interface UrlPolicyOptions {
  origin: OpenOrigin;
  /** `host` or `host:port` entries the model may open despite the local-network rule. */
  allowedLocalHosts: string[];
}

export type UrlCheck = { ok: true } | { ok: false; error: SidelightError };

/** Names that only ever mean this machine or the local network. */
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.home.arpa', '.lan'];

/**
 * What the model may open. Pages open with the user's cookies, so a model steered by a hostile page
 * must not reach the router, a local admin UI or the file system. The user's own requests are not
 * restricted (except `javascript:`, which is never a page).
 *
 * Known limit: a public name that resolves to a private address (DNS rebinding) is not caught here;
 * an extension cannot resolve names before fetching.
 */
export function checkUrl(raw: string, opts: UrlPolicyOptions): UrlCheck {
  let url: URL;
  try {
    // The WHATWG parser also normalises decimal, hex and octal IPv4 forms (http://2130706433/ → 127.0.0.1).
    url = new URL(raw.trim());
  } catch {
    return refuse('invalid-arguments', `“${raw.slice(0, 200)}” is not a web address.`, 'Use a full address such as https://example.com/page.');
  }
  if (url.protocol === 'javascript:') {
    return refuse('refused-url', 'javascript: addresses run code; they are never opened as pages.', 'Open a web page address instead.');
  }
  if (opts.origin === 'user') return { ok: true };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return refuse('refused-url', `The model may only open http:// and https:// pages, not ${url.protocol} addresses.`, 'If you need this page, open it in a tab and use “Ask about this page”.');
  }
  if (!isLocalHost(url.hostname)) return { ok: true };
  if (isAllowedLocal(url, opts.allowedLocalHosts)) return { ok: true };
  const name = url.host;
  return refuse('refused-url', `The model may not open addresses on this computer or your local network (${name}).`, `If you trust it, add “${name}” to Allowed local hosts in Options → Browsing, or open the page yourself.`);
}

function refuse(code: 'refused-url' | 'invalid-arguments', message: string, hint: string): UrlCheck {
  return { ok: false, error: new SidelightError(code, message, { hint }) };
}

function isAllowedLocal(url: URL, allowed: string[]): boolean {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowed.some((entry) => {
    const e = entry.trim().toLowerCase();
    const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(e);
    if (!m) return false;
    let entryHost = m[1]!;
    try {
      // Normalise the entry the same way as the URL (e.g. 0x7f.1 → 127.0.0.1, IPv6 compression).
      entryHost = new URL(`http://${entryHost}/`).hostname;
    } catch {
      return false;
    }
    return entryHost.replace(/\.$/, '') === host && (m[2] === undefined || m[2] === port);
  });
}

/** True for loopback, private, link-local and other non-public addresses and local-only names. */
export function isLocalHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  if (h === '' || h === 'localhost' || LOCAL_SUFFIXES.some((s) => h.endsWith(s))) return true;
  if (h.startsWith('[')) return isLocalIPv6(h.slice(1, -1));
  const v4 = parseIPv4(h);
  if (v4) return isLocalIPv4(v4);
  // A single-label name (http://router/, http://nas/) resolves through the local network's DNS.
  return !h.includes('.');
}

function parseIPv4(h: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

function isLocalIPv4([a, b]: number[]): boolean {
  return (
    a === 0 || // "this network"; 0.0.0.0 reaches localhost on most systems
    a === 10 ||
    a === 127 ||
    (a === 100 && b! >= 64 && b! <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    a! >= 224 // multicast and reserved
  );
}

function isLocalIPv6(addr: string): boolean {
  const groups = expandIPv6(addr);
  if (!groups) return true; // unparseable: refuse rather than guess
  if (groups.every((g) => g === 0)) return true; // ::
  if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1) return true; // ::1
  const first = groups[0]!;
  if ((first & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((first & 0xff00) === 0xff00) return true; // multicast
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d) addresses carry an IPv4 address.
  if (groups.slice(0, 5).every((g) => g === 0) && (groups[5] === 0xffff || groups[5] === 0)) {
    const v4 = [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff];
    return isLocalIPv4(v4);
  }
  return false;
}

function expandIPv6(addr: string): number[] | null {
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
  if (halves.length === 1 ? head.length !== 8 : missing < 0) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN));
  return groups.some(Number.isNaN) ? null : groups;
}
