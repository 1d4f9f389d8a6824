import { SidelightError, userText, type UserText } from '../errors';
import type { OpenOrigin } from '../browser/env';
import { isPrivateIPv4, isPrivateIPv6, parseIPv4, parseIPv6 } from './ip-address';
import { isLocalName } from './local-names';

export interface UrlPolicyOptions {
  origin: OpenOrigin;
  /** `host` or `host:port` entries the model may open despite the local-network rule. */
  allowedLocalHosts: string[];
}

export type UrlCheck = { ok: true } | { ok: false; error: SidelightError };

/**
 * What the model may open. A model steered by a hostile page must not reach the router, a local
 * admin UI, a cloud metadata service or the file system. The user's own requests are not restricted
 * (except `javascript:`, which is never a page).
 *
 * This judges the address as written. Names that merely resolve to a private address are caught
 * later: by Firefox's dns API before the request, by the address a response came from on Chromium
 * (src/background/net-guard); declarativeNetRequest rules (src/background/net-rules) apply the same
 * host rules to every redirect hop and to every request of a tab the agent opened.
 */
export function checkUrl(raw: string, opts: UrlPolicyOptions): UrlCheck {
  let url: URL;
  try {
    // The WHATWG parser also normalises decimal, hex and octal IPv4 forms (http://2130706433/ → 127.0.0.1).
    url = new URL(raw.trim());
  } catch {
    const shown = raw.slice(0, 200);
    return refuse('invalid-arguments', `“${shown}” is not a web address.`, 'Use a full address such as https://example.com/page.', userText('errNotWebAddress', shown), userText('hintFullAddress'));
  }
  if (url.protocol === 'javascript:') {
    return refuse('refused-url', 'javascript: addresses run code; they are never opened as pages.', 'Open a web page address instead.', userText('errJavascriptUrl'), userText('hintOpenWebAddress'));
  }
  if (opts.origin === 'user') return { ok: true };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return refuse(
      'refused-url',
      `Refused: the model may only open http:// and https:// pages, not ${url.protocol} addresses.`,
      'If you need this page, open it in a tab and use “Ask about this page”.',
      userText('errRefusedScheme', url.protocol),
      userText('hintOpenInTabAsk'),
    );
  }
  if (!isLocalHost(url.hostname)) return { ok: true };
  if (isAllowedLocal(url, opts.allowedLocalHosts)) return { ok: true };
  return localRefusal(url.host);
}

/** The refusal for a local host; it says what was refused and how to allow it, never what the host answered. */
export function localRefusal(host: string): UrlCheck {
  return refuse(
    'refused-url',
    `Refused: the model may not open addresses on this computer or your local network (${host}).`,
    `If you trust it, add “${host}” to Allowed local hosts in Options → Browsing, or open the page yourself.`,
    userText('errRefusedLocal', host),
    userText('hintAllowLocalHost', host),
  );
}

/**
 * The refusal when the browser itself found `host` on a non-public address before sending anything
 * (Chromium's Local Network Access check of a request made with `targetAddressSpace: 'public'`). Chromium
 * gives the same answer for every request through a proxy, so the hint names that case too.
 */
export function addressSpaceRefusal(host: string): SidelightError {
  return new SidelightError('refused-url', `Refused: ${host} is on this computer or your local network, or reached through a proxy; nothing was sent to it.`, {
    hint: `If you trust it, add “${host}” to Allowed local hosts in Options → Browsing. If you browse through a proxy, add the proxy’s address there.`,
    userMessage: userText('errRefusedAddressSpace', host),
    userHint: userText('hintAllowLocalOrProxy', host),
  });
}

/**
 * True when some Allowed local hosts entry is a bare IP address: an answer from that address is
 * accepted whatever name led there (`isAllowedAddress`), so a request the browser refused as
 * non-public may still be meant to reach it (a proxy listed there, a name for that address).
 */
export function allowsAnAddress(allowed: string[]): boolean {
  return allowed.some((entry) => {
    const e = entry.trim().toLowerCase();
    if (e.startsWith('[')) return e.endsWith(']') && parseIPv6(e.slice(1, -1)) !== null;
    return parseIPv4(e) !== null || (e.includes(':') && parseIPv6(e) !== null);
  });
}

function refuse(code: 'refused-url' | 'invalid-arguments', message: string, hint: string, userMessage: UserText, userHint: UserText): UrlCheck {
  return { ok: false, error: new SidelightError(code, message, { hint, userMessage, userHint }) };
}

/** True when `url`'s host (and port, when the entry names one) is listed under Allowed local hosts. */
export function isAllowedLocal(url: URL, allowed: string[]): boolean {
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

/**
 * True when an address a response came from is listed under Allowed local hosts by itself, without a
 * port (a proxy on the local network: Chromium reports the proxy's address for every response).
 */
export function isAllowedAddress(ip: string, allowed: string[]): boolean {
  const a = ip.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return allowed.some((h) => h.trim().toLowerCase().replace(/^\[|\]$/g, '') === a);
}

/** True for loopback, private, link-local and other non-public addresses, and for local-only names. */
export function isLocalHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  if (h.startsWith('[')) {
    const v6 = parseIPv6(h.slice(1, -1));
    return v6 ? isPrivateIPv6(v6) : true; // unparseable: refuse rather than guess
  }
  const v4 = parseIPv4(h);
  if (v4) return isPrivateIPv4(v4);
  return isLocalName(h);
}
