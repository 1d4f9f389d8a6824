import { SidelightError, userText, type UserText } from '../../core/errors';

/** Storage writes report instead of throwing: a full disk must never break the chat. */
export type StoreResult = { ok: true } | { ok: false; error: SidelightError };

export function isQuotaError(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name ?? '';
  const inner = (err as { inner?: { name?: string } } | null)?.inner?.name ?? '';
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError' || /quota/i.test(String((err as Error)?.message ?? ''));
}

/** What could not be saved: one of the panel's records, or attached documents by their titles. */
export type StoredItem = 'conversation' | 'page' | 'cited-page' | { attached: string[] };

const ITEMS = {
  conversation: ['this conversation', 'errSavedConversation'],
  page: ['this page', 'errSavedPage'],
  'cited-page': ['the page behind this citation', 'errSavedCitedPage'],
} as const;

/** The item in English (logs) and in the user's words. */
function itemWords(item: StoredItem): [string, UserText] {
  if (typeof item === 'object') {
    const names = item.attached.map((n) => `“${n}”`).join(', ');
    return [`the attached ${names}`, userText('errSavedAttached', names)];
  }
  const [en, key] = ITEMS[item];
  return [en, userText(key)];
}

export function storageError(err: unknown, item: StoredItem): SidelightError {
  const [what, whatText] = itemWords(item);
  if (isQuotaError(err)) {
    const attached = typeof item === 'object';
    return new SidelightError('quota', `Browser storage is full, so ${what} was not saved.`, {
      hint: attached
        ? 'The conversation was saved without it: delete old conversations in History to make room, then attach it again.'
        : 'Lower the storage cap in Options or delete old conversations.',
      cause: err,
      userMessage: userText('errStorageFull', whatText),
      userHint: userText(attached ? 'hintSavedWithoutAttachment' : 'hintStorageCap'),
    });
  }
  return new SidelightError('quota', `Saving ${what} failed.`, {
    hint: 'The answer still works; only reuse after a reload is affected.',
    cause: err,
    userMessage: userText('errSavingFailed', whatText),
    userHint: userText('hintSaveOnlyReuse'),
  });
}

/** Opening the database failed (a full disk during an upgrade, or a damaged profile): nothing saved is lost. */
export function openError(err: unknown): SidelightError {
  if (err instanceof SidelightError) return err;
  if (isQuotaError(err)) {
    return new SidelightError('quota', 'Browser storage is full, so Sidelight could not open its saved conversations.', {
      hint: 'Free some disk space, then close and reopen the side panel; nothing saved was lost.',
      cause: err,
      userMessage: userText('errStorageFullOpen'),
      userHint: userText('hintFreeDiskReopen'),
    });
  }
  return new SidelightError('quota', 'Sidelight could not open its saved conversations.', {
    hint: 'Close and reopen the side panel; if it keeps happening, restart the browser. Nothing saved was lost.',
    cause: err,
    userMessage: userText('errOpenSavedFailed'),
    userHint: userText('hintReopenPanel'),
  });
}
