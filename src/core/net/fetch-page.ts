import { SidelightError, stopped, userText, type ErrorCode, type UserText } from '../errors';
import { OPEN_HOP_GUARD, type HopGuard } from './hop-guard';
import { hostInMessage } from './host-in-message';

export interface FetchedBody {
  /** Text, or base64 when `base64` (PDF and other bytes cross to the offscreen document as text). */
  body: string;
  base64: boolean;
  /** After redirects. */
  url: string;
  contentType: string;
  status: number;
  byteSize: number;
}

/** Browsers stop after 20; a page that needs more than 10 is not one worth reading. */
const MAX_REDIRECTS = 10;

/** Pages bigger than this are not worth a model's context; reading them would only burn memory. */
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * Media types are refused before their body is downloaded. Everything else is read: the documents
 * core sniffs bodies, and servers do label PDFs application/octet-stream.
 */
function isReadableType(contentType: string): boolean {
  return !/^(image|audio|video|font|model)\//.test(contentType.split(';')[0]!.trim().toLowerCase());
}

/** Bodies that cross to the parser as text; the rest go as bytes (base64) for the core to sniff. */
function isTextType(t: string): boolean {
  return t === '' || t.startsWith('text/') || t === 'application/xhtml+xml' || t === 'application/json' || t.endsWith('+json') || t.endsWith('+xml') || t === 'application/xml';
}

/** What a type is, in English and as a message key. */
function describeType(t: string): [string, string] {
  if (t.startsWith('image/')) return ['an image', 'errKindImage'];
  if (t.startsWith('video/')) return ['a video', 'errKindVideo'];
  if (t.startsWith('audio/')) return ['an audio file', 'errKindAudio'];
  if (t.startsWith('font/')) return ['a font', 'errKindFont'];
  return ['a 3D model', 'errKind3dModel'];
}

export function statusToError(status: number, url: string): SidelightError {
  const host = hostInMessage(url);
  const error = (code: ErrorCode, message: string, hint: string, userMessage: UserText, userHint: UserText) => new SidelightError(code, message, { status, hint, userMessage, userHint });
  if (status === 404 || status === 410) {
    return error('not-found', `${url} was not found (HTTP ${status}).`, 'Check the address, or pick another result.', userText('errPageNotFound', url, status), userText('hintCheckAddressOrOther'));
  }
  if (status === 401) {
    return error('unauthorized', `${host} wants a login to show ${url} (HTTP 401).`, 'Log in to the site in a tab, then ask again or use “Ask about this page”.', userText('errPageLogin', host, url), userText('hintPageLogin'));
  }
  if (status === 403) {
    return error(
      'forbidden',
      `${host} refused to show ${url} (HTTP 403).`,
      'The site may block automated reading or need a login; open it in a tab and use “Ask about this page”.',
      userText('errPageForbidden', host, url),
      userText('hintPageForbidden'),
    );
  }
  if (status === 429) return error('rate-limited', `${host} is rate-limiting requests (HTTP 429).`, 'Wait a little before opening more pages from this site.', userText('errPageRateLimited', host), userText('hintPageRateLimited'));
  if (status >= 500) {
    return error('server', `${host} failed to serve ${url} (HTTP ${status}).`, 'The site has a problem; try again later or pick another result.', userText('errPageServer', host, url, status), userText('hintPageServer'));
  }
  return error('http', `${host} answered HTTP ${status} for ${url}.`, 'Pick another result.', userText('errPageStatus', host, status, url), userText('hintPickAnother'));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

async function readCapped(res: Response, url: string): Promise<Uint8Array> {
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > MAX_BYTES) {
    await res.body?.cancel();
    const mb = Math.round(declared / 1048576);
    throw new SidelightError('too-large', `${url} is ${mb} MB, more than Sidelight reads (${MAX_BYTES / 1048576} MB).`, {
      hint: 'Look for a smaller version of the page.',
      userMessage: userText('errPageTooLarge', url, mb, MAX_BYTES / 1048576),
      userHint: userText('hintSmallerVersion'),
    });
  }
  const reader = res.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel();
      throw new SidelightError('too-large', `${url} is more than ${MAX_BYTES / 1048576} MB, more than Sidelight reads.`, {
        hint: 'Look for a smaller version of the page.',
        userMessage: userText('errPageOverLimit', url, MAX_BYTES / 1048576),
        userHint: userText('hintSmallerVersion'),
      });
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

function charsetOf(contentType: string): string {
  return /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
}

/**
 * The fast path: fetch with a timeout, following redirects one hop at a time so the guard checks
 * every address before it is requested, and the final one before its status or body is used. The
 * body is returned for parsing elsewhere (the worker has no DOM). Failures become errors a model and
 * a user can act on.
 */
export interface FetchPageOptions {
  timeoutMs: number;
  signal: AbortSignal;
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Checks around each hop; none by default. */
  guard?: HopGuard;
  /** Told the final URL once the redirects are done, before its status is handled. */
  onFinalUrl?: (url: string) => void;
  /** Read an image instead of a page (“Ask about this image”): image types are taken, as bytes. */
  image?: boolean;
}

export async function fetchPage(url: string, opts: FetchPageOptions): Promise<FetchedBody> {
  const doFetch = opts.fetch ?? globalThis.fetch.bind(globalThis);
  const guard = opts.guard ?? OPEN_HOP_GUARD;
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const signal = AbortSignal.any([opts.signal, timeout]);
  let current = url;
  let res: Response;
  for (let hop = 0; ; hop++) {
    await guard.beforeRequest(current, signal);
    const hopUrl = current;
    let next: string;
    try {
      res = await sendHop(current, doFetch, guard, signal, opts, timeout);
      const redirected = isRedirect(res);
      try {
        await guard.afterResponse(current, redirected, signal);
      } catch (err) {
        await res.body?.cancel().catch(() => {});
        throw err;
      }
      if (!redirected) break;
      await res.body?.cancel().catch(() => {});
      next = await nextHop(current, res, guard, signal);
      if (hop + 1 >= MAX_REDIRECTS) {
        throw new SidelightError('http', `${url} redirected more than ${MAX_REDIRECTS} times.`, {
          hint: 'The site may be stuck in a redirect loop; pick another result.',
          userMessage: userText('errTooManyRedirects', url, MAX_REDIRECTS),
          userHint: userText('hintRedirectLoop'),
        });
      }
    } finally {
      guard.hopDone?.(hopUrl);
    }
    current = next;
  }
  opts.onFinalUrl?.(current);
  return readResponse(res, current, opts, timeout);
}

/**
 * One request of the hop, with what the guard adds to it. A failure the guard reads as the browser's
 * own address check is its refusal; one it asks to retry (the answer may come from an address the
 * user allowed) is sent once more, after the guard's checks again.
 */
async function sendHop(url: string, doFetch: typeof fetch, guard: HopGuard, signal: AbortSignal, opts: FetchPageOptions, timeout: AbortSignal): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) await guard.beforeRequest(url, signal);
    try {
      // No cookies and no HTTP auth: the fast path reads what anyone would see. No HTTP cache either:
      // a cached answer has no address to check (Chromium), and pages have their own cache.
      const init = { redirect: 'manual', credentials: 'omit', cache: 'no-store', signal, headers: { Accept: 'text/html,application/xhtml+xml,application/pdf,text/plain,application/json;q=0.9,*/*;q=0.5' }, ...guard.requestOptions?.(url) };
      return await doFetch(url, init as RequestInit);
    } catch (err) {
      if (signal.aborted || attempt > 0 || !guard.requestFailed) throw fetchFailure(err, url, opts, timeout);
      if ((await guard.requestFailed(url, signal)) !== 'retry') throw fetchFailure(err, url, opts, timeout);
    }
  }
}

function isRedirect(res: Response): boolean {
  return res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400 && res.status !== 304 && res.headers.has('location'));
}

async function nextHop(current: string, res: Response, guard: HopGuard, signal: AbortSignal): Promise<string> {
  const location = res.type === 'opaqueredirect' ? await guard.redirectTarget(current, signal) : res.headers.get('location');
  if (!location) {
    throw new SidelightError('network', `${current} redirected somewhere Sidelight could not follow.`, {
      hint: 'Open the page in a tab and use “Ask about this page”.',
      userMessage: userText('errRedirectUnfollowable', current),
      userHint: userText('hintOpenTabAsk'),
    });
  }
  try {
    return new URL(location, current).href;
  } catch {
    throw new SidelightError('bad-response', `${current} redirected to an address that is not valid.`, {
      hint: 'Pick another result.',
      userMessage: userText('errRedirectInvalid', current),
      userHint: userText('hintPickAnother'),
    });
  }
}

async function readResponse(res: Response, finalUrl: string, opts: FetchPageOptions, timeout: AbortSignal): Promise<FetchedBody> {
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw statusToError(res.status, finalUrl);
  }
  const contentType = res.headers.get('content-type') ?? '';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (!(opts.image && type.startsWith('image/')) && !isReadableType(contentType)) {
    await res.body?.cancel();
    const [what, whatKey] = describeType(type);
    throw new SidelightError('unsupported-type', `${finalUrl} is ${what} (${type || 'unknown type'}), not a page Sidelight can read.`, {
      hint: 'Sidelight reads web pages, plain text, JSON and PDF.',
      userMessage: userText('errPageUnsupported', finalUrl, userText(whatKey), type || userText('errUnknownType')),
      userHint: userText('hintReadableTypes'),
    });
  }
  let bytes: Uint8Array;
  try {
    bytes = await readCapped(res, finalUrl);
  } catch (err) {
    if (err instanceof SidelightError) throw err;
    throw fetchFailure(err, finalUrl, opts, timeout);
  }
  const binary = !isTextType(type);
  let body: string;
  if (binary) body = toBase64(bytes);
  else {
    try {
      body = new TextDecoder(charsetOf(contentType)).decode(bytes);
    } catch {
      body = new TextDecoder('utf-8').decode(bytes);
    }
  }
  return { body, base64: binary, url: finalUrl, contentType: contentType || 'text/html', status: res.status, byteSize: bytes.byteLength };
}

function fetchFailure(err: unknown, url: string, opts: FetchPageOptions, timeout: AbortSignal): SidelightError {
  if (opts.signal.aborted) return stopped(err);
  if (timeout.aborted) {
    return new SidelightError('timeout', `${hostInMessage(url)} did not answer within ${Math.round(opts.timeoutMs / 1000)} s.`, {
      hint: 'The site is slow or down; try again later or pick another result.',
      cause: err,
      userMessage: userText('errPageTimeout', hostInMessage(url), Math.round(opts.timeoutMs / 1000)),
      userHint: userText('hintSiteSlow'),
    });
  }
  return new SidelightError('network', `Could not load ${url}: the connection failed (the name may not exist, the server refused, or its TLS certificate is not valid).`, {
    hint: 'Check the address; if the page opens in a tab, use “Ask about this page” there.',
    cause: err,
    userMessage: userText('errPageConnection', url),
    userHint: userText('hintCheckAddressAsk'),
  });
}
