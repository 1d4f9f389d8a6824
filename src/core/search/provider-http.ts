import { SidelightError, isAbortError, userText, type ErrorCode, type UserText } from '../errors';
import type { ProviderContext } from './types';
import { hostInMessage } from '../net/host-in-message';

export interface ProviderFetchOptions {
  /** Name shown to the user, e.g. "SearXNG". */
  label: string;
  timeoutMs: number;
}

/**
 * One fetch for every provider: the caller's signal and a timeout, with network failures turned
 * into errors that name the provider. Status codes are left to the caller, who knows what a 401 or
 * 403 means for its service; `statusError` covers the rest.
 */
export async function providerFetch(ctx: ProviderContext, url: string, init: RequestInit, opts: ProviderFetchOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const signal = AbortSignal.any([ctx.signal, timeout]);
  try {
    return await ctx.fetch(url, { ...init, signal });
  } catch (err) {
    if (ctx.signal.aborted) throw new SidelightError('aborted', 'Search stopped.', { cause: err, userMessage: userText('errSearchStopped') });
    if (timeout.aborted || (isAbortError(err) && !ctx.signal.aborted)) {
      throw new SidelightError('timeout', `${opts.label} did not answer within ${Math.round(opts.timeoutMs / 1000)} s.`, {
        hint: 'Try again, or pick another search provider in Options.',
        cause: err,
        userMessage: userText('errSearchTimeout', opts.label, Math.round(opts.timeoutMs / 1000)),
        userHint: userText('hintSearchTryAgain'),
      });
    }
    const why = (err as Error)?.message ?? String(err);
    throw new SidelightError('network', `Could not reach ${opts.label} at ${hostInMessage(url)}: ${why}.`, {
      hint: 'Check the address and your connection, or pick another search provider in Options.',
      cause: err,
      userMessage: userText('errSearchUnreachable', opts.label, hostInMessage(url), why),
      userHint: userText('hintSearchCheckAddress'),
    });
  }
}

/**
 * How long a service asked to wait, in whole seconds, from its `Retry-After` header (RFC 9110 §10.2.3:
 * delay-seconds or an HTTP-date); undefined when it did not say, or said something unreadable.
 */
export function retryAfterSeconds(headers: Pick<Headers, 'get'>, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The generic meaning of a non-2xx answer from a search service; `retryAfter` when it said how long to wait. */
export function statusError(label: string, status: number, body: string, retryAfter?: number): SidelightError {
  const detail = body.trim().slice(0, 200);
  const said = detail ? ` It said: ${detail}` : '';
  // What the service said stays verbatim, after the sentence in the user's language.
  const make = (code: ErrorCode, message: string, hint: string, words: UserText, hintWords: UserText, withSaid = true) =>
    new SidelightError(code, withSaid ? `${message}${said}` : message, {
      status,
      hint,
      userMessage: withSaid && detail ? userText('errServiceSaid', words, detail) : words,
      userHint: hintWords,
      retryAfterSeconds: retryAfter,
    });
  if (status === 401) return make('unauthorized', `${label} refused the request (401 Unauthorized).`, 'Check the API key in Options.', userText('errSearch401', label), userText('hintSearchKey'));
  if (status === 403) {
    return make('forbidden', `${label} refused the request (403 Forbidden).`, 'Check the API key or the instance settings, or pick another provider in Options.', userText('errSearch403', label), userText('hintSearchKeyOrInstance'));
  }
  if (status === 404) return make('not-found', `${label} has no search endpoint at that address (404).`, 'Check the URL in Options.', userText('errSearch404', label), userText('hintSearchUrl'), false);
  if (status === 429) return make('rate-limited', `${label} is rate-limiting searches (429).`, 'Wait a minute, or pick another search provider in Options.', userText('errSearch429', label), userText('hintSearchWait'), false);
  if (status >= 500) return make('server', `${label} failed with HTTP ${status}.`, 'Try again later, or pick another search provider in Options.', userText('errSearch5xx', label, status), userText('hintSearchLater'));
  return make('http', `${label} answered HTTP ${status}.`, 'Check the provider settings in Options.', userText('errSearchStatus', label, status), userText('hintSearchSettings'));
}

/** Reads a JSON body, turning garbage into a 'bad-response' error that names the provider. */
export async function readJson(label: string, res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    const start = text.trim().slice(0, 120);
    throw new SidelightError('bad-response', `${label} sent something that is not JSON: ${start || '(empty body)'}`, {
      hint: 'Check that the URL points at the search API, not a web page.',
      cause: err,
      userMessage: start ? userText('errSearchNotJson', label, start) : userText('errSearchEmptyBody', label),
      userHint: userText('hintSearchApiUrl'),
    });
  }
}

/** Trims and collapses whitespace; search snippets arrive with newlines and runs of spaces. */
export function cleanText(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

/** Only web pages make results: a result the browser tool could not open is noise. */
export function isWebUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
