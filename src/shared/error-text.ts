/**
 * An error as a person reads it, in the browser's language. Errors carry English `message`/`hint`
 * (what the model and the logs read) and, when they were built with them, `userMessage`/`userHint`:
 * message keys with their substitutions (src/core/errors.ts). Here the keys become text through t();
 * an error without keys — or with a key no locale has — shows its English words, so nothing is ever
 * lost, only untranslated.
 */
import type { SerializedError, UserParam, UserText } from '../core/errors';
import { t, type MessageKey } from './i18n';

function param(p: UserParam): string | null {
  if (typeof p === 'string') return p;
  if (Array.isArray(p)) {
    const parts = p.map(render);
    return parts.includes(null) ? null : parts.join(' ');
  }
  return render(p);
}

/** The text for `text` in the browser's language, or null when a key (or a nested one) is unknown. */
function render(text: UserText): string | null {
  const params = (text.params ?? []).map(param);
  if (params.includes(null)) return null;
  const out = t(text.key as MessageKey, ...(params as string[]));
  // t() answers the key itself when no locale has it.
  return out === text.key ? null : out;
}

type ErrorLike = Pick<SerializedError, 'message' | 'hint' | 'userMessage' | 'userHint'>;

/** What happened. */
export function errorMessage(e: ErrorLike): string {
  return (e.userMessage && render(e.userMessage)) ?? e.message;
}

/** What to do about it (may contain `code`); undefined when the error has no hint. */
export function errorHint(e: ErrorLike): string | undefined {
  if (!e.hint && !e.userHint) return undefined;
  return (e.userHint && render(e.userHint)) ?? e.hint;
}

/** One line: what happened, then what to do. */
export function errorText(e: ErrorLike): string {
  const hint = errorHint(e);
  return hint ? `${errorMessage(e)} ${hint}` : errorMessage(e);
}
