import type { SerializedError } from '../../core/errors';
import type { Turn } from './types';

/**
 * A failed answer whose cause is the model server: none set up, not answering, or too slow. Its
 * own message offers the fixes, so the panel's "not answering" banner does not say it again.
 */
export function isServerProblem(error: SerializedError | undefined): boolean {
  return error?.code === 'config' || error?.code === 'network' || error?.code === 'timeout';
}

/** Sent while no model server was found at all: the answer shows how to start one. */
export function isNoServer(error: SerializedError | undefined): boolean {
  return error?.userMessage?.key === 'errNoModelServer';
}

/** The model Ollama said it does not have (HTTP 404), which Sidelight can download; null otherwise. */
export function missingOllamaModel(error: SerializedError | undefined): string | null {
  if (error?.userMessage?.key !== 'errModelMissing' || error.userHint?.key !== 'hintOllamaPull') return null;
  const name = error.userMessage.params?.[0];
  return typeof name === 'string' && name ? name : null;
}

/** Whether the last answer already says the server is the problem (and what to do about it). */
export function lastTurnSaysServerProblem(turns: readonly Turn[]): boolean {
  const last = turns[turns.length - 1];
  return last?.status === 'error' && isServerProblem(last.error);
}
