import type { SearchOutcome, SearchRequest } from '../core/search/types';
import { loadSettings } from '../shared/settings-store';
import { normalizeSettings, type Settings } from '../shared/settings';
import { callOffscreen, hasDom } from './offscreen-client';
import { runSearchJob, type SearchJob } from '../shared/search-job';
import { raceAbort } from '../core/abort/race-abort';
import { hostEntryOf } from '../core/net/local-block-patterns';
import { withGrant } from './net-rules/grants';

/** Searches with the current settings, here when there is a DOM (Firefox), else in the offscreen document. */
export async function handleSearch(request: SearchRequest, signal: AbortSignal, requestId?: string, searchSettings?: Settings['search']): Promise<SearchOutcome> {
  const settings = await loadSettings();
  const job: SearchJob = {
    request: { query: request.query, count: request.count, timeRange: request.timeRange, domains: request.domains, page: request.page },
    search: searchSettings ?? settings.search,
    model: { baseUrl: settings.model.baseUrl, apiStyle: settings.model.apiStyle, apiKey: settings.model.apiKey },
  };
  if (requestId) job.requestId = requestId;
  if (hasDom()) return runSearchJob(job, signal);
  // The offscreen side has its own provider timeouts; an abort here stops waiting for it.
  return raceAbort(callOffscreen('offscreen-search', job), signal);
}


/**
 * Test search on the options page: the form's search settings as they stand, saved or not, so trying
 * a provider never changes what the panel uses. Normalised like stored settings (missing fields filled).
 */
export function handleTestSearch(query: string, search: Settings['search'], signal: AbortSignal): Promise<SearchOutcome> {
  const checked = normalizeSettings({ search }).search;
  const run = () => handleSearch({ query, count: 5 }, signal, undefined, checked);
  // An instance typed but not saved is not in the allow rules yet: let it through for this one test.
  return checked.searxngUrl && hostEntryOf(checked.searxngUrl) ? withGrant([checked.searxngUrl], run) : run();
}
