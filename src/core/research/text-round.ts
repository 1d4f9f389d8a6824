import { roundRequest, runModelRound, type RoundOutput } from '../agent/model-round';
import type { AgentEvent } from '../agent/events';
import type { ChatMessage, ModelClient } from '../model/types';
import type { AgentSettings } from '../agent/agent-settings';

/**
 * One model turn without tools (the plan, notes from what was read, the report), through the same
 * round runner as the agent loop, so `<think>` handling, text-tool servers and stream failures behave
 * as in an answer. Offering no tools also keeps a server that refuses tools from refusing this.
 */
export async function textRound(
  client: ModelClient,
  o: { model: string; messages: ChatMessage[]; window: number; settings: AgentSettings; signal: AbortSignal; onToken?: (text: string) => void },
): Promise<RoundOutput> {
  const out: RoundOutput = { content: '', thinking: '', calls: [], parseErrors: [] };
  const emit = (e: AgentEvent) => {
    if (e.type === 'token') o.onToken?.(e.text);
  };
  await runModelRound(
    client,
    roundRequest(o.model, o.messages, [], o.window, o.settings),
    o.signal,
    emit,
    out,
    '',
  );
  return out;
}
