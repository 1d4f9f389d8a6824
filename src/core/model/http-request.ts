import { SidelightError, isAbortError, stopped, userText } from '../errors';
import { connectTimeoutError, connectionError, httpError, type RequestContext } from './http-errors';
import type { ModelEndpoint } from './types';

const DEFAULT_CONNECT_TIMEOUT_MS = 15_000;
/** Loading a large model before the first byte can take minutes; chat waits longer than a listing. */
export const DEFAULT_CHAT_CONNECT_TIMEOUT_MS = 180_000;
/** Prompt processing on CPU can be silent for a long time before the first token. */
export const DEFAULT_IDLE_TIMEOUT_MS = 300_000;

export interface ModelRequest {
  path: string;
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  model?: string;
  connectTimeoutMs?: number;
}

function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + path;
}

/**
 * One request to the model server. Resolves once headers arrive with a 2xx; anything else becomes a
 * SidelightError with a hint. The returned signal stays linked to the caller's, so aborting stops the body too.
 */
export async function requestModel(endpoint: ModelEndpoint, root: string, req: ModelRequest, signal: AbortSignal): Promise<Response> {
  const doFetch = endpoint.fetch ?? globalThis.fetch;
  const ctx: RequestContext = { endpoint, path: req.path, model: req.model };
  const ms = req.connectTimeoutMs ?? endpoint.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  if (signal.aborted) throw stopped(signal.reason);
  const local = new AbortController();
  let timedOut = false;
  const onAbort = () => local.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    local.abort();
  }, ms);
  const headers: Record<string, string> = {};
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  if (endpoint.apiKey) headers.authorization = `Bearer ${endpoint.apiKey}`;
  let res: Response;
  try {
    res = await doFetch(joinUrl(root, req.path), {
      method: req.method ?? (req.body === undefined ? 'GET' : 'POST'),
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: local.signal,
    });
  } catch (err) {
    signal.removeEventListener('abort', onAbort);
    if (timedOut) throw connectTimeoutError(ctx, ms);
    if (signal.aborted || isAbortError(err)) throw stopped(err);
    throw connectionError(ctx, err);
  } finally {
    clearTimeout(timer);
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    signal.removeEventListener('abort', onAbort);
    throw httpError(ctx, res.status, text);
  }
  // The listener keeps forwarding Stop to the body read; it is dropped with the request.
  return res;
}

export async function getJson<T>(endpoint: ModelEndpoint, root: string, req: ModelRequest, signal: AbortSignal): Promise<T> {
  const res = await requestModel(endpoint, root, req, signal);
  try {
    return (await res.json()) as T;
  } catch (cause) {
    if (signal.aborted) throw stopped(cause);
    throw new SidelightError('bad-response', `The model server’s answer to ${req.path} is not JSON.`, {
      hint: 'Check the base URL and the API style in Options.',
      cause,
      userMessage: userText('errModelNotJson', req.path),
      userHint: userText('hintBaseUrlStyleShort'),
    });
  }
}
