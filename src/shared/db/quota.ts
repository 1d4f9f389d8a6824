import { SidelightError } from '../../core/errors';

/** Storage writes report instead of throwing: a full disk must never break the chat. */
export type StoreResult = { ok: true } | { ok: false; error: SidelightError };

export function isQuotaError(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name ?? '';
  const inner = (err as { inner?: { name?: string } } | null)?.inner?.name ?? '';
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError' || /quota/i.test(String((err as Error)?.message ?? ''));
}

export function storageError(err: unknown, what: string): SidelightError {
  if (isQuotaError(err)) {
    return new SidelightError('quota', `Browser storage is full, so ${what} was not saved.`, {
      hint: 'Lower the storage cap in Options or delete old conversations.',
      cause: err,
    });
  }
  return new SidelightError('quota', `Saving ${what} failed.`, { hint: 'The answer still works; only reuse after a reload is affected.', cause: err });
}
