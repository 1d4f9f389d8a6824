import { SidelightError, isAbortError, userText } from '../errors';
import type { ContextWindow } from './context-window';
import { currentTurnStart } from './current-turn';
import { streamEndedError, streamError } from './http-errors';
import { DEFAULT_CHAT_CONNECT_TIMEOUT_MS, DEFAULT_IDLE_TIMEOUT_MS, getJson, requestModel } from './http-request';
import { readNdjson } from './ndjson-stream';
import { newCallId, readToolArguments } from './tool-arguments';
import type { ChatMessage, ChatRequest, ModelCapabilities, ModelChunk, ModelClient, ModelEndpoint, ModelInfo, ReasoningEffort } from './types';

interface OllamaTag {
  name: string;
  model?: string;
  capabilities?: string[];
  details?: { family?: string; families?: string[]; parameter_size?: string; quantization_level?: string };
}

interface OllamaLine {
  error?: string;
  message?: { content?: string; thinking?: string; tool_calls?: { id?: string; function?: { name?: string; arguments?: unknown } }[] };
  done?: boolean;
  done_reason?: string;
  prompt_eval_count?: number;
  eval_count?: number;
}

function toOllamaMessage(m: ChatMessage, currentTurn: boolean): Record<string, unknown> {
  switch (m.role) {
    case 'assistant':
      return {
        role: 'assistant',
        content: m.content,
        // Ollama passes `thinking` to the template, which renders it for the current turn (see current-turn.ts).
        ...(currentTurn && m.thinking ? { thinking: m.thinking } : {}),
        // Ollama ≥ 0.12 gives calls an id and reads `tool_call_id` back (api/types.go); older ones ignore both.
        ...(m.toolCalls?.length ? { tool_calls: m.toolCalls.map((c) => ({ id: c.id, function: { name: c.name, arguments: c.arguments } })) } : {}),
      };
    case 'tool':
      return { role: 'tool', content: m.content, tool_name: m.name, tool_call_id: m.toolCallId };
    case 'user':
      // api/types.go Message.Images: raw base64, no data-URL prefix; the template places them.
      return { role: 'user', content: m.content, ...(m.images?.length ? { images: m.images.map((i) => i.base64) } : {}) };
    default:
      return { role: m.role, content: m.content };
  }
}

function isEmbeddingModel(tag: OllamaTag): boolean {
  const families = [tag.details?.family ?? '', ...(tag.details?.families ?? [])].join(' ');
  return /embed/i.test(tag.name) || /bert/i.test(families);
}

interface OllamaShow {
  model_info?: Record<string, unknown>;
  /** `completion`, `tools`, `thinking`, `vision`, `embedding`, `insert` (types/model/capability.go). */
  capabilities?: string[];
}

/**
 * Ollama's `think` (api/types.go ThinkValue): gpt-oss takes "low" | "medium" | "high" and cannot turn
 * thinking off; every other thinking model takes a boolean.
 */
export function ollamaThink(model: string, effort: ReasoningEffort): boolean | string {
  if (/gpt-oss/i.test(model)) return effort === 'off' ? 'low' : effort;
  return effort !== 'off';
}

/** Ollama's native API: `/api/tags`, `/api/show`, `/api/chat` (NDJSON), `/api/embed`. */
export class OllamaClient implements ModelClient {
  readonly style = 'ollama' as const;

  /** One `/api/show` per model for both the context length and the capabilities. */
  private readonly shows = new Map<string, Promise<OllamaShow>>();

  constructor(private readonly endpoint: ModelEndpoint) {}

  private show(model: string, signal: AbortSignal): Promise<OllamaShow> {
    let p = this.shows.get(model);
    if (!p) {
      p = getJson<OllamaShow>(this.endpoint, this.root, { path: '/api/show', body: { model }, model }, signal);
      this.shows.set(model, p);
      p.catch(() => this.shows.delete(model));
    }
    return p;
  }

  private get root(): string {
    return this.endpoint.baseUrl.replace(/\/+$/, '').replace(/\/api$/, '');
  }

  async listModels(signal: AbortSignal): Promise<ModelInfo[]> {
    const data = await getJson<{ models?: OllamaTag[] }>(this.endpoint, this.root, { path: '/api/tags' }, signal);
    return (data.models ?? []).map((t) => ({
      name: t.name,
      family: t.details?.family,
      parameterSize: t.details?.parameter_size,
      quantization: t.details?.quantization_level,
      ...(Array.isArray(t.capabilities) ? { capabilities: t.capabilities } : {}),
      embedding: isEmbeddingModel(t),
    }));
  }

  async contextLength(model: string, signal: AbortSignal): Promise<number | undefined> {
    try {
      const data = await this.show(model, signal);
      for (const [key, value] of Object.entries(data.model_info ?? {})) {
        if (key.endsWith('.context_length') && typeof value === 'number' && value > 0) return value;
      }
      return undefined;
    } catch (err) {
      // Unknown context size is not fatal: the caller falls back to the setting.
      if (isAbortError(err)) throw err;
      return undefined;
    }
  }

  /** The model's own window; the agent asks for less with `num_ctx`. Past it Ollama leaves out the oldest messages (server/prompt.go). */
  async contextWindow(model: string, signal: AbortSignal): Promise<ContextWindow | undefined> {
    const tokens = await this.contextLength(model, signal);
    return tokens ? { tokens, source: 'reported', overflow: 'drops-oldest', server: 'ollama' } : undefined;
  }

  async capabilities(model: string, signal: AbortSignal): Promise<ModelCapabilities | undefined> {
    try {
      const caps = (await this.show(model, signal)).capabilities;
      // Ollama before 0.6.4 had no `capabilities`: nothing is known then, and refusals will tell.
      if (!Array.isArray(caps)) return undefined;
      return { tools: caps.includes('tools'), thinking: caps.includes('thinking'), vision: caps.includes('vision') };
    } catch (err) {
      if (isAbortError(err)) throw err;
      return undefined;
    }
  }

  async embed(model: string, inputs: string[], signal: AbortSignal): Promise<number[][]> {
    const data = await getJson<{ embeddings?: number[][] }>(this.endpoint, this.root, { path: '/api/embed', body: { model, input: inputs }, model }, signal);
    if (!Array.isArray(data.embeddings) || data.embeddings.length !== inputs.length) {
      throw new SidelightError('bad-response', `Ollama returned no embeddings for “${model}”.`, {
        hint: 'Pick an embedding model (for example nomic-embed-text).',
        userMessage: userText('errNoEmbeddings', model),
        userHint: userText('hintPickEmbeddingModel'),
      });

    }
    return data.embeddings;
  }

  async *chat(request: ChatRequest, signal: AbortSignal): AsyncGenerator<ModelChunk> {
    const res = await this.open(request, signal);
    if (!res.body) throw streamEndedError();
    let finished = false;
    for await (const raw of readNdjson(res.body, this.endpoint.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS, signal)) {
      const line = raw as OllamaLine;
      if (typeof line.error === 'string') throw streamError(line.error);
      const msg = line.message;
      if (msg?.thinking) yield { type: 'thinking', text: msg.thinking };
      if (msg?.content) yield { type: 'content', text: msg.content };
      for (const call of msg?.tool_calls ?? []) {
        const args = readToolArguments(call.function?.arguments);
        yield {
          type: 'tool_call',
          call: { id: call.id || newCallId(), name: call.function?.name ?? '', arguments: args.arguments, ...(args.error ? { argumentsError: args.error } : {}) },
        };
      }
      if (line.done) {
        finished = true;
        yield { type: 'done', finishReason: line.done_reason, promptTokens: line.prompt_eval_count, completionTokens: line.eval_count };
        break;
      }
    }
    if (!finished) throw streamEndedError();
  }

  private open(request: ChatRequest, signal: AbortSignal): Promise<Response> {
    const options: Record<string, unknown> = {};
    if (request.contextSize) options.num_ctx = request.contextSize;
    if (request.temperature !== undefined) options.temperature = request.temperature;
    const turnStart = currentTurnStart(request.messages);
    const body: Record<string, unknown> = {
      model: request.model,
      messages: request.messages.map((m, i) => toOllamaMessage(m, i > turnStart)),
      stream: true,
      ...(request.tools.length ? { tools: request.tools.map((t) => ({ type: 'function', function: t })) } : {}),
      ...(request.reasoning !== undefined ? { think: ollamaThink(request.model, request.reasoning) } : {}),
      ...(request.keepAlive ? { keep_alive: request.keepAlive } : {}),
      ...(Object.keys(options).length ? { options } : {}),
    };
    const connectTimeoutMs = this.endpoint.connectTimeoutMs ?? DEFAULT_CHAT_CONNECT_TIMEOUT_MS;
    return requestModel(this.endpoint, this.root, { path: '/api/chat', body, model: request.model, connectTimeoutMs }, signal);
  }
}
