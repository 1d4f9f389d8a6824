import { describe, expect, it } from 'vitest';
import { completeServerUrl } from '../../../src/core/net/complete-server-url';

describe('completeServerUrl', () => {
  it('adds http:// to a host and port typed without a scheme', () => {
    expect(completeServerUrl('localhost:11434')).toBe('http://localhost:11434');
    expect(completeServerUrl('  127.0.0.1:8080/v1/ ')).toBe('http://127.0.0.1:8080/v1');
    expect(completeServerUrl('gpu-box.lan:1234')).toBe('http://gpu-box.lan:1234');
    expect(completeServerUrl('[::1]:11434')).toBe('http://[::1]:11434');
    expect(completeServerUrl('//localhost:8000')).toBe('http://localhost:8000');
    expect(completeServerUrl('localhost')).toBe('http://localhost');
  });

  it('keeps an address that has a scheme, only without trailing slashes', () => {
    expect(completeServerUrl('https://api.example.com/v1/')).toBe('https://api.example.com/v1');
    expect(completeServerUrl('http://localhost:11434')).toBe('http://localhost:11434');
    expect(completeServerUrl('ftp://files.example')).toBe('ftp://files.example');
  });

  it('leaves what is not a host as typed, for validation to report', () => {
    expect(completeServerUrl('')).toBe('');
    expect(completeServerUrl('not a url')).toBe('not a url');
    expect(completeServerUrl('mailto:me@example.com')).toBe('mailto:me@example.com');
    expect(completeServerUrl('user@localhost:11434')).toBe('user@localhost:11434');
    expect(completeServerUrl('localhost:99999999')).toBe('localhost:99999999');
    expect(completeServerUrl('-bad-.host')).toBe('-bad-.host');
  });
});
