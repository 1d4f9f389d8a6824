import { createModelClient, endpointFromSettings } from '../core/model/create-client';
import { DEFAULT_CANDIDATES } from '../core/model/default-servers';
import { detectEndpoints, type DetectedEndpoint } from '../core/model/detect-endpoints';
import type { ModelClient, ModelInfo } from '../core/model/types';
import { toSidelightError, type SidelightError } from '../core/errors';
import { builtInLanguageModel } from './built-in-model';
import { sendMessage } from './messages';
import { holdServerGrant } from './server-grant';
import type { Settings } from './settings';

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

/** Chrome's built-in model is no server: no Origin to allow, no grant to hold, the global is the endpoint. */
function builtInClient(): ModelClient {
  return createModelClient({ baseUrl: '', style: 'prompt-api', languageModel: builtInLanguageModel() });
}

export async function connectClient(model: EndpointSettings): Promise<ModelClient> {
  if (model.apiStyle === 'prompt-api') return builtInClient();
  await allowOrigin(model.baseUrl);
  return createModelClient(endpointFromSettings(model));
}

export type ConnectionResult = { ok: true; models: ModelInfo[] } | { ok: false; error: SidelightError };

/**
 * Runs `work` while the worker lets the extension reach `baseUrls` (past the local-host block, Origin
 * removed). The grant ends when `work` settles, or when this page goes, whichever comes first
 * (server-grant.ts). Without a worker answer the work still runs and reports the real error.
 */
export async function withServersGranted<T>(baseUrls: string[], work: () => Promise<T>): Promise<T> {
  const release = await holdServerGrant(baseUrls);
  try {
    return await work();
  } finally {
    release?.();
  }
}

/** Lists the endpoint's models; the outcome is a value so callers can show the exact error. */
export async function checkConnection(model: EndpointSettings, signal: AbortSignal): Promise<ConnectionResult> {
  try {
    if (model.apiStyle === 'prompt-api') return { ok: true, models: await builtInClient().listModels(signal) };
    const client = createModelClient(endpointFromSettings({ ...(model as Settings['model']), apiKey: model.apiKey }));
    const models = await withServersGranted([model.baseUrl], () => client.listModels(signal));
    return { ok: true, models };
  } catch (err) {
    return { ok: false, error: toSidelightError(err) };
  }
}

/** The usual local servers that answered, probed while the worker lets the extension reach them. */
export async function detectServers(signal: AbortSignal): Promise<DetectedEndpoint[]> {
  return withServersGranted(
    DEFAULT_CANDIDATES.map((c) => c.baseUrl),
    () => detectEndpoints({ signal }),
  );
}
