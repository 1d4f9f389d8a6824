import { CHAT_PAGE_PATH, chatTabUrl, findChatTab } from '../core/chat-tab/chat-page';

/**
 * Shows the full-tab chat: brings an open one to the front (never a second), on `conversationId`
 * when given, or opens one. Used by the panel's Open in a tab, the toolbar button set to the tab,
 * and a deep-research report. No user gesture is needed to open or focus a tab.
 */
export async function openChatTab(conversationId?: string): Promise<void> {
  const pageUrl = chrome.runtime.getURL(CHAT_PAGE_PATH);
  const open = findChatTab(await chrome.tabs.query({}), pageUrl);
  if (open?.id === undefined) {
    await chrome.tabs.create({ url: chatTabUrl(pageUrl, conversationId) });
    return;
  }
  // A new fragment on the same page is a same-document navigation: the tab's app switches on `hashchange`.
  await chrome.tabs.update(open.id, { active: true, ...(conversationId ? { url: chatTabUrl(pageUrl, conversationId) } : {}) });
  if (open.windowId !== undefined) await chrome.windows.update(open.windowId, { focused: true }).catch(() => undefined);
}
