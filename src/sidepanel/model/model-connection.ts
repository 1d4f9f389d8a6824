import { createModelClient, endpointFromSettings } from '../../core/model/create-client';
import { DEFAULT_CANDIDATES, detectEndpoints, type DetectedEndpoint } from '../../core/model/detect-endpoints';
import type { ModelClient, ModelInfo } from '../../core/model/types';
import { toSidelightError, type SidelightError } from '../../core/errors';
import { sendMessage } from '../../shared/messages';
import type { Settings } from '../../shared/settings';

/**
 * Stock Ollama refuses requests with a chrome-extension:// Origin unless OLLAMA_ORIGINS is set; the
 * background strips the Origin for this base URL. Older workers or Firefox may not answer, which is
 * fine: the request itself will then report the real error.
 */
async function allowOrigin(baseUrl: string): Promise<void> {
  try {
    await sendMessage('allow-model-origin', { baseUrl });
  } catch {
    /* see above */
  }
}

export type EndpointSettings = Pick<Settings['model'], 'baseUrl' | 'apiStyle' | 'apiKey'>;

export async function connectClient(model: EndpointSettings): Promise<ModelClient> {
  await allowOrigin(model.baseUrl);
  return createModelClient(endpointFromSettings({ ...(model as Settings['model']), apiKey: model.apiKey }));
}

export type ConnectionResult = { ok: true; models: ModelInfo[] } | { ok: false; error: SidelightError };

/** Lists the endpoint's models; the outcome is a value so callers can show the exact error. */
export async function checkConnection(model: EndpointSettings, signal: AbortSignal): Promise<ConnectionResult> {
  try {
    const client = await connectClient(model);
    const models = await client.listModels(signal);
    return { ok: true, models };
  } catch (err) {
    return { ok: false, error: toSidelightError(err) };
  }
}

/** The usual local servers that answered, after letting the extension origin through to each. */
export async function detectServers(signal: AbortSignal): Promise<DetectedEndpoint[]> {
  await Promise.all(DEFAULT_CANDIDATES.map((c) => allowOrigin(c.baseUrl)));
  return detectEndpoints({ signal });
}
