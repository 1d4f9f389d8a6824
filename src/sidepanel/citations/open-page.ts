import browser from 'webextension-polyfill';
import { pageKey } from '../conversation/host';

/**
 * Opens `href` in the browser window, reusing a tab that already shows the same page (any fragment)
 * so repeated clicks on chips from one source do not pile up tabs. Navigating that tab to the new
 * text fragment scrolls to and highlights the passage.
 */
export async function openPage(href: string): Promise<void> {
  const key = pageKey(href);
  const tabs = await browser.tabs.query({}).catch(() => [] as browser.Tabs.Tab[]);
  const existing = tabs.find((t) => t.url && pageKey(t.url) === key && t.id !== undefined);
  if (existing?.id !== undefined) {
    await browser.tabs.update(existing.id, { active: true, ...(existing.url === href ? {} : { url: href }) });
    if (existing.windowId !== undefined) await browser.windows.update(existing.windowId, { focused: true }).catch(() => {});
    return;
  }
  await browser.tabs.create({ url: href, active: true });
}
