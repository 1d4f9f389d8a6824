import { firefoxSidebar } from '../../shared/open-panel';
import { openChatTab } from '../../shared/chat-tab';
import { toolbarChoice } from '../open-panel';
import { REPORT_NOTIFICATION_PREFIX } from './research-notification';
import { showReport } from './research-runner';

/** The full-tab chat (an open one brought to the front): where the report opens when the side panel will not, or was not chosen. */
function openPanelInTab(): void {
  openChatTab().catch(() => undefined);
}

/**
 * Clicking “report ready” opens the panel on that job's report. Chromium dispatches
 * notifications.onClicked as a user gesture (ExtensionNotificationHandler::OnClick sends it with
 * EventRouter::USER_GESTURE_ENABLED, chrome/browser/extensions/api/notifications/), so
 * sidePanel.open works here, provided it is called before any await. Firefox lists no notification
 * click among its user actions, so sidebarAction.open may refuse: the panel's page opens in a tab
 * instead, and so it does wherever the side panel cannot open (no window to open it in), and
 * whenever the user chose the chat in a tab for the toolbar button.
 */
export function reportNotificationClicked(id: string): void {
  if (!id.startsWith(REPORT_NOTIFICATION_PREFIX)) return;
  if (toolbarChoice() === 'tab') openPanelInTab();
  else if (chrome.sidePanel?.open) chrome.sidePanel.open({ windowId: chrome.windows.WINDOW_ID_CURRENT }).catch(openPanelInTab);
  else (firefoxSidebar()?.open() ?? Promise.reject(new Error('No sidebar'))).catch(openPanelInTab);
  // The job's report is what the panel shows, even if it was closed or a newer plan was dropped since.
  void showReport(id.slice(REPORT_NOTIFICATION_PREFIX.length));
  Promise.resolve(chrome.notifications.clear(id)).catch(() => undefined);
}

/** Top level of the background script, so a click that wakes a stopped worker finds its listener. */
export function onReportNotificationClicked(): void {
  chrome.notifications?.onClicked.addListener(reportNotificationClicked);
}
