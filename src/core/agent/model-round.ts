import { ReasoningSplitter, type SplitText } from '../model/reasoning-splitter';
import { TextToolCallParser } from '../model/text-tool-call-parser';
import type { ChatMessage, ChatRequest, ModelClient, ToolCall, ToolSpec } from '../model/types';
import type { AgentSettings } from './agent-settings';
import { CitationStreamBuffer } from './citation-stream';
import type { AgentEvent } from './events';

/** What one model turn produced. Filled as the stream arrives, so a failure mid-turn still has the text. */
export interface RoundOutput {
  content: string;
  thinking: string;
  calls: ToolCall[];
  /** Tool calls written as text that could not be read; sent back to the model. */
  parseErrors: string[];
  finishReason?: string;
  /** The server's own count of the prompt's tokens, when it reports one. */
  promptTokens?: number;
  /** A closing reasoning marker the text had without its opener (see ReasoningSplitter), for the next rounds. */
  reasoningOpenedInPrompt?: string;
}

/** An empty output for a round to fill. */
export function newRoundOutput(): RoundOutput {
  return { content: '', thinking: '', calls: [], parseErrors: [] };
}

/** A round's request: the window planned for it, and the user's reasoning effort and keep-alive. */
export function roundRequest(model: string, messages: ChatMessage[], tools: ToolSpec[], window: number, settings: Pick<AgentSettings, 'model'>): ChatRequest {
  return {
    model,
    messages,
    tools,
    contextSize: window,
    reasoning: settings.model.reasoning,
    ...(settings.model.keepAlive ? { keepAlive: settings.model.keepAlive } : {}),
  };
}

/**
 * Streams one model turn, emitting thinking and answer tokens. Native tool calls win; when the
 * response has none, calls written into the text are recognised by the text parser. Tokens are held
 * back only while they might be half a citation marker, half a tool-call tag or half a reasoning tag.
 *
 * Until the server sends reasoning in its own field, the text goes through a ReasoningSplitter first
 * (servers without a reasoning parser leave `<think>…</think>` in the text), so reasoning reaches
 * neither the answer, nor its citations, nor the text tool-call parser.
 */
export async function runModelRound(
  client: ModelClient,
  request: ChatRequest,
  signal: AbortSignal,
  emit: (e: AgentEvent) => void,
  out: RoundOutput,
  /** Text already shown before this round, so a separator can keep rounds apart. */
  separator: string,
  /** From an earlier round of this answer: the model's reasoning starts in the prompt, closed by this marker. */
  reasoningOpenedInPrompt?: string,
): Promise<void> {
  const newParser = () => (request.tools.length ? new TextToolCallParser(request.tools.map((t) => t.name)) : undefined);
  let parser = newParser();
  let citations = new CitationStreamBuffer();
  const textCalls: ToolCall[] = [];
  let pendingSeparator = separator;
  const splitter = new ReasoningSplitter(reasoningOpenedInPrompt);
  /** The server sent reasoning in its own field: its text is the answer as it stands. */
  let separated = false;
  /** The text the splitter passed on as answer this round, before the parsers. */
  let answerText = '';
  const show = (text: string) => {
    const safe = citations.push(text);
    if (!safe) return;
    // Leading whitespace of a round adds nothing after the separator.
    const visible = pendingSeparator ? safe.replace(/^\s+/, '') : safe;
    if (!visible) return;
    const piece = pendingSeparator + visible;
    pendingSeparator = '';
    out.content += piece;
    emit({ type: 'token', text: piece });
  };
  const take = (r: { content: string; calls: readonly ToolCall[]; errors: readonly string[] }) => {
    if (r.content) show(r.content);
    textCalls.push(...r.calls);
    out.parseErrors.push(...r.errors);
  };
  const answer = (text: string) => {
    if (parser) take(parser.push(text));
    else show(text);
  };
  const think = (text: string) => {
    out.thinking += text;
    emit({ type: 'thinking', text });
  };
  const split = (r: SplitText) => {
    if (r.retract) {
      // What was taken for the answer was reasoning: it leaves the answer, and any call read in it is dropped.
      emit({ type: 'answer-withdrawn', shown: out.content, thinking: answerText });
      out.thinking += answerText;
      out.content = '';
      out.parseErrors.length = 0;
      textCalls.length = 0;
      parser = newParser();
      citations = new CitationStreamBuffer();
      pendingSeparator = separator;
      answerText = '';
    }
    if (r.thinking) think(r.thinking);
    if (r.content) {
      answerText += r.content;
      answer(r.content);
    }
  };
  try {
    for await (const chunk of client.chat(request, signal)) {
      switch (chunk.type) {
        case 'thinking':
          if (!separated) {
            separated = true;
            split(splitter.end());
          }
          think(chunk.text);
          break;
        case 'content':
          if (separated) answer(chunk.text);
          else split(splitter.push(chunk.text));
          break;
        case 'tool_call':
          out.calls.push(chunk.call);
          break;
        case 'done':
          out.finishReason = chunk.finishReason;
          if (chunk.promptTokens !== undefined) out.promptTokens = chunk.promptTokens;
          break;
      }
    }
  } finally {
    // On failure or Stop the held-back text is still the model's and is kept.
    if (!separated) split(splitter.end());
    if (splitter.openedInPrompt) out.reasoningOpenedInPrompt = splitter.openedInPrompt;
    if (parser) take(parser.end());
    const rest = citations.end();
    if (rest) {
      out.content += pendingSeparator + rest;
      emit({ type: 'token', text: pendingSeparator + rest });
    }
  }
  if (out.calls.length === 0) out.calls.push(...textCalls);
  else out.parseErrors.length = 0;
}
