import type { BrowserEnv } from '../../core/browser/env';
import { SidelightError } from '../../core/errors';
import { resultsToDocument } from '../../core/search/results-document';
import type { SearchOutcome } from '../../core/search/types';
import { sendMessage } from '../../shared/messages';

/** The worker cannot be told to stop a request, so an abort here stops waiting for it. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new SidelightError('aborted', 'Stopped.'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new SidelightError('aborted', 'Stopped.'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * BrowserEnv for the side panel: searches and opens go to the background worker. Search outcomes are
 * also handed to `onSearchOutcome`, because the agent's events only carry the result count and the
 * Sources list needs each result's rank, title and URL.
 */
export function panelBrowserEnv(onSearchOutcome: (outcome: SearchOutcome) => void): BrowserEnv {
  return {
    async search(request, signal) {
      const outcome = await untilAborted(sendMessage('search', request), signal);
      onSearchOutcome(outcome);
      return resultsToDocument(outcome);
    },
    open(request, signal) {
      return untilAborted(sendMessage('open-page', request), signal);
    },
  };
}
