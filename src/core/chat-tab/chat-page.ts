/**
 * The full-tab chat is the side panel's own page opened in a normal tab with `?surface=tab`, and the
 * conversation it shows in its fragment (`#chat=<id>`): one app, two surfaces. Pure: the extension's
 * base URL is passed in, so the worker, the panel and Node tests share these.
 */
export const CHAT_PAGE_PATH = 'src/sidepanel/index.html';

/** The tab's address for `conversationId` (none: the tab opens on the last conversation or an empty chat). */
export function chatTabUrl(pageUrl: string, conversationId?: string): string {
  return `${pageUrl}?surface=tab${conversationId ? `#chat=${encodeURIComponent(conversationId)}` : ''}`;
}

/** Whether a page's `location.search` says it is the tab surface rather than the side panel. */
export function isTabSurfaceSearch(search: string): boolean {
  return new URLSearchParams(search).get('surface') === 'tab';
}

/** The conversation id in a `#chat=<id>` fragment, or undefined. */
export function chatIdFromHash(hash: string): string | undefined {
  const id = new URLSearchParams(hash.replace(/^#/, '')).get('chat');
  return id ? id : undefined;
}

/** What is needed of a browser tab here: `tabs.Tab` in both browsers has these. */
export interface TabFacts {
  id?: number | undefined;
  windowId?: number | undefined;
  url?: string | undefined;
  active?: boolean | undefined;
  lastAccessed?: number | undefined;
}

/** An open chat tab to reuse (the one used last), not the side panel's page in a tab of another kind. */
export function findChatTab<T extends TabFacts>(tabs: readonly T[], pageUrl: string): T | undefined {
  return tabs
    .filter((t) => t.id !== undefined && isChatTab(t, pageUrl))
    .sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))[0];
}

/** Whether the tab is the full-tab chat (not the panel's page opened some other way). */
export function isChatTab(tab: TabFacts, pageUrl: string): boolean {
  return tab.url !== undefined && tab.url.startsWith(pageUrl) && isTabSurfaceSearch(new URL(tab.url).search);
}

/**
 * “This page” for Attach this page, the screenshot and Ask about this page: the active tab of the
 * window used last, unless that is Sidelight's chat tab: then the web page the user was on last, by
 * the browser's `lastAccessed` (undefined when there is none). Any other tab in front (the options,
 * a browser page) stays the answer, and attaching it says why it cannot be.
 */
export function pickPageTab<T extends TabFacts>(activeInLastWindow: T | undefined, allTabs: readonly T[], chatPageUrl: string): T | undefined {
  if (!activeInLastWindow || !isChatTab(activeInLastWindow, chatPageUrl)) return activeInLastWindow;
  return allTabs
    .filter((t) => t.id !== undefined && t.url !== undefined && /^(https?|file):/.test(t.url))
    .sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))[0];
}
