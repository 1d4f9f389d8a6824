import { userText } from '../errors';
import type { ModelMode } from '../model/model-modes';
import type { AgentEvent } from './events';
import type { RoundOutput } from './model-round';
import { recordPromptCount } from './token-calibration';

/**
 * What the end of a round tells about the server, said where the user needs it: the prompt count
 * calibrates the token estimate; a count at Ollama's window means Ollama cut the prompt silently; a
 * `length` finish means the output limit cut the answer.
 */
export function reportRound(
  out: RoundOutput,
  o: { mode: ModelMode; estimated: number; window: number; truncatesSilently: boolean },
  emit: (e: AgentEvent) => void,
): void {
  const outcome = recordPromptCount(o.mode, o.estimated, out.promptTokens, o.truncatesSilently ? o.window : undefined);
  if (outcome === 'truncated') {
    emit({
      type: 'notice',
      message: `Ollama cut this prompt to the model’s ${o.window}-token window without saying so (it counted ${out.promptTokens} prompt tokens): the model did not see all of the conversation. Sidelight now shortens earlier pages sooner; raise Context size in Options if the model and your memory allow.`,
      userMessage: userText('noticeOllamaTruncated', o.window, out.promptTokens ?? 0),
    });
  }
  if (out.finishReason === 'length') {
    emit({
      type: 'notice',
      message: 'The answer was cut at the model’s output limit. Ask it to continue, or raise the server’s output limit (Ollama num_predict, llama.cpp -n, max_tokens).',
      userMessage: userText('noticeOutputLimit'),
    });
  }
}
