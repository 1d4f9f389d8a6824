import { SidelightError } from '../core/errors';
import { runSearchPipeline } from '../core/search/pipeline';
import { embedderFor } from './embedder-for';
import type { SearchOutcome } from '../core/search/types';
import type { MessageRequest } from './messages';
import { reportProgress } from './report-progress';

/** A search run where there is a DOM for the keyless provider: the offscreen document in Chromium, the background page in Firefox. */
export type SearchJob = MessageRequest<'offscreen-search'>;

/**
 * Messages between contexts are JSON-like: an Error's `message` is not an own enumerable property
 * and would be lost, so errors travel in their serialised form (code, message, hint, status, and
 * their words for the user).
 */
function serializeOutcome(outcome: SearchOutcome): SearchOutcome {
  return { ...outcome, errors: outcome.errors.map((e) => (e instanceof SidelightError ? e.toJSON() : e)) };
}

/** Runs the pipeline in a context that has a DOM (the keyless provider parses HTML). */
export async function runSearchJob(job: SearchJob, signal: AbortSignal): Promise<SearchOutcome> {
  const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html');
  const outcome = await runSearchPipeline(job.request, job.search, {
    fetch: fetch.bind(globalThis),
    parseHtml,
    signal,
    embed: embedderFor(job.search, job.model),
    onProgress: (phase, detail) => reportProgress(job.requestId, phase, detail),
  });
  return serializeOutcome(outcome);
}
