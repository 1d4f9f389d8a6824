/**
 * True when this browser holds cookies that would be sent to `url`: the user has been there, maybe
 * logged in. The model's agent tabs strip cookies from the tab's own requests, but a site's service
 * worker fetches outside the tab (no tab id for the rules to match) and its scripts can render what
 * they stored (localStorage, IndexedDB, document.cookie). So such sites are never rendered in a tab
 * for the model; it reads them as fetched, logged out.
 */
export async function holdsCookies(url: string): Promise<boolean> {
  try {
    return (await chrome.cookies.getAll({ url })).length > 0;
  } catch {
    // Unknown means yes: rendering a site with the user's state is the thing to avoid.
    return true;
  }
}
