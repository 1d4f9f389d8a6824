import type { AgentEvent } from '../agent/events';
import type { AgentSettings } from '../agent/agent-settings';
import type { BrowserSession } from '../browser/browser-session';
import type { BrowserEnv } from '../browser/env';
import { resultsFromDocument } from '../browser/tools/results-from-document';
import { notesOf } from '../browser/tools/search-tool';
import { viewOf } from '../browser/tools/view-of';
import { isAbortError, toSidelightError } from '../errors';

export interface SearchQuestion {
  userMessage: string;
  env: BrowserEnv;
  settings: AgentSettings;
  signal: AbortSignal;
  onEvent: (e: AgentEvent) => void;
}

/**
 * The search, as browser.search would run it (step 1, the user's providers and failover behind
 * `env.search`), for the question as asked. Its results page is cursor 0 (after attachments); the
 * URLs returned are its results in order. A failed search is a `tool-error` and the answer goes on with
 * no pages: the model is told it has none, and says so.
 */
export async function searchQuestion(o: SearchQuestion, session: BrowserSession): Promise<string[]> {
  const query = o.userMessage.trim().slice(0, 400);
  o.onEvent({ type: 'search-started', step: 1, query });
  try {
    const doc = await o.env.search({ query, count: 10 }, o.signal);
    const cursor = session.add({ doc, startLine: 1 });
    const view = viewOf(session.entries[cursor]!, cursor, o.settings.browsing.viewWords).text;
    o.onEvent({ type: 'search-finished', step: 1, query, resultCount: doc.links.length, cursor, view, notes: notesOf(doc) });
    return [...new Set(resultsFromDocument(doc).map((r) => r.url))];
  } catch (err) {
    if (o.signal.aborted || isAbortError(err)) throw err;
    const error = toSidelightError(err);
    o.onEvent({ type: 'tool-error', step: 1, name: 'browser.search', message: error.toUserText(), error: error.toJSON() });
    return [];
  }
}
