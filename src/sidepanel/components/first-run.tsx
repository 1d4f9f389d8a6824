import browser from 'webextension-polyfill';
import { checkModelServer, connection } from '../state/connection-state';
import { ServerSetupSteps } from './server-setup-steps';
import { t } from '../../shared/i18n';
import { BuiltInModelChoice } from '../../shared/ui/built-in-model-choice';
import { switchToBuiltInModel } from '../state/switch-to-built-in-model';

/** Shown instead of an empty chat when no model server answers: how to start one, and a retry. */
export function FirstRun() {
  const state = connection.value;
  const checking = state.kind === 'checking';
  const detail = state.kind === 'unreachable' ? state.detail : undefined;
  const baseUrl = state.kind === 'unreachable' ? state.baseUrl : undefined;
  return (
    <section class="first-run" aria-labelledby="first-run-title">
      <h2 id="first-run-title">{t('panelConnectModel')}</h2>
      <p>{t('panelRunsOnYourModel')} {baseUrl ? t('panelNothingAnsweredAt', baseUrl) : t('panelNoServerAnswered')}</p>
      {detail && (
        <p class="inline-error" role="alert">
          {detail}
        </p>
      )}
      <BuiltInModelChoice active={false} onUse={() => void switchToBuiltInModel()} />
      <ServerSetupSteps headings />
      <div class="row">
        <button type="button" onClick={() => void checkModelServer()} disabled={checking}>
          {checking ? t('panelDetecting') : t('panelRetryDetection')}
        </button>
        <button type="button" class="secondary" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('welcomeOpenSettings')}
        </button>
      </div>
    </section>
  );
}
