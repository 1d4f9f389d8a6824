import { SidelightError, userText, type UserText } from '../errors';
import type { ApiStyle, ModelEndpoint } from './types';

/** What the failing request was for, so the message can name the model or the endpoint. */
export interface RequestContext {
  endpoint: Pick<ModelEndpoint, 'baseUrl' | 'style'>;
  path: string;
  model?: string;
}

const CONTEXT_PATTERN =
  /context (length|window|size)|maximum context|exceeds? (the )?(available )?context|n_ctx|too many tokens|prompt is too long|input is too long|maximum input length/i;

/** The server's own words, from `{"error": "…"}`, `{"error": {"message": "…"}}`, `{"message": …}` or plain text. */
export function serverMessage(body: string): string {
  const text = body.trim();
  try {
    const parsed = JSON.parse(text) as { error?: unknown; message?: unknown; detail?: unknown };
    const e = parsed.error;
    if (typeof e === 'string') return e;
    if (e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string') return (e as { message: string }).message;
    if (typeof parsed.message === 'string') return parsed.message;
    if (typeof parsed.detail === 'string') return parsed.detail;
  } catch {
    /* not JSON: use the text itself */
  }
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

function startAdvice(style: ApiStyle): string {
  return style === 'ollama'
    ? 'Is Ollama running? Start it with `ollama serve` (or open the Ollama app), then try again.'
    : 'Is the server running? Start it (llama.cpp: `llama-server -m model.gguf`; LM Studio: Developer → Start Server; vLLM: `vllm serve <model>`) and check the base URL.';
}

function startAdviceText(style: ApiStyle): UserText {
  return style === 'ollama' ? userText('hintStartOllama') : userText('hintStartServer');
}

export function connectionError(ctx: RequestContext, cause: unknown): SidelightError {
  return new SidelightError('network', `Could not connect to the model server at ${ctx.endpoint.baseUrl}.`, {
    hint: startAdvice(ctx.endpoint.style),
    cause,
    userMessage: userText('errModelUnreachable', ctx.endpoint.baseUrl),
    userHint: startAdviceText(ctx.endpoint.style),
  });
}

export function connectTimeoutError(ctx: RequestContext, ms: number): SidelightError {
  const seconds = Math.round(ms / 1000);
  return new SidelightError('timeout', `The model server at ${ctx.endpoint.baseUrl} did not answer within ${seconds} s.`, {
    hint: `${startAdvice(ctx.endpoint.style)} A large model may still be loading; wait and try again.`,
    userMessage: userText('errModelTimeout', ctx.endpoint.baseUrl, seconds),
    userHint: userText('hintModelMayBeLoading', startAdviceText(ctx.endpoint.style)),
  });
}

export function streamEndedError(cause?: unknown): SidelightError {
  return new SidelightError('bad-response', 'The model’s reply stopped before it finished.', {
    hint: 'The server may have crashed or run out of memory; check its log and try again. The text so far is kept.',
    cause,
    userMessage: userText('errModelStreamEnded'),
    userHint: userText('hintModelCrashedTextKept'),
  });
}

function isContextLengthMessage(message: string): boolean {
  return CONTEXT_PATTERN.test(message);
}

export function contextLengthError(message: string, status?: number): SidelightError {
  return new SidelightError('context-length', `The conversation no longer fits in the model’s context window (${message}).`, {
    hint: 'Start a new chat, lower the words per view, or raise the context size in Options if the model allows it.',
    status,
    userMessage: userText('errContextLength', message),
    userHint: userText('hintContextLength'),
  });
}

/** Some OpenAI-compatible servers only accept `^[a-zA-Z0-9_-]+$` function names and refuse `browser.search`. */
export function isDottedNameRefusal(status: number, body: string): boolean {
  if (status !== 400 && status !== 422) return false;
  return /function\.name|function name|tool name|a-zA-Z0-9_-|does not match (the )?pattern|invalid.*name/i.test(body);
}

/** Maps a non-2xx answer to an error whose hint says what to do about it. */
export function httpError(ctx: RequestContext, status: number, body: string): SidelightError {
  const said = serverMessage(body);
  const where = ctx.endpoint.baseUrl;
  const opts = { status, cause: body };
  // The status and, when the server said something, its own words (verbatim, untranslated).
  const statusText = (code: number) => (said ? userText('errHttpStatusSaid', code, said) : userText('errHttpStatus', code));
  if (isContextLengthMessage(said)) return contextLengthError(said, status);
  if (status === 401) {
    return new SidelightError('unauthorized', `The model server at ${where} refused the API key (HTTP 401${said ? `: ${said}` : ''}).`, {
      ...opts,
      hint: 'Check the API key in Options → Model; local servers usually need none, hosted ones need a valid key.',
      userMessage: userText('errModelKeyRefused', where, statusText(401)),
      userHint: userText('hintModelKey'),
    });
  }
  if (status === 403 && ctx.endpoint.style === 'ollama') {
    return new SidelightError('forbidden', 'Ollama refused the request because it came from the extension’s origin (HTTP 403).', {
      ...opts,
      hint:
        'Stock Ollama only accepts browser requests from web pages on localhost. Sidelight rewrites the Origin for the configured endpoint; if this still appears, allow the extension with OLLAMA_ORIGINS="chrome-extension://*,moz-extension://*" and restart `ollama serve`.',
      userMessage: userText('errOllamaOriginRefused'),
      userHint: userText('hintOllamaOrigins'),
    });
  }
  if (status === 403) {
    return new SidelightError('forbidden', `The model server at ${where} refused the request (HTTP 403${said ? `: ${said}` : ''}).`, {
      ...opts,
      hint: 'Check the API key and the server’s allowed origins (CORS) settings.',
      userMessage: userText('errModelRefused', where, statusText(403)),
      userHint: userText('hintModelKeyOrCors'),
    });
  }
  if (status === 404 && ctx.model && (/model|not found/i.test(said) || ctx.path.includes('chat'))) {
    const ollama = ctx.endpoint.style === 'ollama';
    return new SidelightError('not-found', `The model “${ctx.model}” is not available on ${where}.`, {
      ...opts,
      hint: ollama
        ? `Download it with \`ollama pull ${ctx.model}\`, or pick an installed model in Options.`
        : 'Load the model in the server, or pick one from the model list in Options.',
      userMessage: userText('errModelMissing', ctx.model, where),
      userHint: ollama ? userText('hintOllamaPull', ctx.model) : userText('hintLoadModel'),
    });
  }
  if (status === 404) {
    return new SidelightError('not-found', `The server at ${where} has no ${ctx.path} endpoint (HTTP 404).`, {
      ...opts,
      hint: 'Check the base URL and the API style (Ollama or OpenAI-compatible) in Options.',
      userMessage: userText('errModelNoEndpoint', where, ctx.path),
      userHint: userText('hintBaseUrlAndStyle'),
    });
  }
  if (status === 429) {
    return new SidelightError('rate-limited', `The model server is busy (HTTP 429${said ? `: ${said}` : ''}).`, {
      ...opts,
      hint: 'Wait a few seconds and try again; if it persists, lower the server’s parallel load.',
      userMessage: userText('errModelBusy', statusText(429)),
      userHint: userText('hintModelBusy'),
    });
  }
  if (status >= 500) {
    return new SidelightError('server', `The model server failed (HTTP ${status}${said ? `: ${said}` : ''}).`, {
      ...opts,
      hint: 'Try again in a moment. If it keeps failing, check the server’s log — the model may have run out of memory.',
      userMessage: userText('errModelFailed', statusText(status)),
      userHint: userText('hintModelServerLog'),
    });
  }
  return new SidelightError('http', `The model server answered HTTP ${status}${said ? `: ${said}` : ''}.`, {
    ...opts,
    hint: 'Check the model name, base URL and API style in Options.',
    userMessage: userText('errModelAnswered', statusText(status)),
    userHint: userText('hintModelNameUrlStyle'),
  });
}

/** An `{"error": …}` object sent inside an otherwise successful stream. */
export function streamError(message: string): SidelightError {
  if (isContextLengthMessage(message)) return contextLengthError(message);
  return new SidelightError('server', `The model server reported an error mid-answer: ${message}`, {
    hint: 'Try again; if it repeats, check the server’s log. The text so far is kept.',
    userMessage: userText('errModelMidAnswer', message),
    userHint: userText('hintTryAgainTextKept'),
  });
}
