import type { BrowserSession } from '../browser/browser-session';
import type { BrowserEnv, OpenRequest } from '../browser/env';
import { opensWithoutAsking } from '../browser/open-provenance';
import { httpUrl, optionalInt, requiredString } from '../browser/tools/tool-arguments';
import type { PageDocument } from '../document/types';
import type { ToolCall } from '../model/types';
import type { SearchRequest } from '../search/types';

type Planned = { kind: 'search'; request: SearchRequest } | { kind: 'open'; request: OpenRequest };

const searchKey = (r: SearchRequest) => `search ${r.count} ${r.query}`;
const openKey = (r: OpenRequest) => `open ${r.origin} ${r.url}`;

/**
 * The search or page load a call will ask the browser for, when that can be known before the calls
 * before it in the same round have run: searches, opens of a full URL, and opens of a link on a page
 * named by an explicit cursor that already exists. Anything that reads “the current page” depends on
 * the calls before it and is not planned.
 */
function plan(call: ToolCall, session: BrowserSession, openWithoutAsking: readonly string[]): Planned | undefined {
  const a = call.arguments;
  try {
    // The tools' own argument readers, so the planned request is exactly the one the tool will make.
    if (call.name === 'browser.search') {
      return { kind: 'search', request: { query: requiredString(a, 'query'), count: optionalInt(a, 'topn', { min: 1, max: 50 }) ?? 10 } };
    }
    if (call.name === 'browser.open' || call.name === 'web_fetch') {
      const raw = call.name === 'web_fetch' ? a.url : a.id;
      if (typeof raw === 'string' && !/^\s*-?\d+\s*$/.test(raw) && raw.trim()) {
        const url = httpUrl(raw.trim());
        // An address the user must first allow is never loaded ahead: loading it is the leak asking prevents.
        return opensWithoutAsking(url, session, openWithoutAsking) ? { kind: 'open', request: { url, origin: 'model' } } : undefined;
      }
      const cursor = call.name === 'browser.open' ? optionalInt(a, 'cursor', { min: 0 }) : undefined;
      const id = call.name === 'browser.open' ? optionalInt(a, 'id', { min: 0 }) : undefined;
      const link = cursor !== undefined && id !== undefined ? session.entries[cursor]?.doc.links[id] : undefined;
      if (link) return { kind: 'open', request: { url: link.url, origin: 'model' } };
    }
  } catch {
    // Arguments the tool itself will reject are not fetched ahead.
  }
  return undefined;
}

/**
 * Starts the slow part (searches, page loads) of several independent calls of one round at once,
 * and returns a browser environment that hands each call its result when the call asks for it. The
 * calls themselves still run one after another in call order, so cursors, events and results come out
 * exactly as if they had run alone, while the wall time is close to the slowest load, not the sum.
 */
export function prefetchingEnv(
  calls: readonly ToolCall[],
  session: BrowserSession,
  env: BrowserEnv,
  signal: AbortSignal,
  openWithoutAsking: readonly string[] = [],
): BrowserEnv {
  const started = new Map<string, Promise<PageDocument>>();
  const planned = calls.map((c) => plan(c, session, openWithoutAsking)).filter((p): p is Planned => p !== undefined);
  if (planned.length < 2) return env;
  for (const p of planned) {
    const key = p.kind === 'search' ? searchKey(p.request) : openKey(p.request);
    // The same load twice in a round is a repeat the step runner refuses: load it once.
    if (started.has(key)) continue;
    const promise = p.kind === 'search' ? env.search(p.request, signal) : env.open(p.request, signal);
    // A call the tool then refuses (a repeat, bad arguments) never collects its result; its failure is not an error of the answer.
    promise.catch(() => undefined);
    started.set(key, promise);
  }
  const take = (key: string) => {
    const promise = started.get(key);
    started.delete(key);
    return promise;
  };
  return {
    search: (request, s) => (request.timeRange || request.domains ? undefined : take(searchKey(request))) ?? env.search(request, s),
    open: (request, s) => (request.fresh || request.via ? undefined : take(openKey(request))) ?? env.open(request, s),
  };
}
