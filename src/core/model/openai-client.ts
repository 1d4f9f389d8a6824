import { SidelightError, userText } from '../errors';
import type { ContextWindow } from './context-window';
import { isDottedNameRefusal, serverMessage, streamEndedError, streamError } from './http-errors';
import { DEFAULT_CHAT_CONNECT_TIMEOUT_MS, DEFAULT_IDLE_TIMEOUT_MS, getJson, requestModel } from './http-request';
import { currentTurnStart } from './current-turn';
import { ToolCallAssembler, type ToolCallDelta } from './openai-tool-call-assembler';
import { openAiServerWindow } from './server-window';
import { readSse } from './sse-stream';
import { endpointRefusesDots, fromWireName, rememberRefusesDots, toWireName } from './tool-name-aliases';
import type { ChatMessage, ChatRequest, ModelChunk, ModelClient, ModelEndpoint, ModelInfo, ReasoningEffort } from './types';

interface SseChunk {
  error?: string | { message?: string };
  choices?: {
    delta?: { content?: string | null; reasoning_content?: string | null; reasoning?: string | null; tool_calls?: ToolCallDelta[] };
    finish_reason?: string | null;
  }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number };
}

function toOpenAiMessage(m: ChatMessage, name: (n: string) => string, currentTurn: boolean): Record<string, unknown> {
  switch (m.role) {
    case 'assistant':
      return {
        role: 'assistant',
        content: m.content,
        // llama.cpp reads `reasoning_content` back and the Qwen3/gpt-oss templates render it after the last
        // user turn: without it gpt-oss loses its chain of thought between tool calls, and each round's
        // prompt differs from the one the server has cached.
        ...(currentTurn && m.thinking ? { reasoning_content: m.thinking } : {}),
        ...(m.toolCalls?.length
          ? { tool_calls: m.toolCalls.map((c) => ({ id: c.id, type: 'function', function: { name: name(c.name), arguments: JSON.stringify(c.arguments) } })) }
          : {}),
      };
    case 'tool':
      return { role: 'tool', tool_call_id: m.toolCallId, content: m.content };
    default:
      return { role: m.role, content: m.content };
  }
}

/**
 * `reasoning_effort` (OpenAI; vLLM and llama.cpp hand it to the gpt-oss template). Off also sets the
 * Qwen3-style template switch `chat_template_kwargs.enable_thinking`, which llama.cpp and vLLM honour.
 */
function reasoningFields(effort: ReasoningEffort | undefined): Record<string, unknown> {
  if (effort === undefined) return {};
  if (effort === 'off') return { chat_template_kwargs: { enable_thinking: false } };
  return { reasoning_effort: effort };
}

/** OpenAI-compatible servers: llama.cpp server, LM Studio, vLLM, LocalAI, Jan… */
export class OpenAiClient implements ModelClient {
  readonly style = 'openai' as const;

  constructor(private readonly endpoint: ModelEndpoint) {}

  /** Users paste either `http://host:8080` or `http://host:8080/v1`; both mean the same server. */
  private get root(): string {
    return this.endpoint.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
  }

  async listModels(signal: AbortSignal): Promise<ModelInfo[]> {
    const data = await getJson<{ data?: { id: string; max_model_len?: number }[] }>(this.endpoint, this.root, { path: '/v1/models' }, signal);
    return (data.data ?? []).map((m) => ({
      name: m.id,
      ...(m.max_model_len ? { contextLength: m.max_model_len } : {}),
      embedding: /embed/i.test(m.id),
    }));
  }

  /** The window the server really runs the model with (server-window.ts), when it says. */
  contextWindow(model: string, signal: AbortSignal): Promise<ContextWindow | undefined> {
    return openAiServerWindow(this.endpoint, this.root, model, signal);
  }

  async contextLength(model: string, signal: AbortSignal): Promise<number | undefined> {
    return (await this.contextWindow(model, signal))?.tokens;
  }

  async embed(model: string, inputs: string[], signal: AbortSignal): Promise<number[][]> {
    const data = await getJson<{ data?: { index: number; embedding: number[] }[] }>(this.endpoint, this.root, { path: '/v1/embeddings', body: { model, input: inputs }, model }, signal);
    const rows = [...(data.data ?? [])].sort((a, b) => a.index - b.index).map((d) => d.embedding);
    if (rows.length !== inputs.length) {
      throw new SidelightError('bad-response', `The server returned no embeddings for “${model}”.`, {
        hint: 'Pick an embedding model.',
        userMessage: userText('errNoEmbeddings', model),
        userHint: userText('hintPickEmbeddingModel'),
      });

    }
    return rows;
  }

  async *chat(request: ChatRequest, signal: AbortSignal): AsyncGenerator<ModelChunk> {
    const canonical = request.tools.map((t) => t.name);
    let res: Response;
    try {
      res = await this.open(request, endpointRefusesDots(this.endpoint.baseUrl), signal);
    } catch (err) {
      const dotted = canonical.some((n) => n !== toWireName(n));
      if (!dotted || endpointRefusesDots(this.endpoint.baseUrl) || !(err instanceof SidelightError) || !isDottedNameRefusal(err.status ?? 0, String(err.cause ?? ''))) {
        throw err;
      }
      rememberRefusesDots(this.endpoint.baseUrl);
      res = await this.open(request, true, signal);
    }
    if (!res.body) throw streamEndedError();
    if ((res.headers.get('content-type') ?? '').includes('application/json')) {
      yield* this.whole(res, canonical);
      return;
    }

    const calls = new ToolCallAssembler();
    let finishReason: string | undefined;
    let usage: SseChunk['usage'];
    let clean = false;
    for await (const data of readSse(res.body, this.endpoint.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS, signal)) {
      if (typeof data !== 'string') throw streamError(serverMessage(data.error));
      if (data.trim() === '[DONE]') {
        clean = true;
        break;
      }
      let chunk: SseChunk;
      try {
        chunk = JSON.parse(data) as SseChunk;
      } catch {
        continue; // a stray non-JSON keep-alive payload is not worth failing the answer for
      }
      if (chunk.error) throw streamError(typeof chunk.error === 'string' ? chunk.error : (chunk.error.message ?? 'unknown error'));
      if (chunk.usage) usage = chunk.usage;
      for (const choice of chunk.choices ?? []) {
        const d = choice.delta ?? {};
        const reasoning = d.reasoning_content ?? d.reasoning;
        if (reasoning) yield { type: 'thinking', text: reasoning };
        if (d.content) yield { type: 'content', text: d.content };
        (d.tool_calls ?? []).forEach((tc, i) => calls.add(tc, i));
        if (choice.finish_reason) finishReason = choice.finish_reason;
      }
    }
    // Servers that omit [DONE] still count as finished when they sent a finish_reason.
    if (!clean && !finishReason) throw streamEndedError();
    for (const call of calls.finish((wire) => fromWireName(wire, canonical))) yield { type: 'tool_call', call };
    yield { type: 'done', finishReason, promptTokens: usage?.prompt_tokens, completionTokens: usage?.completion_tokens };
  }

  /** Servers that ignore `stream: true` answer with one completion object; read it as a one-chunk stream. */
  private async *whole(res: Response, canonical: string[]): AsyncGenerator<ModelChunk> {
    type Whole = SseChunk & {
      choices?: { message?: { content?: string | null; reasoning_content?: string | null; tool_calls?: ToolCallDelta[] }; finish_reason?: string | null }[];
    };
    const data = (await res.json().catch(() => {
      throw streamEndedError();
    })) as Whole;
    if (data.error) throw streamError(typeof data.error === 'string' ? data.error : (data.error.message ?? 'unknown error'));
    const choice = data.choices?.[0];
    const msg = choice?.message ?? {};
    if (msg.reasoning_content) yield { type: 'thinking', text: msg.reasoning_content };
    if (msg.content) yield { type: 'content', text: msg.content };
    const calls = new ToolCallAssembler();
    (msg.tool_calls ?? []).forEach((tc, i) => calls.add(tc, i));
    for (const call of calls.finish((wire) => fromWireName(wire, canonical))) yield { type: 'tool_call', call };
    yield { type: 'done', finishReason: choice?.finish_reason ?? undefined, promptTokens: data.usage?.prompt_tokens, completionTokens: data.usage?.completion_tokens };
  }

  private open(request: ChatRequest, aliasNames: boolean, signal: AbortSignal): Promise<Response> {
    const name = aliasNames ? toWireName : (n: string) => n;
    const turnStart = currentTurnStart(request.messages);
    const body: Record<string, unknown> = {
      model: request.model,
      messages: request.messages.map((m, i) => toOpenAiMessage(m, name, i > turnStart)),
      stream: true,
      // The prompt count calibrates Sidelight's token estimate; vLLM and OpenAI send usage only when asked.
      stream_options: { include_usage: true },
      ...(request.tools.length ? { tools: request.tools.map((t) => ({ type: 'function', function: { ...t, name: name(t.name) } })) } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...reasoningFields(request.reasoning),
    };
    const connectTimeoutMs = this.endpoint.connectTimeoutMs ?? DEFAULT_CHAT_CONNECT_TIMEOUT_MS;
    return requestModel(this.endpoint, this.root, { path: '/v1/chat/completions', body, model: request.model, connectTimeoutMs }, signal);
  }
}
