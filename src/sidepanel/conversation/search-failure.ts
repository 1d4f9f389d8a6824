import type { ErrorCode, SerializedError, UserText } from '../../core/errors';
import { errorHint, errorMessage } from '../../shared/error-text';
import type { Turn } from './types';

/**
 * A failed web search as a reader who runs no server can act on it: whether Settings can fix it, when
 * the provider said to try again, and the provider's own words (kept for a disclosure, said once).
 */
export interface SearchFailure {
  /** The failed step, so the timeline does not say the same words again. */
  step: number;
  /** A wrong address or key, no provider: the reader can fix it in Settings. */
  settingsCanFix: boolean;
  /** When a retry may work (ms since epoch), from the provider's Retry-After. */
  retryAt?: number;
  /** Each provider's reason, in the reader's language, then the advice that came with it. */
  reasons: string[];
  advice?: string;
}

/** Failures Settings can fix: the address, the key, or no provider chosen. Rate limits and outages are not. */
const SETTINGS_CODES: ReadonlySet<ErrorCode> = new Set(['config', 'unauthorized', 'not-found', 'bad-response']);

/** One line per provider when every provider failed (errSearchAllFailed lists them), else the error's message. */
function providerReasons(error: SerializedError): string[] {
  const listed = error.userMessage?.key === 'errSearchAllFailed' ? error.userMessage.params?.[0] : undefined;
  if (Array.isArray(listed) && listed.length) return listed.map((each: UserText) => errorMessage({ message: '', userMessage: each }) || error.message);
  return [errorMessage(error)];
}

/** The answer's first failed search, if any. */
export function searchFailure(turn: Pick<Turn, 'activity'>): SearchFailure | null {
  const step = turn.activity.find((s) => s.kind === 'search' && s.status === 'failed' && s.error);
  if (!step?.error) return null;
  const error = step.error;
  const advice = errorHint(error);
  const retryAfter = error.retryAfterSeconds;
  return {
    step: step.step,
    settingsCanFix: SETTINGS_CODES.has(error.code),
    ...(retryAfter !== undefined && step.endedAt !== undefined ? { retryAt: step.endedAt + retryAfter * 1000 } : {}),
    reasons: providerReasons(error),
    ...(advice ? { advice } : {}),
  };
}
