import type { OpenRequest } from '../../core/browser/env';
import type { PageDocument } from '../../core/document/types';
import { isAbortError, toSidelightError } from '../../core/errors';
import { checkUrl } from '../../core/net/url-policy';
import type { RequestPhase } from '../../shared/messages';
import type { Settings } from '../../shared/settings';
import { loadSettings } from '../../shared/settings-store';
import { readCached, writeCached } from './cache';
import { openByFetch } from './fetch-path';
import { openInTab } from './tab-path';
import { THIN_WORDS, isHtmlType, looksLikeLoginWall, wordCount } from './thin-text';

/** Statuses that often mean "log in first": the user's own session in a tab may see the page. */
const WALL_CODES = new Set(['unauthorized', 'forbidden']);

function policyCheck(url: string, req: OpenRequest, settings: Settings): void {
  const res = checkUrl(url, { origin: req.origin, allowedLocalHosts: settings.browsing.allowedLocalHosts });
  if (!res.ok) throw res.error;
}

type Progress = (phase: RequestPhase, detail?: string) => void;

/**
 * Opens a page for the model or the user: URL policy, then the 24 h cache, then the fast path
 * (fetch + parse), then the browser path (a background tab) when the fast path saw too little.
 */
export async function openPage(req: OpenRequest, signal: AbortSignal, progress: Progress = () => {}): Promise<PageDocument> {
  const settings = await loadSettings();
  const url = req.url.trim();
  policyCheck(url, req, settings);

  const cached = await readCached(url, settings.browsing, req.fresh === true);
  if (cached) {
    progress('cached', url);
    return cached;
  }

  const doc = await load(url, req, settings, signal, progress);
  // A redirect may have landed somewhere the model may not go.
  policyCheck(doc.url, req, settings);
  await writeCached(doc, settings.browsing);
  return doc;
}

async function load(url: string, req: OpenRequest, settings: Settings, signal: AbortSignal, progress: Progress): Promise<PageDocument> {
  const via = req.via ?? 'auto';
  const tabTimeoutMs = settings.browsing.tabTimeoutSeconds * 1000;
  const isWeb = /^https?:/i.test(url);
  const inTab = () => {
    progress('rendering-in-tab', url);
    return openInTab(url, { timeoutMs: tabTimeoutMs, signal });
  };
  if (via === 'tab' || !isWeb) return inTab();

  let fast: PageDocument;
  try {
    progress('fetching', url);
    fast = await openByFetch(url, { timeoutMs: settings.browsing.fetchTimeoutSeconds * 1000, signal }, (finalUrl) => policyCheck(finalUrl, req, settings));
  } catch (err) {
    const e = toSidelightError(err);
    if (via === 'auto' && WALL_CODES.has(e.code) && !signal.aborted) {
      return inTab().catch(() => {
        throw e;
      });
    }
    throw e;
  }
  if (via === 'fetch' || !isHtmlType(fast.contentType)) return fast;
  if (wordCount(fast) >= THIN_WORDS && !looksLikeLoginWall(fast)) return fast;

  // Too little text (scripts write the page) or a sign-in prompt: let the browser render it.
  try {
    const rendered = await inTab();
    return wordCount(rendered) > wordCount(fast) ? rendered : fast;
  } catch (err) {
    if (isAbortError(err) || signal.aborted) throw toSidelightError(err);
    // The fetched page is still worth something; the tab's failure is not the model's problem.
    return fast;
  }
}
