import type { ResearchJob } from '../../core/research/research-types';
/** Notification ids are this and the job's id (report-notification-click.ts reads them back). */
export const REPORT_NOTIFICATION_PREFIX = 'sidelight-research:';

/**
 * “Report ready” when a job finishes, in the user's language. Only the user's own question goes into
 * it, never the model's words: a notification is outside the panel's sanitising.
 */
export function notifyReportReady(job: ResearchJob): void {
  const title = chrome.i18n.getMessage(job.stopReason ? 'researchNotifyPartialTitle' : 'researchNotifyTitle');
  if (!chrome.notifications) return;
  // Promise.resolve: a browser whose chrome.* call returns nothing without a callback must not throw here.
  Promise.resolve(chrome.notifications.create(`${REPORT_NOTIFICATION_PREFIX}${job.id}`, { type: 'basic', iconUrl: chrome.runtime.getURL('icons/icon-128.png'), title, message: job.question.slice(0, 200) })).catch(() => undefined);
}
