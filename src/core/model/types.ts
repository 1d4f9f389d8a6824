/** Provider-neutral chat types. Both the Ollama and the OpenAI-compatible clients speak these. */
import type { ContextWindow } from './context-window';
import type { LanguageModelApi } from './prompt-api';

export interface ToolCall {
  id: string;
  /** The tool's canonical name (e.g. `browser.search`), already mapped back from any wire alias. */
  name: string;
  arguments: Record<string, unknown>;
  /** Set when the model's arguments could not be read (malformed JSON); the loop sends it back as an error. */
  argumentsError?: string;
}

/**
 * An image sent with a user message: the copy re-encoded for the model (JPEG or PNG, which every
 * server decodes; Ollama's /v1 takes only jpeg, png and webp data URLs, openai/openai.go), by its name.
 */
export interface ChatImage {
  /** The file name the user sees; the model is told to refer to the image by it. */
  name: string;
  mediaType: 'image/jpeg' | 'image/png';
  /** The bytes, base64 without a data-URL prefix. */
  base64: string;
}

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string; images?: ChatImage[] }
  | { role: 'assistant'; content: string; thinking?: string; toolCalls?: ToolCall[] }
  | { role: 'tool'; content: string; toolCallId: string; name: string };

/** JSON-schema function definition as offered to the model. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface ModelInfo {
  name: string;
  /** Context window when the server reports it. */
  contextLength?: number;
  family?: string;
  parameterSize?: string;
  quantization?: string;
  /** Capabilities listed with the model (newer Ollama `/api/tags`), when the server lists them. */
  capabilities?: string[];
  /** True when the model is an embedding model (for the rerank picker). */
  embedding?: boolean;
}

export type ReasoningEffort = 'off' | 'low' | 'medium' | 'high';

/** What the server says a model can do, where it says so (Ollama `capabilities`, LM Studio `capabilities`). */
export interface ModelCapabilities {
  tools?: boolean;
  thinking?: boolean;
  /** Takes images (Ollama `vision`). */
  vision?: boolean;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  tools: ToolSpec[];
  /** Context size to ask for (Ollama `options.num_ctx`). */
  contextSize?: number;
  /**
   * How hard the model should think, mapped per server: Ollama `think` (the level for gpt-oss, a
   * boolean otherwise), OpenAI-compatible `reasoning_effort`. Absent: the server's default.
   */
  reasoning?: ReasoningEffort;
  keepAlive?: string;
  temperature?: number;
}

/** Streamed output of one model turn, the same shape for every client. */
export type ModelChunk =
  | { type: 'content'; text: string }
  | { type: 'thinking'; text: string }
  | { type: 'tool_call'; call: ToolCall }
  | { type: 'done'; finishReason?: string; promptTokens?: number; completionTokens?: number };

export interface ModelClient {
  readonly style: ApiStyle;
  listModels(signal: AbortSignal): Promise<ModelInfo[]>;
  /** The model's real context window when the server tells it, else undefined. */
  contextLength(model: string, signal: AbortSignal): Promise<number | undefined>;
  /** The window with where it came from and what the server does past it (context-window.ts). */
  contextWindow?(model: string, signal: AbortSignal): Promise<ContextWindow | undefined>;
  /** What the model can do, when the server reports it; undefined when it does not. */
  capabilities?(model: string, signal: AbortSignal): Promise<ModelCapabilities | undefined>;
  /** Streams one assistant turn. Throws SidelightError on failure; partial output already yielded stays valid. */
  chat(request: ChatRequest, signal: AbortSignal): AsyncIterable<ModelChunk>;
  embed?(model: string, inputs: string[], signal: AbortSignal): Promise<number[][]>;
}

/** `prompt-api`: Chrome's built-in model (prompt-api-client.ts), no server. */
export type ApiStyle = 'ollama' | 'openai' | 'prompt-api';

export interface ModelEndpoint {
  baseUrl: string;
  style: ApiStyle;
  apiKey?: string;
  fetch?: typeof fetch;
  /** ms to wait for response headers. */
  connectTimeoutMs?: number;
  /** ms of silence mid-stream before giving up. */
  idleTimeoutMs?: number;
  /** The Prompt API's `LanguageModel` global for style `prompt-api`, injected like `fetch`. */
  languageModel?: LanguageModelApi | undefined;
}
