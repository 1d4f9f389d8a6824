/**
 * True when this browser holds cookies that would be sent to `url`: the user has been there, maybe
 * logged in. The model's agent tabs strip cookies from the tab's own requests, but a site's service
 * worker fetches outside the tab (no tab id for the rules to match) and its scripts can render what
 * they stored (localStorage, IndexedDB, document.cookie). So such sites are never rendered in a tab
 * for the model; it reads them as fetched, logged out.
 *
 * Every cookie store counts, not only the default one: the agent tab opens in the window the panel
 * belongs to, which may be a private window (incognito), and a Firefox container's logins are the
 * user's logins too.
 */
export async function holdsCookies(url: string): Promise<boolean> {
  try {
    const stores = await chrome.cookies.getAllCookieStores();
    // No store listed (an API that does not say): ask the default store, as the browser would use it.
    const storeIds: (string | undefined)[] = stores.length ? stores.map((s) => s.id) : [undefined];
    for (const storeId of storeIds) {
      if ((await chrome.cookies.getAll(storeId === undefined ? { url } : { url, storeId })).length > 0) return true;
    }
    return false;
  } catch {
    // Unknown means yes: rendering a site with the user's state is the thing to avoid.
    return true;
  }
}
