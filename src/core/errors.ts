/**
 * Errors are values a user can act on. `message` says what happened, `hint` what to do;
 * `cause` keeps the original error for logs and is never shown as the only explanation.
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

export class SidelightError extends Error {
  readonly code: ErrorCode;
  readonly hint: string | undefined;
  readonly status: number | undefined;
  constructor(code: ErrorCode, message: string, options: { hint?: string; status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'SidelightError';
    this.code = code;
    this.hint = options.hint;
    this.status = options.status;
  }

  /** One line for a user: what happened, then what to do. */
  toUserText(): string {
    return this.hint ? `${this.message} ${this.hint}` : this.message;
  }

  /** Structured-clone-safe form for crossing extension contexts. */
  toJSON(): SerializedError {
    return { code: this.code, message: this.message, hint: this.hint, status: this.status };
  }
}

export interface SerializedError {
  code: ErrorCode;
  message: string;
  hint?: string | undefined;
  status?: number | undefined;
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
  if (isAbortError(err)) return new SidelightError('aborted', 'Stopped.', { cause: err });
  const message = err instanceof Error && err.message ? err.message : fallbackMessage;
  return new SidelightError('http', message, { cause: err });
}

export function fromSerializedError(e: SerializedError): SidelightError {
  return new SidelightError(e.code, e.message, { hint: e.hint, status: e.status });
}
