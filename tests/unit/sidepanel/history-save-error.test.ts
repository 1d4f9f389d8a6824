import { describe, expect, it } from 'vitest';
import { storageError } from '../../../src/shared/db/quota';
import { historySaveErrorText } from '../../../src/sidepanel/state/history-save-error';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('history save banner', () => {
  it('shows a storage error whole, with what to do, not as a failed save when the conversation was kept', () => {
    const hint = 'The conversation was saved without it: delete old conversations in History to make room, then attach it again.';
    expect(historySaveErrorText(storageError(quota(), { attached: ['survey.pdf'] }))).toBe(`Browser storage is full, so the attached “survey.pdf” was not saved. ${hint}`);
    expect(historySaveErrorText(storageError(quota(), 'conversation'))).toBe(
      'Browser storage is full, so this conversation was not saved. Lower the storage cap in Options or delete old conversations.',
    );
  });

  it('says any other failure is a failed save', () => {
    expect(historySaveErrorText(new DOMException('An object could not be cloned.', 'DataCloneError'))).toBe('History could not be saved: An object could not be cloned.');
  });
});
