import type { BrowserEnv } from '../../core/browser/env';
import { stopped } from '../../core/errors';
import { resultsToDocument } from '../../core/search/results-document';
import type { SearchOutcome } from '../../core/search/types';
import { sendMessage, type RequestPhase } from '../../shared/messages';
import { onRequestProgress } from './request-progress';
import { withWorkerRetry } from './worker-retry';

/**
 * Runs one worker request that Stop can cancel: the worker aborts the work carrying this
 * `requestId`, and the agent stops waiting at once instead of when the worker notices.
 */
function cancellable<T>(start: (requestId: string) => Promise<T>, signal: AbortSignal, onPhase: (phase: RequestPhase, detail?: string) => void): Promise<T> {
  if (signal.aborted) return Promise.reject(stopped());
  const requestId = crypto.randomUUID();
  const stopListening = onRequestProgress(requestId, onPhase);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      sendMessage('cancel-request', { requestId }).catch(() => {});
      reject(stopped());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    start(requestId)
      .then(resolve, reject)
      .finally(() => {
        signal.removeEventListener('abort', onAbort);
        stopListening();
      });
  });
}

export interface PanelEnvHooks {
  /** The agent's events only carry the result count; the Sources list needs each result. */
  onSearchOutcome: (outcome: SearchOutcome) => void;
  /** What the worker is doing for the running step (fetching, rendering in a tab…). */
  onPhase: (phase: RequestPhase, detail?: string) => void;
}

/**
 * BrowserEnv for the side panel: searches and opens go to the background worker; one that loses its
 * worker midway is sent again (worker-retry.ts).
 */
export function panelBrowserEnv(hooks: PanelEnvHooks): BrowserEnv {
  return {
    async search(request, signal) {
      const outcome = await cancellable((requestId) => withWorkerRetry(() => sendMessage('search', { ...request, requestId }), signal, 'searching'), signal, hooks.onPhase);
      hooks.onSearchOutcome(outcome);
      return resultsToDocument(outcome);
    },
    // Every open the panel asks for is the model's: the worker treats it so whatever is sent.
    open({ origin: _origin, ...request }, signal) {
      return cancellable((requestId) => withWorkerRetry(() => sendMessage('open-page', { ...request, requestId }), signal, 'opening the page'), signal, hooks.onPhase);
    },
  };
}
