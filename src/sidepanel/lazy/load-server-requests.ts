import { cachedUntilFailure } from '../../core/async/cached-until-failure';

type ServerRequestsModule = typeof import('../model/server-requests');

/**
 * The panel's requests to the model server (its check, the model's facts) with the model clients
 * (OpenAI-style, Ollama, the built-in model) and detection behind them: about a tenth of the panel's
 * code, which the first paint need not wait for — the check starts right after it and waits for the
 * server anyway. A failed load is not kept: the next check retries.
 */
export const loadServerRequests: () => Promise<ServerRequestsModule> = cachedUntilFailure(() => import('../model/server-requests'));
