import { SidelightError } from '../../core/errors';

/** Storage writes report instead of throwing: a full disk must never break the chat. */
export type StoreResult = { ok: true } | { ok: false; error: SidelightError };

export function isQuotaError(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name ?? '';
  const inner = (err as { inner?: { name?: string } } | null)?.inner?.name ?? '';
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError' || /quota/i.test(String((err as Error)?.message ?? ''));
}

export function storageError(err: unknown, what: string, fullHint = 'Lower the storage cap in Options or delete old conversations.'): SidelightError {
  if (isQuotaError(err)) {
    return new SidelightError('quota', `Browser storage is full, so ${what} was not saved.`, { hint: fullHint, cause: err });
  }
  return new SidelightError('quota', `Saving ${what} failed.`, { hint: 'The answer still works; only reuse after a reload is affected.', cause: err });
}

/** Opening the database failed (a full disk during an upgrade, or a damaged profile): nothing saved is lost. */
export function openError(err: unknown): SidelightError {
  if (err instanceof SidelightError) return err;
  if (isQuotaError(err)) {
    return new SidelightError('quota', 'Browser storage is full, so Sidelight could not open its saved conversations.', {
      hint: 'Free some disk space, then close and reopen the side panel; nothing saved was lost.',
      cause: err,
    });
  }
  return new SidelightError('quota', 'Sidelight could not open its saved conversations.', {
    hint: 'Close and reopen the side panel; if it keeps happening, restart the browser. Nothing saved was lost.',
    cause: err,
  });
}
