import browser from 'webextension-polyfill';
import type { SearchFailure } from '../conversation/search-failure';
import { HintText } from '../../shared/ui/hint-text';
import { useNow } from './use-now';
import { t } from '../../shared/i18n';

interface Props {
  failure: SearchFailure;
  /** The answer cites nothing: it says so, since the reader cannot tell otherwise. */
  fromMemory: boolean;
  /** Retry is offered on the last answer, when nothing runs. */
  onRetry?: (() => void) | undefined;
}

/**
 * Under an answer whose search failed: what happened in a line a reader who runs no server understands,
 * what they can do now (retry, when the provider said when; choose another provider), and the provider's
 * own reason one click away, said once. Settings is offered as the fix only when a setting is the fix.
 */
export function SearchFailureCard({ failure, fromMemory, onRetry }: Props) {
  const now = useNow(failure.retryAt !== undefined && failure.retryAt > Date.now());
  const wait = failure.retryAt !== undefined ? Math.ceil((failure.retryAt - now) / 1000) : 0;
  return (
    <div class="search-failure" role="status">
      <p>
        <strong>{fromMemory ? t('searchFailedMemory') : t('searchFailedCited')}</strong>{' '}
        {failure.settingsCanFix && failure.advice ? <HintText text={failure.advice} /> : wait > 0 ? t('searchFailedWait', wait) : t('searchFailedWhatNow')}
      </p>
      <div class="row">
        {onRetry && (
          <button type="button" class="secondary small" disabled={wait > 0} onClick={onRetry}>
            {wait > 0 ? t('searchRetryIn', wait) : t('panelRetry')}
          </button>
        )}
        <button type="button" class="secondary small" onClick={() => void browser.runtime.openOptionsPage()}>
          {failure.settingsCanFix ? t('welcomeOpenSettings') : t('searchChooseProvider')}
        </button>
      </div>
      <details class="search-failure-why">
        <summary>{t('searchFailedWhy')}</summary>
        <ul>
          {failure.reasons.map((r, i) => (
            <li key={i}>{r}</li>
          ))}
        </ul>
        {failure.advice && !failure.settingsCanFix && (
          <p>
            <HintText text={failure.advice} />
          </p>
        )}
      </details>
    </div>
  );
}
