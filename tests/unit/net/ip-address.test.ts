import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../../src/core/net/ip-address';

/** The addresses a DNS answer (Firefox) or a response (Chromium's webRequest `ip`) may carry. */
describe('private addresses', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '198.18.0.1',
    '224.0.0.251',
    '255.255.255.255',
    '::1',
    '[::1]',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::c0a8:101',
    'fd00::1',
    'fe80::1%eth0',
    'ff02::fb',
    '2002:c0a8:101::1',
    '2001:db8::1',
    'not an address',
    '',
  ])('%s is private', (a) => {
    expect(isPrivateAddress(a)).toBe(true);
  });

  it.each(['8.8.8.8', '93.184.215.14', '172.32.0.1', '100.128.0.1', '192.169.0.1', '2606:4700::1111', '[2a00:1450:4001:82b::200e]', '2001:4860:4860::8888'])('%s is public', (a) => {
    expect(isPrivateAddress(a)).toBe(false);
  });
});
