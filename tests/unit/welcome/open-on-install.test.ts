import { afterEach, describe, expect, it, vi } from 'vitest';
import { openWelcomeOnInstall, WELCOME_PATH } from '../../../src/background/welcome';

/** Just enough of chrome.runtime/tabs for the install handler, recording what it opens. */
function fakeChrome(openTabs: { id: number; url: string }[]) {
  const created: string[] = [];
  const focused: number[] = [];
  const chrome = {
    runtime: { getURL: (path: string) => `chrome-extension://abc/${path}` },
    tabs: {
      query: async ({ url }: { url: string }) => openTabs.filter((t) => t.url === url),
      create: async ({ url }: { url: string }) => void created.push(url),
      update: async (id: number) => void focused.push(id),
    },
  };
  vi.stubGlobal('chrome', chrome);
  return { created, focused };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the welcome page on install', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens once on a fresh install', async () => {
    const { created } = fakeChrome([]);
    openWelcomeOnInstall({ reason: 'install' } as chrome.runtime.InstalledDetails);
    await settle();
    expect(created).toEqual([`chrome-extension://abc/${WELCOME_PATH}`]);
  });

  it('opens nothing on an update or a browser update', async () => {
    const { created } = fakeChrome([]);
    openWelcomeOnInstall({ reason: 'update', previousVersion: '0.1.0' } as chrome.runtime.InstalledDetails);
    openWelcomeOnInstall({ reason: 'chrome_update' } as chrome.runtime.InstalledDetails);
    await settle();
    expect(created).toEqual([]);
  });

  it('focuses a welcome tab that is already open instead of adding one', async () => {
    const { created, focused } = fakeChrome([{ id: 7, url: `chrome-extension://abc/${WELCOME_PATH}` }]);
    openWelcomeOnInstall({ reason: 'install' } as chrome.runtime.InstalledDetails);
    await settle();
    expect(created).toEqual([]);
    expect(focused).toEqual([7]);
  });
});
