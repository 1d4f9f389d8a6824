import type { Notice } from '../../core/agent/events';

export interface FactsAsked {
  /** What the facts were asked with (the model settings and the server's reported state), compared by identity. */
  basis: readonly unknown[];
  /** An answer with this model on this server has ended since they were asked. */
  answered: boolean;
}

/** The end of an answer, as far as the model facts care. */
export interface AnswerEnd {
  /** The server cut the answer's prompt (a truncation notice). */
  truncated: boolean;
}

/**
 * When the panel asks the server again what the model can do (its capabilities and window, for the
 * automatic answer mode: model-facts.ts). Those are requests to the user's server, so they are made
 * only when the answer can have changed:
 * - the model settings or the server's reported state changed (another model, server URL or
 *   Context size; a new connection check);
 * - the first answer with that model on that server ended: a request can load the model at another
 *   size (Ollama's `/v1` reloads a model `/api/ps` showed loaded by a native request at the server's
 *   default, server/sched.go needsReload);
 * - an answer found its prompt cut to a window smaller than planned (round-report.ts).
 * After any other answer, only what Sidelight learnt itself (the model modes store, local) is read again.
 */
export function nextFactsAsk(last: FactsAsked | undefined, basis: readonly unknown[], ended: AnswerEnd | undefined): { ask: boolean; next: FactsAsked } {
  const same = last !== undefined && last.basis.length === basis.length && last.basis.every((b, i) => Object.is(b, basis[i]));
  if (!same) return { ask: true, next: { basis, answered: false } };
  if (!ended) return { ask: false, next: last };
  return { ask: !last.answered || ended.truncated, next: { basis, answered: true } };
}

/** The notices by which an answer says the server cut its prompt to the model's window (round-report.ts). */
const TRUNCATION_NOTICES: ReadonlySet<string> = new Set(['noticeOllamaTruncated', 'noticeServerTruncated']);

/** Whether an answer's notices say the server cut its prompt. */
export function answerSawTruncation(notices: readonly (string | Notice)[]): boolean {
  return notices.some((n) => typeof n !== 'string' && n.userMessage !== undefined && TRUNCATION_NOTICES.has(n.userMessage.key));
}
