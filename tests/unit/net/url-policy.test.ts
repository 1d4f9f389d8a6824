import { describe, expect, it } from 'vitest';
import { checkUrl, isLocalHost } from '../../../src/core/net/url-policy';

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
  ])('refuses %s (naming %s)', (url, name) => {
    const res = model(url);
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.code).toBe('refused-url');
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
    expect(isLocalHost('[2001:db8::1]')).toBe(false);
    expect(isLocalHost('[ff02::1]')).toBe(true);
    expect(isLocalHost('224.0.0.1')).toBe(true);
  });
});
