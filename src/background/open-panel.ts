type FirefoxSidebar = { sidebarAction?: { open(): Promise<void>; toggle?(): Promise<void> } };
const firefox = () => (globalThis as { browser?: FirefoxSidebar }).browser;

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
  firefox()
    ?.sidebarAction?.open()
    .catch(() => {});
}

/**
 * The toolbar button opens the panel. Chromium does it itself once asked; Firefox's button (an
 * action without a popup) only fires `action.onClicked`, so there it toggles the sidebar.
 * Call at the top level of the background script, so a click that wakes it finds the listener.
 */
export function openPanelOnActionClick(): void {
  if (chrome.sidePanel?.setPanelBehavior) {
    chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => {});
    return;
  }
  const sidebar = firefox()?.sidebarAction;
  if (sidebar) chrome.action.onClicked.addListener(() => void (sidebar.toggle ? sidebar.toggle() : sidebar.open()).catch(() => {}));
}
