import type { OpenRequest } from '../../core/browser/env';
import type { PageDocument } from '../../core/document/types';
import { isAbortError, toSidelightError } from '../../core/errors';
import { checkUrl, isAllowedLocal, isLocalHost } from '../../core/net/url-policy';
import type { RequestPhase } from '../../shared/messages';
import type { Settings } from '../../shared/settings';
import { loadSettings } from '../../shared/settings-store';
import { createHopGuard } from '../net-guard/hop-guard';
import { dnsApi } from '../net-guard/resolved-address';
import { withGrant } from '../net-rules/grants';
import { networkRulesReady } from '../net-rules/network-rules';
import { readCached, writeCached } from './cache';
import { openByFetch } from './fetch-path';
import { LOGGED_OUT_NOTE, LOGIN_WALL_NOTE, NO_CONTAINER_NOTE, NOT_RENDERED_NOTE, withNote } from './logged-out-note';
import { agentTabsNeedContainer, isNoContainerRefusal } from './agent-container';
import { holdsCookies } from './site-cookies';
import { isSiteStateRefusal } from './stored-state';
import { openInTab } from './tab-path';
import { THIN_WORDS, isHtmlType, looksLikeLoginWall, wordCount } from './thin-text';

/** Statuses that often mean "log in first": the user's own session in a tab may see the page. */
const WALL_CODES = new Set(['unauthorized', 'forbidden']);

function policyCheck(url: string, req: OpenRequest, settings: Settings): void {
  const res = checkUrl(url, { origin: req.origin, allowedLocalHosts: settings.browsing.allowedLocalHosts });
  if (!res.ok) throw res.error;
}

type Progress = (phase: RequestPhase, detail?: string) => void;

interface Loaded {
  doc: PageDocument;
  /** Read with the user's cookies (their own request, in a normal tab): never cached for the model. */
  loggedIn: boolean;
}

/**
 * Opens a page for the model or the user: URL policy, then the 24 h cache, then the fast path
 * (fetch + parse, every redirect hop checked), then the browser path (a background tab) when the
 * fast path saw too little. The model's opens never carry the user's cookies or logins on any path.
 */
export async function openPage(req: OpenRequest, signal: AbortSignal, progress: Progress = () => {}): Promise<PageDocument> {
  await networkRulesReady();
  const settings = await loadSettings();
  const url = req.url.trim();
  policyCheck(url, req, settings);

  const cached = await readCached(url, settings.browsing, req.fresh === true);
  if (cached) {
    progress('cached', url);
    return cached;
  }

  const { doc, loggedIn } = req.origin === 'model' ? await loadForModel(url, req, settings, signal, progress) : await loadForUser(url, req, settings, signal, progress);
  // A script navigation may have landed somewhere the model may not go.
  policyCheck(doc.url, req, settings);
  if (!loggedIn) await writeCached(doc, settings.browsing);
  return doc;
}

function hostOf(url: string): string {
  return new URL(url).host;
}

/**
 * The model's opens: fetched without cookies; a page that scripts write is rendered in an agent tab
 * that sends no cookies or Authorization and may reach no local host. A 401/403 or a sign-in prompt
 * is the answer: the model is told the page was read logged out, never given the user's session.
 */
async function loadForModel(url: string, req: OpenRequest, settings: Settings, signal: AbortSignal, progress: Progress): Promise<Loaded> {
  const agentTab = (target: string) => {
    progress('rendering-in-tab', target);
    return openInTab(target, { timeoutMs: settings.browsing.tabTimeoutSeconds * 1000, signal, agent: { allowedLocalHosts: settings.browsing.allowedLocalHosts } });
  };
  // Firefox checks every request of the tab against its DNS answer (net-guard/agent-tab-dns.ts). Chromium
  // cannot, so even an open asked for the tab goes through the fast path first: its request reaches only a
  // public address (net-guard/public-only.ts), and the tab's first request is not the name's first.
  // Allowed local hosts may be reached anyway.
  const tabOnly = req.via === 'tab';
  if (tabOnly && (dnsApi() || isAllowedLocal(new URL(url), settings.browsing.allowedLocalHosts))) return { doc: withNote(await agentTab(url), LOGGED_OUT_NOTE), loggedIn: false };

  let finalUrl = url;
  progress('fetching', url);
  const guard = createHopGuard({ origin: 'model', allowedLocalHosts: settings.browsing.allowedLocalHosts });
  const fast = await openByFetch(url, { timeoutMs: settings.browsing.fetchTimeoutSeconds * 1000, signal, guard, onFinalUrl: (u) => (finalUrl = u) });
  const note = looksLikeLoginWall(fast) ? LOGIN_WALL_NOTE : undefined;
  const done = (doc: PageDocument) => ({ doc: note ? withNote(doc, note) : doc, loggedIn: false });
  if (req.via === 'fetch' || (!tabOnly && (!isHtmlType(fast.contentType) || wordCount(fast) >= THIN_WORDS))) return done(fast);
  // A redirect to another host is read as fetched: the tab would request it again outside the hop checks.
  if (hostOf(finalUrl) !== hostOf(url)) return done(fast);
  // A site this browser holds cookies for is not rendered for the model (site-cookies.ts says why) —
  // except in Firefox, where the agent tab's container of its own holds none of them (agent-container.ts).
  if (!agentTabsNeedContainer() && (await holdsCookies(finalUrl))) return { doc: withNote(fast, note ?? NOT_RENDERED_NOTE), loggedIn: false };

  // Too little text: scripts write the page. Let the browser render it, logged out.
  try {
    const rendered = await agentTab(finalUrl);
    return tabOnly || wordCount(rendered) > wordCount(fast) ? { doc: withNote(rendered, note ?? LOGGED_OUT_NOTE), loggedIn: false } : done(fast);
  } catch (err) {
    if (isAbortError(err) || signal.aborted) throw toSidelightError(err);
    // Asked for the tab: its failure is the answer, as when the tab is opened directly.
    if (tabOnly || toSidelightError(err).code === 'refused-url') throw err;
    // The site keeps data in this browser: read as fetched, and the model is told why it was not rendered.
    if (isSiteStateRefusal(err)) return { doc: withNote(fast, note ?? NOT_RENDERED_NOTE), loggedIn: false };
    // Firefox gave no container (switched off, a private window): read as fetched, and the model is told.
    if (isNoContainerRefusal(err)) return { doc: withNote(fast, note ?? NO_CONTAINER_NOTE), loggedIn: false };
    // The fetched page is still worth something; the tab's failure is not the model's problem.
    return done(fast);
  }
}

/**
 * The user's own opens (“Ask about this link”): like a link they clicked, so a login wall may fall
 * back to a normal tab with their session. A local link is let through the block rules for this one
 * request.
 */
async function loadForUser(url: string, req: OpenRequest, settings: Settings, signal: AbortSignal, progress: Progress): Promise<Loaded> {
  const web = /^https?:/i.test(url);
  const run = () => loadForUserNow(url, req, settings, signal, progress);
  return web && isLocalHost(new URL(url).hostname) ? withGrant([new URL(url).origin], run) : run();
}

async function loadForUserNow(url: string, req: OpenRequest, settings: Settings, signal: AbortSignal, progress: Progress): Promise<Loaded> {
  const via = req.via ?? 'auto';
  const inTab = async (): Promise<Loaded> => {
    progress('rendering-in-tab', url);
    return { doc: await openInTab(url, { timeoutMs: settings.browsing.tabTimeoutSeconds * 1000, signal }), loggedIn: true };
  };
  if (via === 'tab' || !/^https?:/i.test(url)) return inTab();

  let finalUrl = url;
  let fast: PageDocument;
  try {
    progress('fetching', url);
    const guard = createHopGuard({ origin: 'user', allowedLocalHosts: settings.browsing.allowedLocalHosts });
    fast = await openByFetch(url, { timeoutMs: settings.browsing.fetchTimeoutSeconds * 1000, signal, guard, onFinalUrl: (u) => (finalUrl = u) });
  } catch (err) {
    const e = toSidelightError(err);
    if (via === 'auto' && WALL_CODES.has(e.code) && !signal.aborted && hostOf(finalUrl) === hostOf(url)) {
      return inTab().catch(() => {
        throw e;
      });
    }
    throw e;
  }
  const fetched = { doc: fast, loggedIn: false };
  if (via === 'fetch' || !isHtmlType(fast.contentType)) return fetched;
  if (wordCount(fast) >= THIN_WORDS && !looksLikeLoginWall(fast)) return fetched;
  if (hostOf(finalUrl) !== hostOf(url)) return fetched;

  // Too little text (scripts write the page) or a sign-in prompt: let the browser render it.
  try {
    const rendered = await inTab();
    return wordCount(rendered.doc) > wordCount(fast) ? rendered : fetched;
  } catch (err) {
    if (isAbortError(err) || signal.aborted) throw toSidelightError(err);
    return fetched;
  }
}
