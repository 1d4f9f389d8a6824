import { userText } from '../errors';
import type { AgentEvent } from './events';
import type { RoundOutput } from './model-round';

/**
 * Before a round is asked again after a one-off parse failure (see one-off-failures.ts): the text
 * it streamed is taken back, since the new attempt writes its own, and the user is told why the
 * step runs twice, in the server's words (`said`, without the model's text: see one-off-failures.ts).
 * Earlier rounds and their tool results stay as they are.
 */
export function announceRoundRetry(said: string, failed: RoundOutput, emit: (e: AgentEvent) => void): void {
  if (failed.content) emit({ type: 'answer-withdrawn', shown: failed.content, thinking: '' });
  // The new attempt reasons afresh: keep its thinking apart from the first attempt's.
  if (failed.thinking) emit({ type: 'thinking', text: '\n\n' });
  emit({
    type: 'notice',
    message: `The server could not read the model’s tool call (${said}); trying that step again.`,
    userMessage: userText('noticeRetryParseFailure', said),
  });
}
