import { describe, expect, it } from 'vitest';
import { type BlockCondition, hostAllowCondition, hostEntryOf, localBlockConditions } from '../../../src/core/net/local-block-patterns';
import { checkUrl } from '../../../src/core/net/url-policy';

/** How declarativeNetRequest applies a condition: to the canonical URL (RE2 and JS agree on these patterns). */
function matches(c: BlockCondition, url: string): boolean {
  const u = new URL(url);
  if (c.requestDomains) return c.requestDomains.some((d) => u.hostname === d || u.hostname.endsWith(`.${d}`));
  return new RegExp(c.regexFilter!, 'i').test(u.href);
}
const blocked = (url: string) => localBlockConditions().some((c) => matches(c, url));

/** Spellings a hostile page would try; every one the URL policy refuses must be blocked by the rules too. */
const LOCAL = [
  'http://127.0.0.1:8080/secret',
  'http://localhost/',
  'http://localhost./',
  'http://LOCALHOST:3000/',
  'http://app.localhost/',
  'http://0.0.0.0/',
  'http://127.1/',
  'http://2130706433/',
  'http://0x7f.0.0.1/',
  'http://0177.0.0.1/',
  'http://[::1]/',
  'http://[::]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:0:7f00:1]/',
  'http://[64:ff9b::c0a8:101]/',
  'http://[2002:7f00:1::]/',
  'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
  'http://[2001:db8::1]/',
  'http://[fd00::1]/',
  'http://[fe80::1]/',
  'http://[ff02::1]/',
  'http://[2::1]/',
  'http://10.1.2.3/',
  'http://172.16.0.1/',
  'http://172.31.255.255/',
  'http://192.168.1.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://100.64.0.1/',
  'http://100.127.0.1/',
  'http://198.18.0.1/',
  'http://192.0.0.170/',
  'http://224.0.0.1/',
  'http://255.255.255.255/',
  'ws://127.0.0.1:9222/devtools',
  'http://user:pw@127.0.0.1/',
  'http://router/',
  'http://nas.local/',
  'http://foo.localdomain/',
  'http://router.home/',
  'http://nas.lan/',
  'http://wiki.corp/',
  'http://metadata.google.internal/',
  'http://printer.home.arpa/',
  'http://api.default.svc/',
  'http://app.test/',
  'http://127.0.0.1.nip.io:8080/',
  'http://app-7f000001.nip.io/',
  'http://10-0-0-1.sslip.io/',
  'http://localtest.me/',
  'http://x.lvh.me/',
  'http://sub.traefik.me/',
  'http://169.254.169.254.echo-dns.example/',
  'http://app.10.1.2.3.rebind.example/',
  'http://router-192-168-0-1.echo.example/',
];

const PUBLIC = [
  'https://example.com/',
  'https://example.com:8443/x?y=127.0.0.1',
  'https://8.8.8.8/',
  'https://172.32.0.1/',
  'https://100.128.0.1/',
  'https://192.169.1.1/',
  'https://[2606:4700::1111]/',
  'https://[2a00:1450:4001:82b::200e]/',
  'https://localhost.example.com/',
  'https://example.local.com/',
  'https://8.8.8.8.echo-dns.example/',
  'https://release-1-2-3.example.com/',
  'https://v1-2-3-4000.example.com/',
  'https://sub.127-0-0-1000.example.com/',
];

describe('declarativeNetRequest rules for local hosts', () => {
  it.each(LOCAL)('block %s', (url) => {
    expect(checkUrl(url, { origin: 'model', allowedLocalHosts: [] }).ok).toBe(false);
    expect(blocked(url)).toBe(true);
  });

  it.each(PUBLIC)('leave %s alone', (url) => {
    expect(checkUrl(url, { origin: 'model', allowedLocalHosts: [] }).ok).toBe(true);
    expect(blocked(url)).toBe(false);
  });

  it('let an allowed host through on its port only', () => {
    const allow = hostAllowCondition('127.0.0.1:41234')!;
    expect(matches(allow, 'http://127.0.0.1:41234/page')).toBe(true);
    expect(matches(allow, 'http://127.0.0.1:41235/page')).toBe(false);
    expect(matches(allow, 'http://127.0.0.1/')).toBe(false);
    expect(matches(allow, 'http://127.0.0.10:41234/')).toBe(false);
    expect(matches(allow, 'http://127.0.0.1:4123/')).toBe(false);
    const anyPort = hostAllowCondition('nas.local')!;
    expect(matches(anyPort, 'http://nas.local:5000/')).toBe(true);
    expect(matches(anyPort, 'https://nas.local/')).toBe(true);
    expect(matches(anyPort, 'https://evil-nas.local/')).toBe(false);
    expect(matches(anyPort, 'https://nas.local.evil.example/')).toBe(false);
    const web = hostAllowCondition(hostEntryOf('http://localhost')!)!;
    expect(matches(web, 'http://localhost/api/tags')).toBe(true);
    expect(matches(web, 'https://localhost/')).toBe(false);
    expect(matches(hostAllowCondition('[::1]:8080')!, 'http://[::1]:8080/')).toBe(true);
    expect(hostAllowCondition('not a host/x')).toBeNull();
    expect(hostEntryOf('file:///etc/passwd')).toBeNull();
  });
});
