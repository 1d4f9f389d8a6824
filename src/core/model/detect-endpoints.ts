import { type SerializedError, SidelightError, isAbortError, toSidelightError } from '../errors';
import { createModelClient } from './create-client';
import { DEFAULT_CANDIDATES, type EndpointCandidate } from './default-servers';
import type { ModelInfo } from './types';

export interface DetectedEndpoint extends EndpointCandidate {
  models: ModelInfo[];
  /** Set when something answered but refused (e.g. Ollama's 403 for the extension origin). */
  error?: SerializedError;
}

export interface DetectOptions {
  candidates?: EndpointCandidate[];
  fetch?: typeof fetch;
  /** Per probe, the whole listing (headers and body); a local server answers in milliseconds, so this stays short. */
  timeoutMs?: number;
  signal: AbortSignal;
}

/**
 * Probes the usual local model servers in parallel and returns those that answered, in candidate
 * order. Refusals that prove a server is there (401/403) are reported with their error so the UI can
 * explain them; silence and connection refusals are left out.
 */
export async function detectEndpoints(opts: DetectOptions): Promise<DetectedEndpoint[]> {
  const candidates = opts.candidates ?? DEFAULT_CANDIDATES;
  const timeoutMs = opts.timeoutMs ?? 1500;
  const results = await Promise.all(
    candidates.map(async (c): Promise<DetectedEndpoint | undefined> => {
      const client = createModelClient({ baseUrl: c.baseUrl, style: c.style, connectTimeoutMs: timeoutMs, ...(opts.fetch ? { fetch: opts.fetch } : {}) });
      // The connect timeout ends at the headers; a server that sends them and then stalls the body
      // would keep the probe — and the grant Detect holds for these ports — until the caller gives up.
      const probe = AbortSignal.any([opts.signal, AbortSignal.timeout(timeoutMs)]);
      try {
        return { ...c, models: await client.listModels(probe) };
      } catch (err) {
        if (opts.signal.aborted && isAbortError(err)) throw err;
        const e = toSidelightError(err);
        if (e instanceof SidelightError && (e.code === 'forbidden' || e.code === 'unauthorized')) return { ...c, models: [], error: e.toJSON() };
        return undefined;
      }
    }),
  );
  return results.filter((r): r is DetectedEndpoint => r !== undefined);
}
