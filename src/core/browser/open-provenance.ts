import { SidelightError, stopped, userText } from '../errors';
import type { BrowserSession } from './browser-session';
import type { ToolContext } from './tools/tool-types';

/** What the user answered when asked whether the model may open an address: once, never ask for this host again, or no. */
export type OpenAnswer = 'once' | 'always' | 'deny';

export interface OpenQuestion {
  url: string;
  /** The host the request would go to, as the URL parser reads it (lower case, punycode). */
  host: string;
  /** The tool step asking, to pair the question with its line in the timeline. */
  step: number;
}

/**
 * Asks the user and waits for the answer. The glue shows the question in the panel; the signal is the
 * answer's (Stop), and an abort rejects. Absent (no one to ask), every such open is refused.
 */
export type AskToOpen = (question: OpenQuestion, signal: AbortSignal) => Promise<OpenAnswer>;

/** The host of an http(s) URL as the WHATWG parser spells it; '' for anything else. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** A host name as typed into the settings, spelled the way the URL parser spells hosts ('' when it is none). */
export function normalizeHost(host: string): string {
  return hostOf(`http://${host.trim()}/`);
}

/**
 * Whether the model may open `url` without asking: it came from something this conversation read or
 * the user wrote (KnownUrls), or the user said not to ask again for its host (settings, or earlier in
 * this answer). Either way the open still goes through every other check (URL policy, hop guard).
 */
export function opensWithoutAsking(url: string, session: BrowserSession, openWithoutAsking: readonly string[]): boolean {
  if (session.known.has(url)) return true;
  const host = hostOf(url);
  return host !== '' && (session.hostsWithoutAsking.has(host) || openWithoutAsking.some((h) => normalizeHost(h) === host));
}

/**
 * Lets a model-chosen open go ahead, or throws: asks the user when the URL's provenance is unknown.
 * A refusal is a SidelightError the tool hands the model as its result, so it can go on without the
 * page; Stop while asking is an abort and ends the answer.
 */
export async function confirmOpen(url: string, ctx: ToolContext): Promise<void> {
  if (opensWithoutAsking(url, ctx.session, ctx.settings.browsing.openWithoutAsking ?? [])) return;
  const host = hostOf(url);
  const answer = ctx.askToOpen ? await ctx.askToOpen({ url, host, step: ctx.step }, ctx.signal) : 'deny';
  if (ctx.signal.aborted) throw stopped(ctx.signal.reason);
  if (answer === 'always') ctx.session.hostsWithoutAsking.add(host);
  if (answer === 'deny') throw declinedOpen(url);
}

export function declinedOpen(url: string): SidelightError {
  // The model reads these words as the tool's result, the user in the timeline: they suit both.
  return new SidelightError('refused-url', `Opening ${url} was declined by the user: no search result, page, file or message of this conversation contains this address.`, {
    hint: 'The model is told not to try it or a variant of it again, and to use links of pages it read, search, or answer without it.',
    userMessage: userText('errOpenDeclined', url),
    userHint: userText('hintOpenDeclined'),
  });
}
