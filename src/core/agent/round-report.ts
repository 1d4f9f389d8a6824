import { userText } from '../errors';
import type { ModelMode } from '../model/model-modes';
import type { AgentEvent } from './events';
import type { RoundOutput } from './model-round';
import type { ContextWindow } from '../model/context-window';
import { recordPromptCount, type CutCheck, type PromptCountOutcome } from './token-calibration';

/**
 * What the end of a round tells about the server, said where the user needs it: the prompt count
 * calibrates the token estimate; on a server that cuts silently (Ollama, LM Studio) a count at the
 * window's edge, or one that fell while the prompt grew, means it cut the prompt; a `length` finish
 * means the output limit cut the answer.
 */
export function reportRound(
  out: RoundOutput,
  o: { mode: ModelMode; estimated: number; window: ContextWindow; cut?: CutCheck },
  emit: (e: AgentEvent) => void,
): PromptCountOutcome {
  const outcome = recordPromptCount(o.mode, o.estimated, out.promptTokens, o.cut);
  const size = o.window.tokens;
  if (outcome === 'truncated' && o.window.askedFor) {
    emit({
      type: 'notice',
      message: `Ollama cut this prompt to the model’s ${size}-token window without saying so (it counted ${out.promptTokens} prompt tokens): the model did not see all of the conversation. Sidelight now shortens earlier pages sooner; raise Context size in Options if the model and your memory allow.`,
      userMessage: userText('noticeOllamaTruncated', size, out.promptTokens ?? 0),
    });
  } else if (outcome === 'truncated') {
    emit({
      type: 'notice',
      message: `The model server cut this prompt to the model’s ${size}-token window without saying so (it counted ${out.promptTokens} prompt tokens): the model did not see all of the conversation. Sidelight now shortens earlier pages sooner; load the model with a larger context on the server if your memory allows.`,
      userMessage: userText('noticeServerTruncated', size, out.promptTokens ?? 0),
    });
  }
  if (out.finishReason === 'length') {
    emit({
      type: 'notice',
      message: 'The answer was cut at the model’s output limit. Ask it to continue, or raise the server’s output limit (Ollama num_predict, llama.cpp -n, max_tokens).',
      userMessage: userText('noticeOutputLimit'),
    });
  }
  return outcome;
}
