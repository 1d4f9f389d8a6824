import browser from 'webextension-polyfill';
import type { Turn } from '../conversation/types';
import { HintText } from '../../shared/ui/hint-text';
import { t } from '../../shared/i18n';
import { errorHint, errorMessage } from '../../shared/error-text';

/** Why an answer is not complete, and what to do about it. */
export function TurnStatus({ turn, onRetry, canRetry }: { turn: Turn; onRetry: () => void; canRetry: boolean }) {
  const retry = canRetry ? (
    <button type="button" class="secondary small" onClick={onRetry}>
      {t('panelRetry')}
    </button>
  ) : null;
  switch (turn.status) {
    case 'stopped':
      return <p class="turn-status">{t('panelStopped')} {retry}</p>;
    case 'interrupted':
      return (
        <p class="turn-status turn-status--warn">
          {t('panelInterrupted')} {retry}
        </p>
      );
    case 'error': {
      const hint = turn.error && errorHint(turn.error);
      return (
        <div class="turn-status turn-status--error" role="alert">
          <p>
            <strong>{turn.error ? errorMessage(turn.error) : t('panelAnswerFailed')}</strong>
          </p>
          {hint && (
            <p>
              <HintText text={hint} />
            </p>
          )}
          <div class="row">
            {retry}
            {(turn.error?.code === 'config' || turn.error?.code === 'network' || turn.error?.code === 'timeout') && (
              <button type="button" class="secondary small" onClick={() => void browser.runtime.openOptionsPage()}>
                {t('panelConnectModel')}
              </button>
            )}
          </div>
        </div>
      );
    }
    default:

      return null;
  }
}
