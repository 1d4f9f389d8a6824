import { SidelightError, userText, type UserText } from '../errors';
import { serverMessage } from './http-errors';

/** What a server refused: native tool calling, or the request for reasoning. */
export type Refusal = 'tools' | 'think';

/**
 * The real servers' words for “this model/server cannot take native tools”. Matched on the text, not
 * the status: llama.cpp sends its refusal as HTTP 500.
 * - Ollama (server/routes.go, `scheduleRunner` → `CheckCapabilities`): HTTP 400
 *   `{"error":"registry.ollama.ai/library/gemma3:4b does not support tools"}`.
 * - vLLM (entrypoints/openai/serving_chat.py): HTTP 400
 *   `"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set`, and
 *   `tool_choice="required" requires --tool-call-parser to be set` for the other choices.
 * - llama.cpp server (`oaicompat_chat_params_parse`, without `--jinja` or with `--no-jinja`): HTTP 500
 *   `{"error":{"code":500,"message":"tools param requires --jinja flag","type":"server_error"}}`.
 * - LM Studio renders the model's Jinja template itself and answers a template that cannot take the
 *   tool exchange with `Error rendering prompt with jinja template: "…"` (lmstudio-bug-tracker #535,
 *   #842, #1342, #2180); the same conversation written as plain text renders.
 * - Mistral's tool-call id rule, should an id still break it (Sidelight replays 9 alphanumerics,
 *   wire-call-id.ts): its chat templates `raise_exception("Tool call IDs should be alphanumeric strings
 *   with length 9!")` (llama.cpp, LM Studio); mistral_common's validator (vLLM `--tokenizer-mode mistral`)
 *   `Tool call id was … but must be a-z, A-Z, 0-9, with a length of 9.`. Written as text, calls carry no id.
 */
const TOOLS_REFUSALS: readonly RegExp[] = [
  /does not support tools/i,
  /tool choice requires --enable-auto-tool-choice/i,
  /requires --tool-call-parser/i,
  /tools param requires --jinja/i,
  /error rendering prompt with jinja template/i,
  /tool call ids should be alphanumeric strings with length 9/i,
  /tool call id was .* but must be a-z, a-z, 0-9, with a length of 9/i,
];

/**
 * - Ollama (server/routes.go, ChatHandler): HTTP 400 `{"error":"\"gemma3:4b\" does not support thinking"}`.
 * - OpenAI's API and strict proxies refuse the reasoning fields on other models: 400
 *   `Unsupported parameter: 'reasoning_effort' is not supported with this model.`, or
 *   `Unrecognized request argument supplied: chat_template_kwargs`.
 */
const THINK_REFUSALS: readonly RegExp[] = [/does not support thinking/i, /parameter: 'reasoning_effort'|argument supplied: (reasoning_effort|chat_template_kwargs)/i];

/** What the user can change so the model gets native tools back, by the server that refused. */
export function nativeToolsAdvice(said: string): string {
  return TOOLS_ADVICE.find((a) => a.when.test(said))?.text ?? '';
}

/** The same advice as a message key, for the user's language; undefined when there is none. */
export function nativeToolsAdviceText(said: string): UserText | undefined {
  const advice = TOOLS_ADVICE.find((a) => a.when.test(said));
  return advice && userText(advice.key);
}

const TOOLS_ADVICE: readonly { when: RegExp; text: string; key: string }[] = [
  { when: /enable-auto-tool-choice|--tool-call-parser/i, text: 'For native tools, start vLLM with --enable-auto-tool-choice --tool-call-parser <parser for the model>.', key: 'noticeAdviceVllm' },
  { when: /--jinja/i, text: 'For native tools, start llama-server with --jinja.', key: 'noticeAdviceLlamaJinja' },
  { when: /does not support tools/i, text: 'This model has no tool support in Ollama; a model that has one (qwen3, gpt-oss, llama3.1) uses native tools.', key: 'noticeAdviceOllamaNoTools' },
  { when: /jinja template/i, text: 'The model’s prompt template could not render tool calls; an lmstudio-community build of the model usually has a fixed one.', key: 'noticeAdviceTemplate' },
];

/** The server's own words in a failed request's error, without Sidelight's framing. */
export function refusalWords(err: unknown): string {
  if (!(err instanceof SidelightError)) return String(err);
  const fromBody = typeof err.cause === 'string' ? serverMessage(err.cause) : '';
  return (fromBody || err.message.replace(/^The model server reported an error mid-answer: /, '')).split('\n')[0]!.trim();
}

/** The server's own text of a failed request, as kept by `httpError`/`streamError`. */
function refusalText(err: SidelightError): string {
  return `${err.message} ${typeof err.cause === 'string' ? err.cause : ''}`;
}

/**
 * Which capability a failed request was refused for, if any. `offered` says what the request asked
 * for, so a tools refusal is only recognised when tools were sent (a template error without tools is
 * a real error the user must see).
 */
export function classifyRefusal(err: unknown, offered: { tools: boolean; think: boolean }): Refusal | undefined {
  if (!(err instanceof SidelightError)) return undefined;
  if (err.status !== undefined && err.status < 400) return undefined;
  const text = refusalText(err);
  if (offered.think && THINK_REFUSALS.some((p) => p.test(text))) return 'think';
  if (offered.tools && TOOLS_REFUSALS.some((p) => p.test(text))) return 'tools';
  return undefined;
}
