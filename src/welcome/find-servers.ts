import type { DetectedEndpoint } from '../core/model/detect-endpoints';
import type { SerializedError } from '../core/errors';
import type { ApiStyle, ModelInfo } from '../core/model/types';
import type { ConnectionResult } from '../shared/model-connection';

/** A model server the welcome page shows: where it is, whether Sidelight already uses it, what it offers. */
export interface FoundServer {
  baseUrl: string;
  style: ApiStyle;
  /** The server's kind when detection knows it (Ollama, LM Studio, …); empty for a configured URL. */
  label: string;
  configured: boolean;
  models: ModelInfo[];
  /** It answered but refused (403 for the extension origin, 401 without a key), or the configured one failed. */
  error?: SerializedError;
}

export interface FindServersDeps {
  configured: { baseUrl: string; apiStyle: ApiStyle; apiKey: string };
  check: (model: FindServersDeps['configured'], signal: AbortSignal) => Promise<ConnectionResult>;
  detect: (signal: AbortSignal) => Promise<DetectedEndpoint[]>;
  signal: AbortSignal;
}

const sameServer = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * The configured server (if any) first, with the result of connecting to it, then every usual local
 * server that answered and is not that one. Both run at once; neither failing hides the other.
 */
export async function findServers({ configured, check, detect, signal }: FindServersDeps): Promise<FoundServer[]> {
  const [own, detected] = await Promise.all([
    configured.baseUrl ? check(configured, signal) : undefined,
    detect(signal).catch(() => [] as DetectedEndpoint[]),
  ]);
  const found: FoundServer[] = [];
  if (own) {
    const match = detected.find((d) => sameServer(d.baseUrl, configured.baseUrl));
    found.push({
      baseUrl: configured.baseUrl,
      style: configured.apiStyle,
      label: match?.label ?? '',
      configured: true,
      models: own.ok ? own.models : [],
      ...(own.ok ? {} : { error: own.error.toJSON() }),
    });
  }
  for (const d of detected) {
    if (own && sameServer(d.baseUrl, configured.baseUrl)) continue;
    found.push({ baseUrl: d.baseUrl, style: d.style, label: d.label, configured: false, models: d.models, ...(d.error ? { error: d.error } : {}) });
  }
  return found;
}
