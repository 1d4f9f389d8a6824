import { SidelightError, userText } from '../errors';
import type { ContextWindow } from './context-window';
import { isDottedNameRefusal, serverMessage, streamEndedError, streamError } from './http-errors';
import { DEFAULT_CHAT_CONNECT_TIMEOUT_MS, DEFAULT_IDLE_TIMEOUT_MS, getJson, requestModel } from './http-request';
import { currentTurnStart } from './current-turn';
import { ollamaThink } from './ollama-client';
import { isOllamaServer } from './ollama-behind-openai';
import { refusedField, refusedFields, rememberRefusedField, type OptionalField } from './optional-fields';
import { wireCallId } from './wire-call-id';
import { ToolCallAssembler, type ToolCallDelta } from './openai-tool-call-assembler';
import { openAiServerWindow } from './server-window';
import { readSse } from './sse-stream';
import { endpointRefusesDots, fromWireName, rememberRefusesDots, toWireName } from './tool-name-aliases';
import type { ChatImage, ChatMessage, ChatRequest, ModelChunk, ModelClient, ModelEndpoint, ModelInfo, ReasoningEffort } from './types';

interface SseChunk {
  error?: string | { message?: string };
  choices?: {
    delta?: { content?: string | null; reasoning_content?: string | null; reasoning?: string | null; tool_calls?: ToolCallDelta[] };
    finish_reason?: string | null;
  }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number };
}

function toOpenAiMessage(m: ChatMessage, name: (n: string) => string, currentTurn: boolean, skip: ReadonlySet<OptionalField>): Record<string, unknown> {
  switch (m.role) {
    case 'assistant':
      return {
        role: 'assistant',
        content: m.content,
        // The Qwen3/gpt-oss templates render reasoning after the last user turn: without it gpt-oss
        // loses its chain of thought between tool calls, and each round's prompt differs from the one
        // the server has cached. Servers read it under two names: llama.cpp `reasoning_content`
        // (common/chat.cpp, common_chat_msgs_parse_oaicompat); vLLM `reasoning` (entrypoints/chat_utils.py,
        // the old name only renamed on the way in) and Ollama's /v1 `reasoning` (openai/openai.go Message).
        // Each ignores the other name, so both go out.
        ...(currentTurn && m.thinking && !skip.has('reasoning') ? { reasoning: m.thinking } : {}),
        ...(currentTurn && m.thinking && !skip.has('reasoning_content') ? { reasoning_content: m.thinking } : {}),
        ...(m.toolCalls?.length
          ? { tool_calls: m.toolCalls.map((c) => ({ id: wireCallId(c.id), type: 'function', function: { name: name(c.name), arguments: JSON.stringify(c.arguments) } })) }
          : {}),
      };
    case 'tool':
      return { role: 'tool', tool_call_id: wireCallId(m.toolCallId), content: m.content };
    case 'user':
      return { role: 'user', content: m.images?.length ? userContentParts(m.content, m.images) : m.content };
    default:
      return { role: m.role, content: m.content };
  }
}

/**
 * OpenAI's content parts, which llama.cpp (tools/server/server-common.cpp, oaicompat_chat_params_parse:
 * `image_url.url` as a data URL), vLLM (entrypoints/chat_utils.py, ChatCompletionContentPartImageParam),
 * LM Studio and Ollama's /v1 (openai/openai.go: data:image/jpeg|png|webp;base64 only) all read: the
 * text first, then each image as a base64 data URL.
 */
function userContentParts(text: string, images: readonly ChatImage[]): Record<string, unknown>[] {
  return [{ type: 'text', text }, ...images.map((i) => ({ type: 'image_url', image_url: { url: `data:${i.mediaType};base64,${i.base64}` } }))];
}

/**
 * `reasoning_effort` (OpenAI; vLLM and llama.cpp hand it to the gpt-oss template). Off also sets the
 * Qwen3-style template switch `chat_template_kwargs.enable_thinking`, which llama.cpp and vLLM honour.
 */
function reasoningFields(effort: ReasoningEffort | undefined, model: string, ollama: boolean): Record<string, unknown> {
  if (effort === undefined) return {};
  if (effort === 'off' && ollama) {
    // Ollama's /v1 ignores chat_template_kwargs; it maps `reasoning_effort: "none"` to `think: false`
    // (openai/openai.go, thinkFromReasoningEffort). gpt-oss cannot stop thinking: its lowest level.
    const think = ollamaThink(model, effort);
    return { reasoning_effort: think === false ? 'none' : think };
  }
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
    const ollama = request.reasoning === 'off' && (await isOllamaServer(this.endpoint, this.root, signal));
    let res: Response | undefined;
    // Each refusal below can happen once: dotted names, then each optional field.
    for (let attempt = 0; !res; attempt++) {
      const sent = new Set<OptionalField>();
      try {
        res = await this.open(request, { aliasNames: endpointRefusesDots(this.endpoint.baseUrl), ollama, sent }, signal);
      } catch (err) {
        if (!(err instanceof SidelightError) || attempt >= 4) throw err;
        const body = String(err.cause ?? '');
        const dotted = canonical.some((n) => n !== toWireName(n));
        if (dotted && !endpointRefusesDots(this.endpoint.baseUrl) && isDottedNameRefusal(err.status ?? 0, body)) {
          rememberRefusesDots(this.endpoint.baseUrl);
          continue;
        }
        const field = refusedField(err.status ?? 0, body, sent);
        if (!field) throw err;
        rememberRefusedField(this.endpoint.baseUrl, field);
      }
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
      choices?: {
        message?: { content?: string | null; reasoning_content?: string | null; reasoning?: string | null; tool_calls?: ToolCallDelta[] };
        finish_reason?: string | null;
      }[];
    };
    const data = (await res.json().catch(() => {
      throw streamEndedError();
    })) as Whole;
    if (data.error) throw streamError(typeof data.error === 'string' ? data.error : (data.error.message ?? 'unknown error'));
    const choice = data.choices?.[0];
    const msg = choice?.message ?? {};
    // llama.cpp and LM Studio answer with `reasoning_content`, vLLM and Ollama's /v1 with `reasoning`.
    const reasoning = msg.reasoning_content ?? msg.reasoning;
    if (reasoning) yield { type: 'thinking', text: reasoning };
    if (msg.content) yield { type: 'content', text: msg.content };
    const calls = new ToolCallAssembler();
    (msg.tool_calls ?? []).forEach((tc, i) => calls.add(tc, i));
    for (const call of calls.finish((wire) => fromWireName(wire, canonical))) yield { type: 'tool_call', call };
    yield { type: 'done', finishReason: choice?.finish_reason ?? undefined, promptTokens: data.usage?.prompt_tokens, completionTokens: data.usage?.completion_tokens };
  }

  /** `sent` is filled with the optional fields the request carries, so a refusal of one can be told apart. */
  private open(request: ChatRequest, o: { aliasNames: boolean; ollama: boolean; sent: Set<OptionalField> }, signal: AbortSignal): Promise<Response> {
    const name = o.aliasNames ? toWireName : (n: string) => n;
    const turnStart = currentTurnStart(request.messages);
    const skip = refusedFields(this.endpoint.baseUrl);
    const messages = request.messages.map((m, i) => toOpenAiMessage(m, name, i > turnStart, skip));
    for (const m of messages) for (const f of ['reasoning', 'reasoning_content'] as const) if (f in m) o.sent.add(f);
    // llama.cpp defaults it to false (tools/server/utils.hpp, oaicompat_chat_params_parse), so a model
    // that writes several calls at once gets only the first; vLLM and OpenAI default it to true, Ollama
    // ignores it. OpenAI refuses it without tools, so it goes only with them.
    const parallel = request.tools.length > 0 && !skip.has('parallel_tool_calls');
    if (parallel) o.sent.add('parallel_tool_calls');
    const body: Record<string, unknown> = {
      model: request.model,
      messages,
      stream: true,
      // The prompt count calibrates Sidelight's token estimate; vLLM and OpenAI send usage only when asked.
      stream_options: { include_usage: true },
      ...(request.tools.length ? { tools: request.tools.map((t) => ({ type: 'function', function: { ...t, name: name(t.name) } })) } : {}),
      ...(parallel ? { parallel_tool_calls: true } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...reasoningFields(request.reasoning, request.model, o.ollama),
    };
    const connectTimeoutMs = this.endpoint.connectTimeoutMs ?? DEFAULT_CHAT_CONNECT_TIMEOUT_MS;
    return requestModel(this.endpoint, this.root, { path: '/v1/chat/completions', body, model: request.model, connectTimeoutMs }, signal);
  }
}
