type AccessLevel = 'TRUSTED_CONTEXTS' | 'TRUSTED_AND_UNTRUSTED_CONTEXTS';
type Area = { setAccessLevel?: (options: { accessLevel: AccessLevel }) => Promise<void> };

/**
 * Keeps `storage.local` (settings, API keys included) to Sidelight's own pages and worker, out of
 * content scripts, where the browser allows it: Chromium accepts TRUSTED_CONTEXTS for storage.local;
 * Firefox supports setAccessLevel for storage.session only (trusted-only by default there already),
 * so on Firefox storage.local stays readable by content scripts — Sidelight's own content script never
 * reads it, and no other content script of Sidelight's runs in a page. Called at every worker start:
 * the level is kept by the browser, setting it again costs nothing.
 */
export async function restrictLocalStorage(area: Area = chrome.storage.local as unknown as Area): Promise<'restricted' | 'unsupported'> {
  if (typeof area.setAccessLevel !== 'function') return 'unsupported';
  try {
    await area.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' });
    return 'restricted';
  } catch {
    return 'unsupported';
  }
}
