import { cachedUntilFailure } from '../../core/async/cached-until-failure';
import { afterFirstPaint } from './when-idle';

type ServerRequestsModule = typeof import('../model/server-requests');

/**
 * The panel's requests to the model server (its check, the model's facts) with the model clients
 * (OpenAI-style, Ollama, the built-in model) and detection behind them: about a tenth of the panel's
 * code, which the first paint need not wait for — the check starts right after it and waits for the
 * server anyway. The load waits for that paint (the panel starts its check as soon as settings are read,
 * which can come first), so it never competes with it. A failed load is not kept: the next check retries.
 */
export const loadServerRequests: () => Promise<ServerRequestsModule> = cachedUntilFailure(async () => {
  await afterFirstPaint();
  return import('../model/server-requests');
});
