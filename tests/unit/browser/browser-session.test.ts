import { describe, expect, it } from 'vitest';
import { BrowserSession } from '../../../src/core/browser/browser-session';
import { KnownUrls } from '../../../src/core/browser/known-urls';
import { PM_PAGE } from './fixtures';

describe('BrowserSession', () => {
  it('numbers cursors from 0, makes each addition current, and resolves -1 to the current one', () => {
    const s = new BrowserSession();
    expect(s.get()).toBeUndefined();
    expect(s.add({ doc: PM_PAGE, startLine: 1 })).toBe(0);
    expect(s.add({ doc: PM_PAGE, startLine: 5 })).toBe(1);
    expect(s.get(-1)?.startLine).toBe(5);
    expect(s.get(0)?.startLine).toBe(1);
    expect(s.get(2)).toBeUndefined();
    expect(s.describeCursors()).toBe('valid cursors are 0–1');
  });

  it('knows the URLs of pages it holds, their links, and URLs the user wrote', () => {
    const s = new BrowserSession('Compare https://example.org/a, and (https://example.net/b).');
    s.add({ doc: PM_PAGE, startLine: 1 });
    expect(s.known.has('https://example.org/a')).toBe(true);
    expect(s.known.has('https://example.net/b')).toBe(true);
    expect(s.known.has(PM_PAGE.url)).toBe(true);
    expect(s.known.has(PM_PAGE.links[0]!.url)).toBe(true);
    expect(s.known.has('https://made-up.example/')).toBe(false);
  });
});

describe('KnownUrls', () => {
  it('matches the parser’s href exactly: host case and a dropped fragment fold, paths, queries and a trailing slash do not', () => {
    const k = new KnownUrls();
    k.add('https://Example.com/docs/#intro');
    expect(k.has('https://example.com/docs/')).toBe(true);
    expect(k.has('https://example.com/docs/#intro')).toBe(true);
    expect(k.has('https://example.com/docs')).toBe(false);
    expect(k.has('https://example.com/docs/?page=2')).toBe(false);
    expect(k.has('https://example.com/other')).toBe(false);
    expect(k.has('not a url')).toBe(false);
  });
});
