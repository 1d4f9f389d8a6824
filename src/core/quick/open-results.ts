import type { AgentEvent } from '../agent/events';
import { concurrencyLimit } from '../async/concurrency-limit';
import type { BrowserSession } from '../browser/browser-session';
import type { BrowserEnv } from '../browser/env';
import { hostOf } from '../browser/open-provenance';
import { viewOf } from '../browser/tools/view-of';
import { SidelightError, stopped, toSidelightError, userText } from '../errors';

export interface OpenResults {
  env: BrowserEnv;
  session: BrowserSession;
  urls: readonly string[];
  /** Tool step of the first page (the search was step 1); each page is its own step so the timeline pairs its events. */
  firstStep: number;
  /** Pages loading at once. */
  limit: number;
  /** A page slower than this is given up (a `page-failed` event); the others go on. */
  timeoutMs: number;
  viewWords: number;
  /** Each page as it enters the session, while the others still load. */
  onPage?: (cursor: number) => void;
  signal: AbortSignal;
  emit: (e: AgentEvent) => void;
}

/**
 * Opens the search results all at once (`limit` at a time), each as the model's own open would go:
 * origin `model`, so the worker applies the URL policy, the hop guard and the logged-out rules, and
 * only URLs the session already knows (they came from the results page), so the provenance rule
 * holds without asking anyone. Each page enters the session when it arrives, under the next cursor;
 * a page that fails or times out is a `page-failed` event and the others go on. Stop ends them all.
 */
export async function openResults(o: OpenResults): Promise<void> {
  const limited = concurrencyLimit(o.limit);
  // Only http(s) URLs the results page gave (the session knows them): a provider's `file:` or
  // `javascript:` result is not tried at all, and no one is asked about anything.
  const urls = o.urls.filter((url) => o.session.known.has(url));
  await Promise.all(
    urls.map((url, i) =>
      limited(() => openOne(o, url, o.firstStep + i), o.signal).catch((err: unknown) => {
        if (o.signal.aborted) return;
        throw err;
      }),
    ),
  );
  if (o.signal.aborted) throw stopped(o.signal.reason);
}

async function openOne(o: OpenResults, url: string, step: number): Promise<void> {
  o.emit({ type: 'page-opening', step, url, invented: false });
  const timeout = AbortSignal.timeout(o.timeoutMs);
  try {
    const doc = await o.env.open({ url, origin: 'model' }, AbortSignal.any([o.signal, timeout]));
    if (o.signal.aborted) throw stopped(o.signal.reason);
    const cursor = o.session.add({ doc, startLine: 1 });
    const view = viewOf(o.session.entries[cursor]!, cursor, o.viewWords).text;
    o.emit({ type: 'page-opened', step, url: doc.url, title: doc.title, lineCount: doc.lines.length, cursor, view });
    o.onPage?.(cursor);
  } catch (err) {
    if (o.signal.aborted) throw stopped(o.signal.reason);
    const error = timeout.aborted ? pageTimeout(url, o.timeoutMs, err) : toSidelightError(err);
    o.emit({ type: 'page-failed', step, url, error: error.toJSON() });
  }
}

function pageTimeout(url: string, ms: number, cause: unknown): SidelightError {
  const seconds = Math.round(ms / 1000);
  return new SidelightError('timeout', `${hostOf(url)} did not answer within ${seconds} s.`, {
    hint: 'The answer is written from the other pages.',
    cause,
    userMessage: userText('errPageTimeout', hostOf(url), seconds),
    userHint: userText('hintSiteSlow'),
  });
}
