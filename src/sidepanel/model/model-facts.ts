import type { ModelFacts } from '../../core/answer-mode/answer-mode';
import { modeKey, startingMode } from '../../core/model/model-modes';
import type { Settings } from '../../shared/settings';
import { storedModelModes } from '../../shared/model-mode-store';
import { loadServerRequests } from '../lazy/load-server-requests';

/**
 * What the panel can know of the model before an answer, for the automatic answer mode: the tools
 * mode learnt before (a refusal, calls as text) unless the server says what the model can do (the same
 * order as the agent loop's start, model-mode-start.ts), and the window the agent loop would plan for.
 * Anything that cannot be asked is left unknown: the automatic mode is then Research.
 */
export async function loadModelFacts(model: Settings['model'], signal: AbortSignal): Promise<ModelFacts> {
  const learnt = await learntFacts(model);
  return withServerFacts(learnt, await askServerFacts(model, signal));
}

/** What was learnt before about the model's tools (the model modes store): read locally, no request to the server. */
export async function learntFacts(model: Settings['model']): Promise<ModelFacts> {
  if (!model.baseUrl || !model.model) return {};
  const stored = await storedModelModes.get(modeKey(model.baseUrl, model.model)).catch(() => undefined);
  return stored ? { tools: startingMode(stored, Date.now()).tools } : {};
}

/** What the server says (server-requests.ts, loaded after the first paint). */
export async function askServerFacts(model: Settings['model'], signal: AbortSignal): Promise<ModelFacts> {
  return (await loadServerRequests()).askServerFacts(model, signal);
}

/** The server's word on tools wins over what was learnt, as at the agent loop's start. */
export function withServerFacts(learnt: ModelFacts, server: ModelFacts): ModelFacts {
  return { ...learnt, ...server };
}
