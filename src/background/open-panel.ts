import { firefoxSidebar } from '../shared/open-panel';

export { openPanel } from '../shared/open-panel';

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
  const sidebar = firefoxSidebar();
  if (sidebar) chrome.action.onClicked.addListener(() => void (sidebar.toggle ? sidebar.toggle() : sidebar.open()).catch(() => {}));
}
