import { toSidelightError } from '../../core/errors';
import { errorMessage, errorText } from '../../shared/error-text';
import { t } from '../../shared/i18n';

/**
 * The banner for a failed save. Storage's own errors (src/shared/db/quota.ts) say what was and was
 * not saved and what to do, so they are shown whole, hint included; anything else is a failed save.
 */
export function historySaveErrorText(err: unknown): string {
  const e = toSidelightError(err);
  return e.code === 'quota' ? errorText(e) : t('historyNotSaved', errorMessage(e));
}
