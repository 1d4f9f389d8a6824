// The offscreen document: a DOM for the service worker. It only answers the worker's messages.
import { runSearchJob } from '../shared/search-job';
import { handleMessages } from '../shared/messages';
import { parseBodyWithDom } from './parse-body';

/** The worker stops waiting on its own; this bounds the work left behind. */
const SEARCH_LIMIT_MS = 90_000;

handleMessages({
  'offscreen-parse': (payload) => parseBodyWithDom(payload),
  'offscreen-search': (job) => runSearchJob(job, AbortSignal.timeout(SEARCH_LIMIT_MS)),
});
