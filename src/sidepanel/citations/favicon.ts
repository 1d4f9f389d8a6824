import browser from 'webextension-polyfill';

/**
 * A page's icon from the browser's own favicon cache (Chromium's `_favicon` endpoint, permission
 * "favicon"), so showing it makes no request to the site. Where the browser has no such service
 * (Firefox) there is no icon rather than a remote load.
 */
export function faviconUrl(pageUrl: string, size = 16): string | null {
  if (!/^https?:/i.test(pageUrl)) return null;
  const permissions = browser.runtime.getManifest().permissions ?? [];
  if (!permissions.includes('favicon' as never)) return null;
  const url = new URL(browser.runtime.getURL('/_favicon/'));
  url.searchParams.set('pageUrl', pageUrl);
  url.searchParams.set('size', String(size));
  return url.toString();
}
