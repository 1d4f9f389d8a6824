import { CHAT_PAGE_PATH, isChatTab, pickPageTab } from '../core/chat-tab/chat-page';

/**
 * The tab “this page” means: the active tab of the window used last, or, when that is Sidelight's
 * chat tab, the web page used last (core/chat-tab/chat-page.ts). Undefined when there is none.
 */
export async function findPageTab(): Promise<chrome.tabs.Tab | undefined> {
  const [active] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
  const chatPageUrl = chrome.runtime.getURL(CHAT_PAGE_PATH);
  if (!active || !isChatTab(active, chatPageUrl)) return active;
  return pickPageTab(active, await chrome.tabs.query({}), chatPageUrl);
}
