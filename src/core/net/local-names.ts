import { isPrivateIPv4 } from './ip-address';

/**
 * Names that only ever mean this machine or a local network: special-use names (RFC 6761, RFC 8375,
 * ICANN's .internal), suffixes home routers and companies use for their own DNS, and Kubernetes'
 * service names. Matched as the last labels of a name.
 */
export const LOCAL_NAME_SUFFIXES = [
  'localhost',
  'local',
  'localdomain',
  'home',
  'lan',
  'corp',
  'internal',
  'intranet',
  'private',
  'home.arpa',
  'svc',
  'test',
  'invalid',
];

/**
 * Public DNS services that answer with whatever address the name spells, or always with 127.0.0.1:
 * `127.0.0.1.nip.io`, `10-0-0-1.sslip.io`, `anything.localtest.me`. Every name under them is refused,
 * whatever it embeds (hex and IPv6 spellings included). Names elsewhere that spell a private IPv4
 * address in their labels are caught by `embedsPrivateIPv4` below.
 */
export const ADDRESS_ECHO_DOMAINS = [
  'nip.io',
  'sslip.io',
  'xip.io',
  'traefik.me',
  'localtest.me',
  'lvh.me',
  'vcap.me',
  'fuf.me',
  'lacolhost.com',
  'localho.st',
  'localhost.direct',
  'local.gd',
  'lcl.host',
  'backname.io',
  'nip.direct',
];

/** True when `name` is `suffix` or ends with `.suffix`. */
function under(name: string, suffix: string): boolean {
  return name === suffix || name.endsWith(`.${suffix}`);
}

/**
 * Four consecutive labels (`127.0.0.1.example.com`) or a dash-separated run (`app-10-0-0-1.example.com`)
 * that spell a private IPv4 address: the shape every address-echo DNS service uses, listed or not.
 */
function embedsPrivateIPv4(name: string): boolean {
  const labels = name.split('.');
  for (let i = 0; i + 4 <= labels.length; i++) {
    const quad = labels.slice(i, i + 4);
    if (quad.every((l) => /^\d{1,3}$/.test(l) && Number(l) <= 255) && isPrivateIPv4(quad.map(Number))) return true;
  }
  for (const m of name.matchAll(/(?:^|[^\d])(\d{1,3})-(\d{1,3})-(\d{1,3})-(\d{1,3})(?=$|[^\d])/g)) {
    const quad = m.slice(1, 5).map(Number);
    if (quad.every((n) => n <= 255) && isPrivateIPv4(quad)) return true;
  }
  return false;
}

/**
 * True for a host name (not an IP literal; lower case, without a trailing dot) that resolves to this
 * machine or a local network by its shape alone. A single label (`http://router/`, `http://nas/`)
 * is resolved through the local network's DNS search domains, so it counts as local too.
 */
export function isLocalName(name: string): boolean {
  if (name === '' || !name.includes('.')) return true;
  if (LOCAL_NAME_SUFFIXES.some((s) => under(name, s))) return true;
  if (ADDRESS_ECHO_DOMAINS.some((d) => under(name, d))) return true;
  return embedsPrivateIPv4(name);
}
