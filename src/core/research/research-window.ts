import type { AgentSettings } from '../agent/agent-settings';
import { isAbortError } from '../errors';
import type { ModelClient } from '../model/types';

/**
 * The model's window for a research job, by the agent loop's rule (agent-loop.ts contextWindow):
 * Ollama's window is what is asked for (num_ctx), capped by the model; other servers report theirs.
 */
export async function researchWindow(client: ModelClient, model: string, settings: AgentSettings, signal: AbortSignal, known?: number): Promise<number> {
  const setting = settings.model.contextSize;
  const reported = known ?? (await client.contextLength(model, signal).catch((e: unknown) => (isAbortError(e) ? Promise.reject(e) : undefined)));
  if (client.style === 'ollama') return reported ? Math.min(setting, reported) : setting;
  return reported ?? setting;
}
