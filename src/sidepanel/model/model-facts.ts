import type { ModelFacts } from '../../core/answer-mode/answer-mode';
import { planWindow } from '../../core/agent/window-plan';
import { isAbortError } from '../../core/errors';
import { modeKey, startingMode } from '../../core/model/model-modes';
import { connectClient } from '../../shared/model-connection';
import type { Settings } from '../../shared/settings';
import { storedModelModes } from '../../shared/model-mode-store';

/**
 * What the panel can know of the model before an answer, for the automatic answer mode: the tools
 * mode learnt before (a refusal, calls as text) unless the server says what the model can do (the same
 * order as the agent loop's start, model-mode-start.ts), and the window the agent loop would plan for.
 * Anything that cannot be asked is left unknown: the automatic mode is then Research.
 */
export async function loadModelFacts(model: Settings['model'], signal: AbortSignal): Promise<ModelFacts> {
  const facts: ModelFacts = {};
  if (!model.baseUrl || !model.model) return facts;
  const stored = await storedModelModes.get(modeKey(model.baseUrl, model.model)).catch(() => undefined);
  if (stored) facts.tools = startingMode(stored, Date.now()).tools;
  try {
    const client = await connectClient(model);
    const caps = await client.capabilities?.(model.model, signal);
    if (caps?.tools !== undefined) facts.tools = caps.tools ? 'native' : 'none';
    const window = await planWindow({ client, model: model.model, setting: model.contextSize, signal });
    // Unreported, the Context size is a guess, except where Sidelight asks for it (Ollama's num_ctx): then it is the window.
    if (window.source !== 'setting' || window.askedFor) facts.windowTokens = window.tokens;
  } catch (err) {
    if (isAbortError(err)) throw err;
  }
  return facts;
}
