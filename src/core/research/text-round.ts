import { roundRequest, type RoundOutput } from '../agent/model-round';
import { runRoundRetryingOnce } from '../agent/round-retry';
import type { AgentEvent } from '../agent/events';
import type { ChatMessage, ModelClient } from '../model/types';
import type { AgentSettings } from '../agent/agent-settings';

/**
 * One model turn without tools (the plan, notes from what was read, the report), through the same
 * round runner as the agent loop, so `<think>` handling, text-tool servers, stream failures and the
 * one retry after a server's one-off parse failure (round-retry.ts) behave as in an answer. Offering
 * no tools also keeps a server that refuses tools from refusing this.
 */
export async function textRound(
  client: ModelClient,
  o: {
    model: string;
    messages: ChatMessage[];
    window: number;
    settings: AgentSettings;
    signal: AbortSignal;
    onToken?: (text: string) => void;
    /** The text streamed so far is taken back: it was reasoning after all, or an attempt the server failed is asked again. */
    onWithdrawn?: () => void;
  },
): Promise<RoundOutput> {
  const emit = (e: AgentEvent) => {
    if (e.type === 'token') o.onToken?.(e.text);
    if (e.type === 'answer-withdrawn') o.onWithdrawn?.();
  };
  return runRoundRetryingOnce({ client, request: roundRequest(o.model, o.messages, [], o.window, o.settings), signal: o.signal, emit });
}
