import type { SearchOutcome, SearchRequest } from '../core/search/types';
import { loadSettings } from '../shared/settings-store';
import { callOffscreen, hasDom } from './offscreen-client';
import { runSearchJob, type SearchJob } from '../shared/search-job';
import { raceAbort } from '../core/abort/race-abort';

/** Searches with the current settings, here when there is a DOM (Firefox), else in the offscreen document. */
export async function handleSearch(request: SearchRequest, signal: AbortSignal, requestId?: string): Promise<SearchOutcome> {
  const settings = await loadSettings();
  const job: SearchJob = {
    request: { query: request.query, count: request.count, timeRange: request.timeRange, domains: request.domains, page: request.page },
    search: settings.search,
    model: { baseUrl: settings.model.baseUrl, apiStyle: settings.model.apiStyle, apiKey: settings.model.apiKey },
  };
  if (requestId) job.requestId = requestId;
  if (hasDom()) return runSearchJob(job, signal);
  // The offscreen side has its own provider timeouts; an abort here stops waiting for it.
  return raceAbort(callOffscreen('offscreen-search', job), signal);
}

