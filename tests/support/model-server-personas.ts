/**
 * How the scripted model server can behave like a particular real server or model. Every refusal is
 * word for word what the real project sends, with the source named beside it.
 */
export type ServerPersona =
  /** Ollama with a model without tool support (gemma3, phi4): `/api/show` lists no `tools`, and any request with `tools` is refused. */
  | 'ollama-no-tools'
  /** The same model on an Ollama older than 0.6.4: `/api/show` has no `capabilities`, so only the refusal tells. */
  | 'ollama-no-tools-no-capabilities'
  /** Ollama with a model that cannot think: `think: true` is refused (no `thinking` capability listed). */
  | 'ollama-no-thinking'
  /** vLLM started without `--enable-auto-tool-choice --tool-call-parser …` (its default). */
  | 'vllm-no-auto-tools'
  /** llama.cpp server without `--jinja` (the default before Nov 2025) or with `--no-jinja`. */
  | 'llamacpp-no-jinja'
  /** A server rendering a Mistral chat template, which raises on tool-call ids that are not 9 alphanumerics. */
  | 'mistral-template'
  /** An old llama-server that reports failures inside the stream as `error: {…}` SSE events. */
  | 'llamacpp-old-errors'
  /**
   * LM Studio with gpt-oss: its Jinja template refuses an assistant message that has tool calls and
   * both text and reasoning, and LM Studio answers HTTP 200 with a single error event in the stream.
   */
  | 'lmstudio-gpt-oss-template'
  /** Stock Ollama (server/prompt.go, server/routes.go): `/api/version`, `/api/ps`, and `/v1` without `num_ctx`. */
  | 'ollama'
  /** Stock vLLM (vllm/entrypoints/openai): `max_model_len` in `/v1/models`, no `/props` (404 `{"detail":"Not Found"}`). */
  | 'vllm'
  /** Stock llama-server (tools/server/server.cpp): `/props` with `default_generation_settings.n_ctx`. */
  | 'llamacpp'
  /**
   * LM Studio with the model loaded at `contextLength`: `/api/v0/models` rows `state: "loaded"` with
   * `loaded_context_length` (lmstudio-ai/docs 1_developer/2_rest/endpoints.mdx); past the window it cuts the
   * middle (`contextOverflowPolicy` default `truncateMiddle`, lmstudio-js packages/lms-kv-config/src/schema.ts).
   */
  | 'lmstudio-loaded'
  /** The same LM Studio with the model not loaded: `state: "not-loaded"`, and the first request loads it just in time at 4096. */
  | 'lmstudio-jit';

export interface Refusal {
  status: number;
  body: string;
}

type Body = Record<string, unknown> & { tools?: unknown[]; messages?: Record<string, unknown>[]; tool_choice?: unknown; think?: unknown };

const hasTools = (b: Body) => Array.isArray(b.tools) && b.tools.length > 0;

/** Which real server a persona is: decides the endpoints it answers and how it fits a long prompt. */
export type ServerKind = 'ollama' | 'vllm' | 'llamacpp' | 'lmstudio';

/** Undefined for the generic stand-in (Ollama's native API and a llama.cpp-like `/v1` on one port). */
export function serverKind(persona: ServerPersona | undefined): ServerKind | undefined {
  if (!persona) return undefined;
  if (persona.startsWith('ollama')) return 'ollama';
  if (persona.startsWith('vllm')) return 'vllm';
  if (persona.startsWith('llamacpp')) return 'llamacpp';
  if (persona.startsWith('lmstudio')) return 'lmstudio';
  return undefined;
}

/** Ollama's `/api/show` capabilities for the persona (types/model/capability.go names). */
export function ollamaCapabilities(persona: ServerPersona | undefined): string[] | undefined {
  switch (persona) {
    // gemma3's real `/api/show` (types/model/capability.go names): no tools, no thinking.
    case 'ollama-no-tools':
      return ['completion', 'vision'];
    case 'ollama-no-tools-no-capabilities':
      return undefined;
    case 'ollama-no-thinking':
      return ['completion', 'tools'];
    default:
      return ['completion', 'tools', 'thinking'];
  }
}

/** Ollama's refusals for `/api/chat`, in the order its ChatHandler checks them. */
export function ollamaRefusal(persona: ServerPersona | undefined, b: Body): Refusal | undefined {
  const model = String(b.model ?? '');
  // server/routes.go ChatHandler: `c.JSON(http.StatusBadRequest, gin.H{"error": fmt.Sprintf("%q does not support thinking", req.Model)})`
  // when `think` is truthy (a level string counts) and the model lacks the thinking capability.
  if (persona === 'ollama-no-thinking' && b.think !== undefined && b.think !== false) {
    return { status: 400, body: JSON.stringify({ error: `${JSON.stringify(model)} does not support thinking` }) };
  }
  // server/routes.go scheduleRunner → images.go CheckCapabilities: `fmt.Errorf("%w %w", errCapabilities, errors.Join(errs...))`
  // wrapped as `"%s %w", name` with the full registry name, answered 400 by handleScheduleError.
  if ((persona === 'ollama-no-tools' || persona === 'ollama-no-tools-no-capabilities') && hasTools(b)) {
    const full = model.includes('/') ? model : `registry.ollama.ai/library/${model.includes(':') ? model : `${model}:latest`}`;
    return { status: 400, body: JSON.stringify({ error: `${full} does not support tools` }) };
  }
  return undefined;
}

const NINE_ALNUM = /^[a-zA-Z0-9]{9}$/;

/** The OpenAI-compatible servers' refusals for `/v1/chat/completions`. */
export function openAiRefusal(persona: ServerPersona | undefined, b: Body): Refusal | undefined {
  // vllm/entrypoints/openai/serving_chat.py: with tools and tool_choice "auto" (the default once tools
  // are given, protocol.py) on a server without enable_auto_tools: create_error_response(…) → 400.
  if (persona === 'vllm-no-auto-tools' && hasTools(b) && (b.tool_choice === undefined || b.tool_choice === 'auto')) {
    return {
      status: 400,
      // The current body (entrypoints/openai/protocol.py ErrorResponse{error: ErrorInfo{message, type, param, code}});
      // before 2025 it was flat: `{"object":"error","message":…}`.
      body: JSON.stringify({
        error: {
          message: '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set',
          type: 'BadRequestError',
          param: null,
          code: 400,
        },
      }),
    };
  }
  // llama.cpp tools/server/utils.hpp oaicompat_chat_params_parse: `throw std::runtime_error("tools param requires --jinja flag")`,
  // answered by the handler's exception wrapper as a 500 server_error.
  if (persona === 'llamacpp-no-jinja' && hasTools(b)) {
    return { status: 500, body: JSON.stringify({ error: { code: 500, message: 'tools param requires --jinja flag', type: 'server_error' } }) };
  }
  // Mistral's chat templates (Mistral-Small/Nemo GGUFs, as rendered by llama.cpp and LM Studio):
  // `{%- if not tool_call.id is defined or tool_call.id|length != 9 %}{{- raise_exception("Tool call IDs should be alphanumeric strings with length 9!") }}`,
  // for assistant tool_calls and tool messages alike; vLLM's mistral tokenizer mode also checks the characters.
  if (persona === 'mistral-template') {
    const ids = (b.messages ?? []).flatMap((m) => [
      ...((m.tool_calls as { id?: unknown }[] | undefined) ?? []).map((c) => c.id),
      ...(m.role === 'tool' ? [m.tool_call_id] : []),
    ]);
    if (ids.some((id) => typeof id !== 'string' || !NINE_ALNUM.test(id))) {
      return { status: 500, body: JSON.stringify({ error: { code: 500, message: 'Tool call IDs should be alphanumeric strings with length 9!', type: 'server_error' } }) };
    }
  }
  return undefined;
}

/**
 * LM Studio's stream-level template failure (lmstudio-bug-tracker #842 for the words, #2180 for the
 * HTTP 200 with one error event and no deltas). The event's JSON shape is the OpenAI error object.
 */
export function lmStudioTemplateError(persona: ServerPersona | undefined, b: Body): string | undefined {
  if (persona !== 'lmstudio-gpt-oss-template') return undefined;
  const clash = (b.messages ?? []).some(
    (m) => m.role === 'assistant' && Array.isArray(m.tool_calls) && m.tool_calls.length > 0 && typeof m.content === 'string' && m.content !== '' && m.reasoning_content,
  );
  if (!clash) return undefined;
  return (
    'Error rendering prompt with jinja template: "Cannot pass both content and thinking in an assistant message with tool calls! Put the analysis message in one or the other, but not both.".\n\n' +
    "This is usually an issue with the model's prompt template. If you are using a popular model, you can try to search the model under lmstudio-community, which will have fixed prompt templates."
  );
}

/** A call the model writes into its text, in one family's format, for servers that did not parse it. */
export type TextCallFormat = 'hermes' | 'mistral' | 'llama';

export function callsAsText(calls: { name: string; arguments: Record<string, unknown> }[], format: TextCallFormat): string {
  switch (format) {
    // Qwen/Hermes chat templates: one <tool_call> block per call.
    case 'hermes':
      return calls.map((c) => `<tool_call>\n${JSON.stringify({ name: c.name, arguments: c.arguments })}\n</tool_call>`).join('\n');
    // Mistral v3 templates: [TOOL_CALLS] then a JSON array.
    case 'mistral':
      return `[TOOL_CALLS][${calls.map((c) => JSON.stringify({ name: c.name, arguments: c.arguments })).join(', ')}]`;
    // Llama 3.1 templates: <|python_tag|> and a JSON object with `parameters`.
    case 'llama':
      return calls.map((c) => `<|python_tag|>${JSON.stringify({ name: c.name, parameters: c.arguments })}`).join('\n');
  }
}

/** Whether the persona is Ollama, or (no persona) the generic stand-in that answers every API. */
export function isOllamaPersona(persona: ServerPersona | undefined): boolean {
  return persona === undefined || persona.startsWith('ollama-');
}

export type ReasoningInContent = 'think-tags' | 'template-opened';

/**
 * Reasoning as servers without a reasoning parser send it: in the content.
 * - `think-tags`: vLLM without `--reasoning-parser` (its default) streams every token as content
 *   (vllm/entrypoints/openai/serving_chat.py, chat_completion_stream_generator: the reasoning branch
 *   runs only with a reasoning parser), and its Hermes tool parser sends all text before `<tool_call>`
 *   as content (vllm/tool_parsers/hermes_tool_parser.py); Qwen3 writes `<think>…</think>\n\n` first.
 *   LM Studio with “separate reasoning_content” off and Ollama before 0.9 (no `think`) do the same.
 * - `template-opened`: DeepSeek-R1 distills, whose chat template ends the prompt with `<think>\n`
 *   (tokenizer_config.json of deepseek-ai/DeepSeek-R1-Distill-Qwen-*), so the text starts inside the
 *   reasoning and only the closing tag is written.
 */
export function reasoningAsText<T extends { thinking?: string; content?: string }>(turn: T, how: ReasoningInContent): T {
  const { thinking, ...rest } = turn;
  const head = how === 'think-tags' ? `<think>\n${thinking}\n</think>\n\n` : `${thinking}\n</think>\n\n`;
  return { ...rest, content: head + (turn.content ?? '') } as T;
}

/**
 * One-off failures a server reports when it cannot parse what the model sampled, word for word:
 * - Ollama's harmony parser (gpt-oss), harmony/harmonyparser.go `HarmonyMessageHandler.Add`:
 *   `fmt.Errorf("error parsing tool call: raw='%s', err=%w", raw, err)`, sent by server/routes.go
 *   ChatHandler as a last NDJSON line `{"error":"…"}` on the 200 stream.
 * - llama.cpp, common/chat.cpp `common_chat_peg_parse`: `"Failed to parse input at pos " + pos + ": " + rest`,
 *   answered as a 500 `server_error`, inside the stream (HTTP 200, no [DONE]) when streaming.
 * Both happen without tools too: ChatHandler gives every gpt-oss request the harmony parser, which
 * reads any message with a recipient (`to=browser.search`, a tool gpt-oss was trained on) as a call;
 * `common_chat_templates_apply_jinja` builds a parser from the template (GPT-OSS channels, reasoning
 * markers, Functionary's `>>>all`) whether or not tools were sent, and a reply it cannot read from
 * the start fails.
 */
export function oneOffParseError(server: 'ollama-harmony' | 'llamacpp', raw: string): string {
  if (server === 'ollama-harmony') return `error parsing tool call: raw='${raw}', err=unexpected end of JSON input`;
  return `Failed to parse input at pos 0: ${raw}`;
}

/** Whether a chat request carries an image: Ollama's `images` on a message, or an OpenAI `image_url` part. */
export function requestHasImages(b: Body): boolean {
  return (b.messages ?? []).some(
    (m) => (Array.isArray(m.images) && m.images.length > 0) || (Array.isArray(m.content) && (m.content as { type?: unknown }[]).some((p) => p.type === 'image_url')),
  );
}

/**
 * The data URLs Ollama's /v1 decodes (openai/openai.go decodeImageURL): jpeg, jpg, png and webp in
 * base64; anything else is `invalid image input` (400, its OpenAI-shaped error).
 */
export function ollamaV1ImageError(b: Body): Refusal | undefined {
  const urls = (b.messages ?? []).flatMap((m) =>
    Array.isArray(m.content) ? (m.content as { type?: unknown; image_url?: { url?: unknown } }[]).filter((p) => p.type === 'image_url').map((p) => String(p.image_url?.url ?? '')) : [],
  );
  if (urls.every((u) => /^data:image\/(jpeg|jpg|png|webp);base64,/.test(u))) return undefined;
  return { status: 400, body: JSON.stringify({ error: { message: 'invalid image input', type: 'invalid_request_error', param: null, code: null } }) };
}

/**
 * What each real server answers when a model without vision is sent an image, word for word:
 * - Ollama (model/model.go `ErrNoVisionModel`, raised by the runner, answered 500 by ChatHandler; on
 *   /v1 wrapped by openai/openai.go NewError as an `api_error`).
 * - llama.cpp server without `--mmproj` (tools/server/server-common.cpp oaicompat_chat_params_parse,
 *   `throw std::runtime_error(...)`, answered as a 500 server_error).
 * - vLLM with a text-only model (vllm/multimodal/registry.py create_processor `ValueError`), answered 400
 *   in the current ErrorResponse body.
 * - LM Studio (its server's refusal for a model loaded without vision, as users report it in
 *   lmstudio-bug-tracker): 400 `Model does not support images. Please use a model that does.`
 */
export function visionRefusal(kind: ServerKind | undefined, path: '/api/chat' | '/v1/chat/completions', model: string): Refusal {
  if (kind === 'ollama' || (kind === undefined && path === '/api/chat')) {
    const message = 'this model is missing data required for image input';
    if (path === '/api/chat') return { status: 500, body: JSON.stringify({ error: message }) };
    return { status: 500, body: JSON.stringify({ error: { message, type: 'api_error', param: null, code: null } }) };
  }
  if (kind === 'vllm') {
    return { status: 400, body: JSON.stringify({ error: { message: `${model} is not a multimodal model`, type: 'BadRequestError', param: null, code: 400 } }) };
  }
  if (kind === 'lmstudio') {
    return { status: 400, body: JSON.stringify({ error: 'Model does not support images. Please use a model that does.' }) };
  }
  return {
    status: 500,
    body: JSON.stringify({ error: { code: 500, message: 'image input is not supported - hint: if this is unexpected, you may need to provide the mmproj', type: 'server_error' } }),
  };
}
