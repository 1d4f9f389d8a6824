/**
 * Errors are values a user can act on. `message` says what happened, `hint` what to do;
 * `cause` keeps the original error for logs and is never shown as the only explanation.
 * `message` and `hint` are English: the model reads them (tool errors) and logs keep them. What a
 * person sees comes from `userMessage`/`userHint` when the error has them: the same words as keys of
 * public/_locales/<lang>/messages.json, which the glue renders in the browser's language
 * (src/shared/error-text.ts). The core cannot read the locales; a unit test proves every key exists.
 */
export type ErrorCode =
  | 'network' // connection refused, DNS, TLS
  | 'timeout'
  | 'aborted'
  | 'http' // any other non-2xx
  | 'unauthorized' // 401
  | 'forbidden' // 403
  | 'not-found' // 404
  | 'rate-limited' // 429
  | 'server' // 5xx
  | 'bad-response' // malformed JSON, broken stream
  | 'context-length'
  | 'invalid-arguments'
  | 'refused-url'
  | 'unsupported-type'
  | 'too-large'
  | 'bot-wall'
  | 'quota'
  | 'config';

/**
 * A text in the user's language: a message key and its substitutions ($1 … $9). A substitution is
 * either verbatim text (a URL, a model name, the server's own words) or another UserText; a list of
 * UserTexts is rendered one after the other, separated by spaces.
 */
export interface UserText {
  key: string;
  params?: UserParam[];
}
export type UserParam = string | UserText | UserText[];

/** `userText('errModelUnreachable', baseUrl)`: the key must exist in every locale (tests/unit/i18n). */
export function userText(key: string, ...params: (UserParam | number)[]): UserText {
  return params.length ? { key, params: params.map((p) => (typeof p === 'number' ? String(p) : p)) } : { key };
}

export interface SidelightErrorOptions {
  hint?: string | undefined;
  status?: number | undefined;
  cause?: unknown;
  /** `message` in the user's language. */
  userMessage?: UserText | undefined;
  /** `hint` in the user's language. */
  userHint?: UserText | undefined;
  /** How long the service asked to wait before trying again (its Retry-After), in seconds. */
  retryAfterSeconds?: number | undefined;
}

export class SidelightError extends Error {
  readonly code: ErrorCode;
  readonly hint: string | undefined;
  readonly status: number | undefined;
  readonly userMessage: UserText | undefined;
  readonly userHint: UserText | undefined;
  readonly retryAfterSeconds: number | undefined;
  constructor(code: ErrorCode, message: string, options: SidelightErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'SidelightError';
    this.code = code;
    this.hint = options.hint;
    this.status = options.status;
    this.userMessage = options.userMessage;
    this.userHint = options.userHint;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** One line for a user: what happened, then what to do. */
  toUserText(): string {
    return this.hint ? `${this.message} ${this.hint}` : this.message;
  }

  /** Structured-clone-safe form for crossing extension contexts. */
  toJSON(): SerializedError {
    const out: SerializedError = { code: this.code, message: this.message, hint: this.hint, status: this.status };
    if (this.userMessage) out.userMessage = this.userMessage;
    if (this.userHint) out.userHint = this.userHint;
    if (this.retryAfterSeconds !== undefined) out.retryAfterSeconds = this.retryAfterSeconds;
    return out;
  }
}

export interface SerializedError {
  code: ErrorCode;
  message: string;
  hint?: string | undefined;
  status?: number | undefined;
  userMessage?: UserText | undefined;
  userHint?: UserText | undefined;
  retryAfterSeconds?: number | undefined;
}

export function isAbortError(err: unknown): boolean {
  return (
    (err instanceof SidelightError && err.code === 'aborted') ||
    (typeof err === 'object' && err !== null && (err as { name?: string }).name === 'AbortError')
  );
}

/** Normalise anything thrown into a SidelightError, keeping the original as cause. */
export function toSidelightError(err: unknown, fallbackMessage = 'Something went wrong.'): SidelightError {
  if (err instanceof SidelightError) return err;
  if (isAbortError(err)) return stopped(err);
  // An Error's own words are kept as they are (they are the browser's or a library's, in English).
  if (err instanceof Error && err.message) return new SidelightError('http', err.message, { cause: err });
  const generic = fallbackMessage === 'Something went wrong.';
  return new SidelightError('http', fallbackMessage, { cause: err, userMessage: generic ? userText('errSomethingWrong') : undefined });
}

export function fromSerializedError(e: SerializedError): SidelightError {
  return new SidelightError(e.code, e.message, { hint: e.hint, status: e.status, userMessage: e.userMessage, userHint: e.userHint, retryAfterSeconds: e.retryAfterSeconds });
}

/** The error of an operation the user (or a timeout's owner) stopped. */
export function stopped(cause?: unknown): SidelightError {
  return new SidelightError('aborted', 'Stopped.', { cause, userMessage: userText('errStopped') });
}
