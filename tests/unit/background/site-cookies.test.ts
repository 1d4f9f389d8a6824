import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdsCookies } from '../../../src/background/open-page/site-cookies';

/** chrome.cookies with cookie stores as Firefox names them (default, private, a container). */
function stubCookies(byStore: Record<string, string[]>, opts: { failStores?: boolean } = {}) {
  const getAll = vi.fn(async ({ storeId }: { url: string; storeId?: string }) => (byStore[storeId ?? 'firefox-default'] ?? []).map((name) => ({ name })));
  vi.stubGlobal('chrome', {
    cookies: {
      getAllCookieStores: vi.fn(async () => {
        if (opts.failStores) throw new Error('cookies API unavailable');
        return Object.keys(byStore).map((id) => ({ id, tabIds: [] }));
      }),
      getAll,
    },
  });
  return getAll;
}

describe('holdsCookies (sites never rendered for the model)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false when no store holds a cookie for the site', async () => {
    const getAll = stubCookies({ 'firefox-default': [], 'firefox-private': [], 'firefox-container-1': [] });
    expect(await holdsCookies('https://mail.example/')).toBe(false);
    expect(getAll.mock.calls.map((c) => c[0])).toEqual([
      { url: 'https://mail.example/', storeId: 'firefox-default' },
      { url: 'https://mail.example/', storeId: 'firefox-private' },
      { url: 'https://mail.example/', storeId: 'firefox-container-1' },
    ]);
  });

  it('counts a login held only in a private window or a container, not only the default store', async () => {
    stubCookies({ 'firefox-default': [], 'firefox-private': ['session'] });
    expect(await holdsCookies('https://mail.example/')).toBe(true);
    stubCookies({ '0': [], '1': [], 'firefox-container-2': ['sid'] });
    expect(await holdsCookies('https://mail.example/')).toBe(true);
  });

  it('says yes when the browser cannot tell', async () => {
    stubCookies({}, { failStores: true });
    expect(await holdsCookies('https://mail.example/')).toBe(true);
  });
});
