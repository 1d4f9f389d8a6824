import type { ModelFacts } from '../../core/answer-mode/answer-mode';
import { planWindow } from '../../core/agent/window-plan';
import { isAbortError } from '../../core/errors';
import { errorText } from '../../shared/error-text';
import { t } from '../../shared/i18n';
import { checkConnection, connectClient, detectServers } from '../../shared/model-connection';
import type { Settings } from '../../shared/settings';
import type { ConnectionState } from '../state/connection-state';
import { pickDetected } from '../state/pick-detected';

/**
 * What the panel asks the model server, with the model clients behind it: loaded after the first
 * paint (lazy/load-server-requests.ts), since every answer here waits for the server anyway.
 */

/** The outcome of a server check, and what to save when detection found a server. */
export interface ServerCheck {
  state: ConnectionState;
  save?: Partial<Settings['model']>;
}

/**
 * Finds the model server: the configured one, or the usual local ports when none is set (a found one
 * is to be saved, so the options page shows it).
 */
export async function checkServer(model: Settings['model'], signal: AbortSignal): Promise<ServerCheck> {
  if (!model.baseUrl && model.apiStyle !== 'prompt-api') {
    const found = await detectServers(signal).catch(() => []);
    const choice = pickDetected(found);
    if (choice.kind === 'refused') {
      const refused = choice.endpoint;
      return { state: { kind: 'unreachable', baseUrl: refused.baseUrl, detail: t('modelRefused', refused.label, refused.baseUrl, errorText(refused.error!)) } };
    }
    if (choice.kind === 'none') return { state: { kind: 'unreachable' } };
    const usable = choice.endpoint;
    return {
      state: { kind: 'ready', models: usable.models },
      save: { baseUrl: usable.baseUrl, apiStyle: usable.style, model: model.model || (usable.models[0]?.name ?? '') },
    };
  }
  const result = await checkConnection(model, signal);
  if (!result.ok) return { state: { kind: 'unreachable', baseUrl: model.baseUrl, detail: errorText(result.error) } };
  return { state: { kind: 'ready', models: result.models }, save: !model.model && result.models[0] ? { model: result.models[0].name } : undefined };
}

/**
 * What the server says: the model's tool support (its capabilities, where it reports them) and the
 * window the agent loop would plan. These are requests to the server (answer-mode-state.ts asks them
 * only when they can have changed: model-facts-ask.ts).
 */
export async function askServerFacts(model: Settings['model'], signal: AbortSignal): Promise<ModelFacts> {
  const facts: ModelFacts = {};
  if (!model.baseUrl || !model.model) return facts;
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
