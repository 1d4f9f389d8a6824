import browser from 'webextension-polyfill';
import type { Turn } from '../conversation/types';
import { isNoServer, isServerProblem, missingOllamaModel } from '../conversation/server-problem';
import { checkModelServer } from '../state/connection-state';
import { HintText } from '../../shared/ui/hint-text';
import { MissingModel } from '../lazy/panel-chunks';
import { ServerSetupSteps } from './server-setup-steps';
import { t } from '../../shared/i18n';
import { errorHint, errorMessage } from '../../shared/error-text';

/** Why an answer is not complete, and what to do about it: one message, one row of actions. */
export function TurnStatus({ turn, onRetry, canRetry }: { turn: Turn; onRetry: () => void; canRetry: boolean }) {
  const serverProblem = turn.status === 'error' && isServerProblem(turn.error);
  // A server that was not there may be now: look again before asking again.
  const retryNow = serverProblem ? () => void checkModelServer().then(onRetry) : onRetry;
  const retry = canRetry ? (
    <button type="button" class="secondary small" onClick={retryNow}>
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
      const noServer = isNoServer(turn.error);
      const missing = missingOllamaModel(turn.error);
      // No server at all: the steps to start one say what the hint would, with commands to copy.
      const hint = !noServer && !missing && turn.error && errorHint(turn.error);
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
          {noServer && <ServerSetupSteps headings={false} />}
          {missing ? (
            <MissingModel name={missing} onRetry={onRetry} retryButton={retry} />
          ) : (
            <div class="row">
              {retry}
              {serverProblem && (
                <button type="button" class="secondary small" onClick={() => void browser.runtime.openOptionsPage()}>
                  {t('panelConnectModel')}
                </button>
              )}
            </div>
          )}
        </div>
      );
    }
    default:
      return null;
  }
}
