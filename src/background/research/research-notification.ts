import type { ResearchJob } from '../../core/research/research-types';
import { openPanel } from '../open-panel';

const PREFIX = 'sidelight-research:';

/**
 * “Report ready” when a job finishes, in the user's language. Only the user's own question goes into
 * it, never the model's words: a notification is outside the panel's sanitising.
 */
export function notifyReportReady(job: ResearchJob): void {
  const title = chrome.i18n.getMessage(job.stopReason ? 'researchNotifyPartialTitle' : 'researchNotifyTitle');
  if (!chrome.notifications) return;
  // Promise.resolve: a browser whose chrome.* call returns nothing without a callback must not throw here.
  Promise.resolve(chrome.notifications.create(`${PREFIX}${job.id}`, { type: 'basic', iconUrl: chrome.runtime.getURL('icons/icon-128.png'), title, message: job.question.slice(0, 200) })).catch(() => undefined);
}

/** Clicking the notification opens the panel, which shows the newest job's report. Top level. */
export function onReportNotificationClicked(): void {
  chrome.notifications?.onClicked.addListener((id) => {
    if (!id.startsWith(PREFIX)) return;
    // Synchronously, while the click still counts as the user's gesture.
    openPanel(undefined, chrome.windows.WINDOW_ID_CURRENT);
    Promise.resolve(chrome.notifications.clear(id)).catch(() => undefined);
  });
}
