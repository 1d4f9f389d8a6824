/**
 * Opens Sidelight's panel for a tab. Must be called synchronously inside the user's gesture (menu
 * click, shortcut): any await before it and Chromium refuses.
 */
export function openPanel(tabId: number | undefined, windowId?: number): void {
  if (chrome.sidePanel?.open) {
    const target = tabId !== undefined ? { tabId } : { windowId: windowId ?? chrome.windows.WINDOW_ID_CURRENT };
    chrome.sidePanel.open(target).catch(() => {
      /* no gesture (tests, replays): the page still waits as a pending attachment */
    });
    return;
  }
  // Firefox: the sidebar.
  const ff = (globalThis as { browser?: { sidebarAction?: { open(): Promise<void> } } }).browser;
  ff?.sidebarAction?.open().catch(() => {});
}
