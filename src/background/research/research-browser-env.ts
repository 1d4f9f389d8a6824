import type { BrowserEnv } from '../../core/browser/env';
import { resultsToDocument } from '../../core/search/results-document';
import { openPage } from '../open-page/open-page';
import { handleSearch } from '../search-handler';

/**
 * The browser a research job uses in the worker: the same search pipeline and page opening the side
 * panel reaches by message, called directly. Every open is the model's (URL policy, no logins),
 * whatever the model asked for.
 */
export function workerBrowserEnv(): BrowserEnv {
  return {
    async search(request, signal) {
      return resultsToDocument(await handleSearch(request, signal));
    },
    open(request, signal) {
      const { url, fresh, via } = request;
      return openPage({ url, origin: 'model', ...(fresh ? { fresh } : {}), ...(via ? { via } : {}) }, signal);
    },
  };
}
