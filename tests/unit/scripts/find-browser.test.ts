import { describe, expect, it } from 'vitest';
import { findBrowser, INSTALL_ADVICE } from '../../../scripts/find-browser';

describe('findBrowser', () => {
  it('prefers CHROME_PATH when it exists', () => {
    expect(findBrowser({ CHROME_PATH: process.execPath }, 'linux')).toBe(process.execPath);
  });
  it('names the problem when CHROME_PATH points nowhere', () => {
    expect(() => findBrowser({ CHROME_PATH: '/nowhere/chrome' }, 'linux')).toThrow(/CHROME_PATH is set to \/nowhere\/chrome/);
  });
  it('says what to install when no browser is found', () => {
    expect(() => findBrowser({}, 'plan9')).toThrow(INSTALL_ADVICE);
  });
});
