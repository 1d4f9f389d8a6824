import browser from 'webextension-polyfill';
import type { Turn } from '../conversation/types';
import { HintText } from './hint-text';

/** Why an answer is not complete, and what to do about it. */
export function TurnStatus({ turn, onRetry, canRetry }: { turn: Turn; onRetry: () => void; canRetry: boolean }) {
  const retry = canRetry ? (
    <button type="button" class="secondary small" onClick={onRetry}>
      Retry
    </button>
  ) : null;
  switch (turn.status) {
    case 'stopped':
      return <p class="turn-status">Stopped. {retry}</p>;
    case 'interrupted':
      return (
        <p class="turn-status turn-status--warn">
          Interrupted: the panel closed before this answer finished. {retry}
        </p>
      );
    case 'error':
      return (
        <div class="turn-status turn-status--error" role="alert">
          <p>
            <strong>{turn.error?.message ?? 'The answer failed.'}</strong>
          </p>
          {turn.error?.hint && (
            <p>
              <HintText text={turn.error.hint} />
            </p>
          )}
          <div class="row">
            {retry}
            {(turn.error?.code === 'config' || turn.error?.code === 'network' || turn.error?.code === 'timeout') && (
              <button type="button" class="secondary small" onClick={() => void browser.runtime.openOptionsPage()}>
                Connect a model
              </button>
            )}
          </div>
        </div>
      );
    default:
      return null;
  }
}
