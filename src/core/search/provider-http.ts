import { SidelightError, isAbortError } from '../errors';
import type { ProviderContext } from './types';

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
    if (ctx.signal.aborted) throw new SidelightError('aborted', 'Search stopped.', { cause: err });
    if (timeout.aborted || (isAbortError(err) && !ctx.signal.aborted)) {
      throw new SidelightError('timeout', `${opts.label} did not answer within ${Math.round(opts.timeoutMs / 1000)} s.`, {
        hint: 'Try again, or pick another search provider in Options.',
        cause: err,
      });
    }
    throw new SidelightError('network', `Could not reach ${opts.label} at ${hostOf(url)}: ${(err as Error)?.message ?? String(err)}.`, {
      hint: 'Check the address and your connection, or pick another search provider in Options.',
      cause: err,
    });
  }
}

/** The generic meaning of a non-2xx answer from a search service. */
export function statusError(label: string, status: number, body: string): SidelightError {
  const detail = body.trim().slice(0, 200);
  const said = detail ? ` It said: ${detail}` : '';
  if (status === 401) return new SidelightError('unauthorized', `${label} refused the request (401 Unauthorized).${said}`, { status, hint: 'Check the API key in Options.' });
  if (status === 403) return new SidelightError('forbidden', `${label} refused the request (403 Forbidden).${said}`, { status, hint: 'Check the API key or the instance settings, or pick another provider in Options.' });
  if (status === 404) return new SidelightError('not-found', `${label} has no search endpoint at that address (404).`, { status, hint: 'Check the URL in Options.' });
  if (status === 429) return new SidelightError('rate-limited', `${label} is rate-limiting searches (429).`, { status, hint: 'Wait a minute, or pick another search provider in Options.' });
  if (status >= 500) return new SidelightError('server', `${label} failed with HTTP ${status}.${said}`, { status, hint: 'Try again later, or pick another search provider in Options.' });
  return new SidelightError('http', `${label} answered HTTP ${status}.${said}`, { status, hint: 'Check the provider settings in Options.' });
}

/** Reads a JSON body, turning garbage into a 'bad-response' error that names the provider. */
export async function readJson(label: string, res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new SidelightError('bad-response', `${label} sent something that is not JSON: ${text.trim().slice(0, 120) || '(empty body)'}`, {
      hint: 'Check that the URL points at the search API, not a web page.',
      cause: err,
    });
  }
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
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
