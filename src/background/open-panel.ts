import { firefoxSidebar, openPanel } from '../shared/open-panel';
import { openChatTab } from '../shared/chat-tab';
import { loadSettings } from '../shared/settings-store';
import type { ToolbarOpens } from '../shared/settings';

export { openPanel };

/**
 * The Options choice “The toolbar button opens”, as last read: Firefox's sidebar opens only inside
 * the click's gesture, so the click cannot wait for storage. Undefined until read at worker start.
 */
let toolbarOpens: ToolbarOpens | undefined;

/** The toolbar choice as last read (the side panel until it is). */
export function toolbarChoice(): ToolbarOpens {
  return toolbarOpens ?? 'panel';
}

/** What the toolbar opens, read now if the worker has not read it yet (a click that woke it). */
async function currentChoice(): Promise<ToolbarOpens> {
  toolbarOpens ??= (await loadSettings().catch(() => undefined))?.toolbar.opens ?? 'panel';
  return toolbarOpens;
}

/**
 * Applies the toolbar choice: Chromium opens the side panel on a click by itself once asked, and then
 * fires no `action.onClicked`; asked not to, it fires the event and the chat tab opens. Called at
 * worker start and whenever the settings change.
 */
export function applyToolbarChoice(opens: ToolbarOpens): void {
  toolbarOpens = opens;
  chrome.sidePanel?.setPanelBehavior?.({ openPanelOnActionClick: toolbarOpens === 'panel' }).catch(() => {});
}

/**
 * The toolbar button's click where the browser does not open the panel itself: the chat tab when
 * the user chose it; in Firefox (an action without a popup only fires `action.onClicked`) otherwise
 * the sidebar, toggled synchronously inside the gesture.
 */
export function onActionClicked(tab?: chrome.tabs.Tab): Promise<void> {
  const sidebar = firefoxSidebar();
  if (sidebar && toolbarOpens === 'panel') return (sidebar.toggle ? sidebar.toggle() : sidebar.open()).catch(() => {});
  // Chromium, a click that came before the panel behaviour was set back: open it as the user chose.
  if (toolbarOpens === 'panel') {
    openPanel(tab?.id, tab?.windowId);
    return Promise.resolve();
  }
  return currentChoice()
    .then((opens) => {
      if (opens === 'tab') return openChatTab();
      if (sidebar) return sidebar.open();
      return undefined;
    })
    .catch(() => {});
}

/**
 * The toolbar button opens the panel or the chat tab (Options). Call at the top level of the
 * background script, so a click that wakes it finds the listener.
 */
export function listenToToolbarButton(): void {
  chrome.action.onClicked.addListener((tab) => void onActionClicked(tab));
  void currentChoice().then(applyToolbarChoice);
}
