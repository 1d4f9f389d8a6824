import type { Handlers } from '../shared/messages';
import { cancelRequest, signalFor } from './abort-registry';
import { attachActiveTab } from './attach-active-tab';
import { takePendingAttachment } from './attachments';
import { captureActiveTab } from './capture-tab';
import { takePendingImage } from './image-from-menu';
import { takePendingQuickAction } from './quick-action';
import { ensureServerRules } from './net-rules/server-rules';
import { modelOpenRequest } from './model-open-request';
import { openPage } from './open-page/open-page';
import { reportProgress } from '../shared/report-progress';
import { handleSearch, handleTestSearch } from './search-handler';
import { dismissJob, jobStatus, planJob, startJob, stopJob } from './research/research-runner';

/** Generous outer bounds; the real limits are the provider and page timeouts inside. */
const SEARCH_LIMIT_MS = 90_000;
const OPEN_LIMIT_MS = 180_000;

async function withRequest<T>(requestId: string | undefined, limitMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const { signal, done } = signalFor(requestId, limitMs);
  try {
    return await work(signal);
  } finally {
    done();
  }
}

/** The messages the worker answers (src/shared/messages.ts). */
export const backgroundHandlers: Handlers = {
  search: ({ requestId, ...request }) => withRequest(requestId, SEARCH_LIMIT_MS, (signal) => handleSearch(request, signal, requestId)),
  'test-search': ({ query, search }) => withRequest(undefined, SEARCH_LIMIT_MS, (signal) => handleTestSearch(query, search, signal)),
  'open-page': (payload) =>
    withRequest(payload.requestId, OPEN_LIMIT_MS, (signal) => openPage(modelOpenRequest(payload), signal, (phase, detail) => reportProgress(payload.requestId, phase, detail))),
  'cancel-request': ({ requestId }) => cancelRequest(requestId),
  'attach-active-tab': ({ selectionOnly }) => attachActiveTab(selectionOnly === true),
  'take-pending-attachment': () => takePendingAttachment(),
  'capture-visible-tab': () => captureActiveTab(),
  'take-pending-image': () => takePendingImage(),
  'take-pending-quick-action': (from) => takePendingQuickAction(from),
  'allow-model-origin': ({ baseUrl }) => ensureServerRules(baseUrl),
  'research-plan': ({ question, budget }) => planJob(question, budget),
  'research-start': ({ jobId, plan }) => startJob(jobId, plan),
  'research-stop': ({ jobId, cancel }) => stopJob(jobId, cancel === true),
  'research-status': () => jobStatus(),
  'research-dismiss': ({ jobId }) => dismissJob(jobId),
};
