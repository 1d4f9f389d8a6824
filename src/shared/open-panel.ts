type FirefoxSidebar = { sidebarAction?: { open(): Promise<void>; toggle?(): Promise<void> } };
/** Firefox's sidebar API (the side panel's counterpart there), absent in Chromium. */
export const firefoxSidebar = () => (globalThis as { browser?: FirefoxSidebar }).browser?.sidebarAction;

/**
 * Opens Sidelight's panel for a tab (or the current window). Must be called synchronously inside the
 * user's gesture (menu click, shortcut, a button on an extension page): any await before it and the
 * browser refuses. Used by the background and the welcome page.
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
  firefoxSidebar()
    ?.open()
    .catch(() => {});
}

