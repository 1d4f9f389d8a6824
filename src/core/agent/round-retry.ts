import { userText } from '../errors';
import { oneOffParseFailure } from '../model/one-off-failures';
import type { ChatRequest, ModelClient } from '../model/types';
import type { AgentEvent } from './events';
import { newRoundOutput, runModelRound, type RoundOutput } from './model-round';

export interface RetriedRound {
  client: ModelClient;
  request: ChatRequest;
  signal: AbortSignal;
  emit: (e: AgentEvent) => void;
  /** As runModelRound's: text already shown before this round. */
  separator?: string;
  /** As runModelRound's: the model's reasoning starts in the prompt, closed by this marker. */
  reasoningOpenedInPrompt?: string;
  /**
   * Told each attempt's output before it runs: a failure that ends the answer finds the text
   * streamed so far there (the output is filled as the stream arrives).
   */
  track?: (out: RoundOutput) => void;
}

/**
 * One model round (runModelRound), asked once more after a one-off parse failure (see
 * one-off-failures.ts). The agent loop, Quick answers and deep research's text rounds all run their
 * rounds through here: the servers parse what the model samples whether or not tools were sent
 * (Ollama's harmony parser for gpt-oss, llama.cpp's chat parser for every `--jinja` template), so a
 * round without tools can fail the same way. A second failure, or any other error, is thrown.
 */
export async function runRoundRetryingOnce(r: RetriedRound): Promise<RoundOutput> {
  for (let retried = false; ; retried = true) {
    const out = newRoundOutput();
    r.track?.(out);
    try {
      await runModelRound(r.client, r.request, r.signal, r.emit, out, r.separator ?? '', r.reasoningOpenedInPrompt);
      return out;
    } catch (err) {
      const said = retried || r.signal.aborted ? undefined : oneOffParseFailure(err);
      if (!said) throw err;
      announceRoundRetry(said, out, r.request.tools.length > 0, r.emit);
    }
  }
}

/**
 * Before a round is asked again: the text it streamed is taken back, since the new attempt writes
 * its own, and the user is told why the step runs twice, in the server's words (`said`, without the
 * model's text: see one-off-failures.ts). Earlier rounds and their tool results stay as they are.
 */
function announceRoundRetry(said: string, failed: RoundOutput, withTools: boolean, emit: (e: AgentEvent) => void): void {
  if (failed.content) emit({ type: 'answer-withdrawn', shown: failed.content, thinking: '' });
  // The new attempt reasons afresh: keep its thinking apart from the first attempt's.
  if (failed.thinking) emit({ type: 'thinking', text: '\n\n' });
  emit(
    withTools
      ? { type: 'notice', message: `The server could not read the model’s tool call (${said}); trying that step again.`, userMessage: userText('noticeRetryParseFailure', said) }
      : // No tools were offered: what the server could not read is the reply itself (its reasoning, channels, or a call the model made up).
        { type: 'notice', message: `The server could not read the model’s reply (${said}); asking the model once more.`, userMessage: userText('noticeRetryParseFailureReply', said) },
  );
}
