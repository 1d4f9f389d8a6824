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
 * What is known to tell a silent cut from a whole prompt, on a server that cuts without an error
 * (Ollama leaves out the oldest messages, LM Studio the middle ones) and reports what it kept.
 */
export interface CutCheck {
  /** The window the server fits prompts into. */
  window: number;
  /**
   * A count this close below the window is a cut too: the server left out the first messages it
   * could (the question, the call after it), and what it kept just fits. Prompts are planned to a
   * quarter below the window, so a whole prompt lands here only when the estimate was far off.
   */
  edge: number;
  /** The previous round of this answer, when this prompt is that one with messages added. */
  grewFrom?: { estimated: number; reported: number };
}

/**
 * Learns from one round's prompt count. A count at the window's edge, or one that fell although the
 * prompt only grew, means the server cut the prompt: the ratio is raised until the estimate reaches
 * the window (the whole prompt was longer than that), the count is not learnt from (it is not the
 * prompt that was sent), and the caller says so.
 */
export function recordPromptCount(mode: ModelMode, estimated: number, reported: number | undefined, cut?: CutCheck): PromptCountOutcome {
  if (!reported || reported <= 0 || estimated <= 0) return 'ignored';
  if (cut && isCut(cut, tokenRatio(mode), estimated, reported)) {
    mode.tokenRatio = Math.max(tokenRatio(mode), (cut.window * 1.05) / estimated);
    return 'truncated';
  }
  const sample = reported / estimated;
  if (sample < PLAUSIBLE.min || sample > PLAUSIBLE.max) return 'ignored';
  const samples = mode.tokenSamples ?? 0;
  mode.tokenRatio = samples === 0 ? sample : 0.5 * tokenRatio(mode) + 0.5 * sample;
  mode.tokenSamples = samples + 1;
  return 'calibrated';
}

function isCut(cut: CutCheck, ratio: number, estimated: number, reported: number): boolean {
  if (reported >= cut.window - cut.edge) return true;
  const before = cut.grewFrom;
  // What was added counts at least half its estimate: a count below that lost earlier messages.
  return before !== undefined && estimated >= before.estimated && reported < before.reported + 0.5 * ratio * (estimated - before.estimated);
}
