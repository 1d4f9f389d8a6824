import { ADDRESS_ECHO_DOMAINS, LOCAL_NAME_SUFFIXES } from './local-names';

/**
 * The URL policy's host rules (url-policy.ts) as declarativeNetRequest conditions, so the browser
 * applies them to every request the extension sends and every request of a tab the agent opened —
 * redirect hops and script navigations included — before it goes out.
 *
 * DNR matches the canonical URL: Chromium has already turned `127.1`, `2130706433`, `0x7f.0.0.1`
 * into `127.0.0.1` and `[::ffff:127.0.0.1]` into `[::ffff:7f00:1]`, so the patterns only need the
 * canonical spellings. Each regex is small: Chromium compiles DNR regexes with a 2 KB memory cap.
 */
export interface BlockCondition {
  regexFilter?: string;
  requestDomains?: string[];
}

const SCHEME = '^(?:https?|wss?)://(?:[^/?#@]*@)?';
const HOST_END = '(?::\\d+)?(?:[/?#]|$)';
const LABEL = '[^/?#@:]';

/** Private IPv4 blocks (ip-address.ts isPrivateIPv4) with `S` standing for the separator. */
const PRIVATE_V4 = [
  '(?:0|10|127)S\\d{1,3}S\\d{1,3}S\\d{1,3}',
  '(?:169S254|192S168|198S1[89])S\\d{1,3}S\\d{1,3}',
  '100S(?:6[4-9]|[7-9]\\d|1[01]\\d|12[0-7])S\\d{1,3}S\\d{1,3}',
  '172S(?:1[6-9]|2\\d|3[01])S\\d{1,3}S\\d{1,3}',
  '(?:192S0S[02]|192S88S99|198S51S100|203S0S113)S\\d{1,3}',
  '(?:22[4-9]|2[3-5]\\d)S\\d{1,3}S\\d{1,3}S\\d{1,3}',
];

const dotted = (p: string) => p.replaceAll('S', '\\.');
const dashed = (p: string) => p.replaceAll('S', '-');

export function localBlockConditions(): BlockCondition[] {
  return [
    // Local-only names and address-echo DNS services, with every subdomain.
    { requestDomains: [...LOCAL_NAME_SUFFIXES, ...ADDRESS_ECHO_DOMAINS] },
    // A single label (http://router/) goes to the local network's DNS.
    { regexFilter: `${SCHEME}[^/?#@:.\\[]+${HOST_END}` },
    // A trailing dot (localhost.) escapes the name list above; public hosts are opened without it.
    { regexFilter: `${SCHEME}${LABEL}*\\.${HOST_END}` },
    // IPv6 outside global unicast (2000::/3), and the tunnelling and documentation blocks inside it.
    { regexFilter: `${SCHEME}\\[(?:[^23]|[23][0-9a-f]{0,2}[:\\]])` },
    { regexFilter: `${SCHEME}\\[(?:2002:|2001:(?::|[0-9a-f]{1,2}:|1[0-9a-f]{2}:|db8:)|3fff:(?::|[0-9a-f]{1,3}:))` },
    // Private IPv4 literals…
    ...PRIVATE_V4.map((p) => ({ regexFilter: `${SCHEME}${dotted(p)}${HOST_END}` })),
    // …and names that spell one in their labels (127.0.0.1.echo.example, app-10-0-0-1.echo.example).
    ...PRIVATE_V4.map((p) => ({ regexFilter: `${SCHEME}(?:${LABEL}*\\.)?${dotted(p)}\\.${LABEL}+${HOST_END}` })),
    ...PRIVATE_V4.map((p) => ({ regexFilter: `${SCHEME}(?:${LABEL}*[^0-9/?#@:])?${dashed(p)}(?:[^0-9/?#@:]${LABEL}*)?${HOST_END}` })),
  ];
}

/**
 * Conditions that let one `host` or `host:port` through (Allowed local hosts, the model server, the
 * SearXNG instance). Without a port every port of the host matches; the default port of a scheme is
 * absent from canonical URLs, so it is matched as absent.
 */
export function hostAllowCondition(entry: string): BlockCondition | null {
  const m = /^(\[[^\]]+\]|[^:/]+)(?::(\d+))?$/.exec(entry.trim().toLowerCase());
  if (!m) return null;
  let host: string;
  try {
    host = new URL(`http://${m[1]!}/`).hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
  const h = escapeRegex(host);
  const port = m[2];
  if (port === undefined) return { regexFilter: `${SCHEME}${h}\\.?${HOST_END}` };
  const alternatives = [`(?:https?|wss?)://(?:[^/?#@]*@)?${h}\\.?:${port}`];
  if (port === '80') alternatives.push(`(?:http|ws)://(?:[^/?#@]*@)?${h}\\.?`);
  if (port === '443') alternatives.push(`(?:https|wss)://(?:[^/?#@]*@)?${h}\\.?`);
  return { regexFilter: `^(?:${alternatives.join('|')})(?:[/?#]|$)` };
}

/** `host:port` of an http(s) URL for `hostAllowCondition`, with the scheme's default port spelled out. */
export function hostEntryOf(url: string): string | null {
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return `${u.hostname}:${u.port || (u.protocol === 'https:' ? '443' : '80')}`;
  } catch {
    return null;
  }
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
