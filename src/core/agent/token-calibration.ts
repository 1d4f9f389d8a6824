import type { ModelMode } from '../model/model-modes';

/**
 * The built-in token estimate knows no tokenizer; the server does. After each round the server's own
 * prompt count (`prompt_eval_count`, `usage.prompt_tokens`) against the estimate of what was sent
 * gives this model's ratio, which then scales every estimate — kept with the model's mode, so it
 * carries over to the next answer. Half the weight goes to the newest count: prompts grow within an
 * answer, and the newest one is the most like the next.
 */
export function tokenRatio(mode: ModelMode): number {
  return mode.tokenRatio ?? 1;
}

export type PromptCountOutcome = 'calibrated' | 'truncated' | 'ignored';

/** Counts far from the estimate are not the whole prompt (e.g. a server that counts only uncached tokens). */
const PLAUSIBLE = { min: 0.5, max: 4 };

/**
 * Learns from one round's prompt count. `truncatedAt` is the window a server cuts prompts to without
 * an error (Ollama's `num_ctx`): a count at that size means the prompt did not fit and was cut, so
 * the ratio is raised until the estimate reaches the window, and the caller says so.
 */
export function recordPromptCount(mode: ModelMode, estimated: number, reported: number | undefined, truncatedAt?: number): PromptCountOutcome {
  if (!reported || reported <= 0 || estimated <= 0) return 'ignored';
  if (truncatedAt !== undefined && reported >= truncatedAt) {
    mode.tokenRatio = Math.max(tokenRatio(mode), (truncatedAt * 1.05) / estimated);
    return 'truncated';
  }
  const sample = reported / estimated;
  if (sample < PLAUSIBLE.min || sample > PLAUSIBLE.max) return 'ignored';
  const samples = mode.tokenSamples ?? 0;
  mode.tokenRatio = samples === 0 ? sample : 0.5 * tokenRatio(mode) + 0.5 * sample;
  mode.tokenSamples = samples + 1;
  return 'calibrated';
}
