import browser from 'webextension-polyfill';
import { settingsFix } from '../conversation/failure-fix';
import type { Turn } from '../conversation/types';
import { HintText } from '../../shared/ui/hint-text';
import { t } from '../../shared/i18n';

/** One line under the answer when the research failed in a way a setting fixes, with the way there. */
export function FailureLine({ turn }: { turn: Turn }) {
  const fix = settingsFix(turn);
  if (!fix) return null;
  return (
    <div class="failure-line" role="status">
      <p>
        <strong>{fix.problem}</strong> <HintText text={fix.fix} />
      </p>
      <button type="button" class="secondary small" onClick={() => void browser.runtime.openOptionsPage()}>
        {t('welcomeOpenSettings')}
      </button>
    </div>
  );
}
