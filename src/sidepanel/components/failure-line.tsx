import browser from 'webextension-polyfill';
import { settingsFix } from '../conversation/failure-fix';
import type { SearchFailure } from '../conversation/search-failure';
import type { Turn } from '../conversation/types';
import { HintText } from '../../shared/ui/hint-text';
import { SearchFailureCard } from './search-failure-card';
import { t } from '../../shared/i18n';

interface Props {
  turn: Turn;
  /** The answer's failed search (searchFailure), found once by the answer view. */
  search: SearchFailure | null;
  onRetry?: (() => void) | undefined;
}

/**
 * Under the answer when the research failed: a failed search says what the reader can do now; a page
 * refused in a way a setting fixes says the fix, with the way there.
 */
export function FailureLine({ turn, search, onRetry }: Props) {
  if (search) return <SearchFailureCard failure={search} fromMemory={turn.citations.length === 0} onRetry={onRetry} />;
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
