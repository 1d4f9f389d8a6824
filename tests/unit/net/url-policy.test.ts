import { describe, expect, it } from 'vitest';
import { addressSpaceRefusal, allowsAnAddress, checkUrl, isAllowedAddress, isLocalHost } from '../../../src/core/net/url-policy';

const model = (url: string, allowedLocalHosts: string[] = []) => checkUrl(url, { origin: 'model', allowedLocalHosts });
const user = (url: string) => checkUrl(url, { origin: 'user', allowedLocalHosts: [] });

describe('URL policy for pages the model opens', () => {
  it.each([
    'https://example.com/',
    'http://example.com:8080/path?q=1#x',
    'https://8.8.8.8/',
    'https://[2606:4700::1111]/',
    'https://172.32.0.1/', // just outside 172.16/12
    'https://192.169.1.1/',
    'https://100.128.0.1/',
    'https://localhost.example.com/', // a public name that merely starts with localhost
    'https://internal.example.com/',
    'https://corp.example.com/', // local suffixes only count as the last labels
    'https://example.local.com/',
    'https://nip.io.example.com/',
    'https://notnip.io/',
    'https://8.8.8.8.echo-dns.example/', // embeds a public address
    'https://release-1-2-3.example.com/', // three numbers are not an address
    'https://v1-2-3-4000.example.com/',
    'https://[2a00:1450:4001:82b::200e]/',
    'https://1.1.1.1./', // trailing dot on a public address
  ])('allows %s', (url) => {
    expect(model(url)).toEqual({ ok: true });
  });

  it.each([
    ['http://localhost/', 'localhost'],
    ['http://localhost:3000/', 'localhost:3000'],
    ['http://LOCALHOST./x', 'localhost.'],
    ['http://app.localhost/', 'app.localhost'],
    ['http://printer.local/', 'printer.local'],
    ['http://db.corp.internal/', 'db.corp.internal'],
    ['http://router/', 'router'],
    ['http://127.0.0.1/', '127.0.0.1'],
    ['http://127.1.2.3:8080/', '127.1.2.3:8080'],
    ['http://0.0.0.0/', '0.0.0.0'],
    ['http://10.0.0.1/', '10.0.0.1'],
    ['http://172.16.0.1/', '172.16.0.1'],
    ['http://172.31.255.255/', '172.31.255.255'],
    ['http://192.168.1.1/', '192.168.1.1'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://100.64.0.1/', '100.64.0.1'],
    ['http://2130706433/', '127.0.0.1'], // decimal
    ['http://0x7f000001/', '127.0.0.1'], // hex
    ['http://0x7f.0.0.1/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'], // octal
    ['http://127.1/', '127.0.0.1'], // short form
    ['http://3232235777/', '192.168.1.1'],
    ['http://[::1]/', '[::1]'],
    ['http://[::]/', '[::]'],
    ['http://[0:0:0:0:0:0:0:1]:8080/', '[::1]:8080'],
    ['http://[fd12:3456::1]/', '[fd12:3456::1]'],
    ['http://[fc00::1]/', '[fc00::1]'],
    ['http://[fe80::1]/', '[fe80::1]'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['http://[::ffff:192.168.0.1]/', '[::ffff:c0a8:1]'],
    ['http://[::ffff:0:7f00:1]/', '[::ffff:0:7f00:1]'], // IPv4-translated
    ['http://[::127.0.0.1]/', '[::7f00:1]'], // IPv4-compatible
    ['http://[64:ff9b::c0a8:101]/', '[64:ff9b::c0a8:101]'], // NAT64 to 192.168.1.1
    ['http://[64:ff9b::7f00:1]/', '[64:ff9b::7f00:1]'],
    ['http://[64:ff9b:1::a00:1]/', '[64:ff9b:1::a00:1]'], // local-use NAT64
    ['http://[2002:7f00:1::]/', '[2002:7f00:1::]'], // 6to4 embedding 127.0.0.1
    ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', '[2001:0:4136:e378:8000:63bf:3fff:fdd2]'], // Teredo
    ['http://[fec0::1]/', '[fec0::1]'], // site-local
    ['http://[ff02::1]/', '[ff02::1]'],
    ['http://[100::1]/', '[100::1]'], // discard-only
    ['http://127.0.0.1./', '127.0.0.1'],
    ['http://198.18.0.1/', '198.18.0.1'], // benchmarking / fake-IP proxies
    ['http://192.0.0.170/', '192.0.0.170'],
    ['http://255.255.255.255/', '255.255.255.255'],
    ['http://foo.localdomain/', 'foo.localdomain'],
    ['http://router.home/', 'router.home'],
    ['http://nas.lan/', 'nas.lan'],
    ['http://wiki.corp/', 'wiki.corp'],
    ['http://metadata.google.internal/', 'metadata.google.internal'],
    ['http://printer.home.arpa/', 'printer.home.arpa'],
    ['http://api.default.svc/', 'api.default.svc'],
    ['http://api.default.svc.cluster.local/', 'api.default.svc.cluster.local'],
    ['http://intranet.private/', 'intranet.private'],
    ['http://app.test/', 'app.test'],
    ['http://127.0.0.1.nip.io:8080/secret', '127.0.0.1.nip.io:8080'],
    ['http://192.168.1.1.nip.io/', '192.168.1.1.nip.io'],
    ['http://app-7f000001.nip.io/', 'app-7f000001.nip.io'], // hex form: refused for the whole service
    ['http://8.8.8.8.nip.io/', '8.8.8.8.nip.io'],
    ['http://10-0-0-1.sslip.io/', '10-0-0-1.sslip.io'],
    ['http://--1.sslip.io/', '--1.sslip.io'], // ::1
    ['http://localtest.me/', 'localtest.me'],
    ['http://readme.localtest.me/', 'readme.localtest.me'],
    ['http://lvh.me:3000/', 'lvh.me:3000'],
    ['http://sub.traefik.me/', 'sub.traefik.me'],
    ['http://LOCALHOST.DIRECT/', 'localhost.direct'],
    // Unlisted echo services are caught by the address their name spells.
    ['http://169.254.169.254.echo-dns.example/', '169.254.169.254.echo-dns.example'],
    ['http://app.10.1.2.3.rebind.example/', 'app.10.1.2.3.rebind.example'],
    ['http://router-192-168-0-1.echo.example/', 'router-192-168-0-1.echo.example'],
  ])('refuses %s (naming %s)', (url, name) => {
    const res = model(url);
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.code).toBe('refused-url');
    expect(res.error.message).toMatch(/^Refused: /);
    expect(res.error.message).toContain(`(${name})`);
    expect(res.error.hint).toContain('Allowed local hosts');
  });

  it.each(['file:///etc/passwd', 'chrome://settings/', 'chrome-extension://abcdef/src/options/index.html', 'data:text/html,<h1>x</h1>', 'about:blank', 'ftp://example.com/x', 'view-source:https://example.com/'])(
    'refuses the scheme of %s',
    (url) => {
      const res = model(url);
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.error.message).toMatch(/only open http:\/\/ and https:\/\/ pages/);
    },
  );

  it('refuses javascript: for everyone', () => {
    for (const res of [model('javascript:alert(1)'), user('javascript:alert(1)'), user('JavaScript:alert(1)')]) {
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.error.code).toBe('refused-url');
    }
  });

  it('says when something is not an address at all', () => {
    const res = model('not a url');
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.code).toBe('invalid-arguments');
  });

  it('lets named local hosts through, matching the port when one is given', () => {
    expect(model('http://localhost:3000/x', ['localhost:3000']).ok).toBe(true);
    expect(model('http://localhost:3001/x', ['localhost:3000']).ok).toBe(false);
    expect(model('http://localhost:3001/x', ['localhost']).ok).toBe(true);
    expect(model('http://127.0.0.1:41234/', ['127.0.0.1:41234']).ok).toBe(true);
    expect(model('http://2130706433:41234/', ['127.0.0.1:41234']).ok).toBe(true);
    expect(model('http://[::1]:8080/', ['[::1]:8080']).ok).toBe(true);
    expect(model('http://nas.local/', ['NAS.local']).ok).toBe(true);
    expect(model('http://nas.local/', ['nas.local:80']).ok).toBe(true);
    expect(model('https://nas.local/', ['nas.local:80']).ok).toBe(false);
    expect(model('http://10.0.0.2/', ['10.0.0.1']).ok).toBe(false);
    expect(model('file:///etc/passwd', ['localhost']).ok).toBe(false);
  });

  it('does not restrict what the user opens', () => {
    for (const url of ['http://localhost:3000/', 'file:///home/me/notes.txt', 'http://192.168.1.1/', 'chrome://settings/']) expect(user(url)).toEqual({ ok: true });
  });

  it('classifies host names', () => {
    expect(isLocalHost('example.com')).toBe(false);
    expect(isLocalHost('[2606:4700::1111]')).toBe(false);
    expect(isLocalHost('[2001:db8::1]')).toBe(true); // documentation, never routed
    expect(isLocalHost('[zz::1]')).toBe(true); // unparseable: refused
    expect(isLocalHost('example.com.')).toBe(false);
    expect(isLocalHost('localhost.')).toBe(true);
    expect(isLocalHost('[ff02::1]')).toBe(true);
    expect(isLocalHost('224.0.0.1')).toBe(true);
  });

  it('allows an answering address only when it is listed by itself, without a port', () => {
    expect(isAllowedAddress('10.0.0.5', ['10.0.0.5'])).toBe(true);
    expect(isAllowedAddress('::1', ['[::1]'])).toBe(true);
    expect(isAllowedAddress('127.0.0.1', ['127.0.0.1:41234'])).toBe(false); // a host:port entry allows that port's pages, not every answer from 127.0.0.1
    expect(isAllowedAddress('10.0.0.5', ['10.0.0.50'])).toBe(false);
  });

  it('knows when Allowed local hosts lists an address by itself (an answer from it is taken whatever name led there)', () => {
    expect(allowsAnAddress(['192.168.1.10'])).toBe(true);
    expect(allowsAnAddress(['nas.lan', ' [fd00::5] '])).toBe(true);
    expect(allowsAnAddress(['fd00::5'])).toBe(true);
    // Names and host:port entries allow those pages only, not every answer from an address.
    expect(allowsAnAddress(['nas.lan', '127.0.0.1:11434', 'router.home'])).toBe(false);
    expect(allowsAnAddress([])).toBe(false);
  });

  it('says what the browser refused, nothing of what the host answered, and how to allow it or a proxy', () => {
    const e = addressSpaceRefusal('router.example');
    expect(e.code).toBe('refused-url');
    expect(e.message).toBe('Refused: router.example is on this computer or your local network, or reached through a proxy; nothing was sent to it.');
    expect(e.hint).toContain('Allowed local hosts');
    expect(e.hint).toContain('proxy');
  });
});
