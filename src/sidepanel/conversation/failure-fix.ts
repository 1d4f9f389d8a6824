import type { SerializedError } from '../../core/errors';
import { errorHint, errorMessage } from '../../shared/error-text';
import type { ActivityStep, Turn } from './types';
import { t } from '../../shared/i18n';

/** A failure of the research that the user can fix in Settings, said in one line. */
export interface SettingsFix {
  /** What went wrong, e.g. "Search failed with every provider. Brave: rate limited." */
  problem: string;
  /** What to do, from the error's own hint (may contain `code`). */
  fix: string;
}

/** The per-provider details stay in the step; the line under the answer says the gist. */
function firstSentence(text: string): string {
  const m = /^.*?[.!?](?=\s|$)/.exec(text);
  return m ? m[0] : text;
}

function fixOf(step: ActivityStep, error: SerializedError): SettingsFix | null {
  if (step.kind === 'search') {
    // Every search failure comes down to the provider set up in Settings (its URL, key, or choosing another).
    // Said in the reader's language; whether it already says "search" is read from the English words.
    const first = firstSentence(errorMessage(error));
    return { problem: /^search/i.test(error.message) ? first : t('searchFailedWith', first), fix: errorHint(error) ?? t('searchCheckProvider') };
  }
  // Pages: only refusals whose hint names a setting (a local host that could be allowed), not dead pages.
  if (error.hint && /\bOptions\b|\bSettings\b/.test(error.hint)) return { problem: errorMessage(error), fix: errorHint(error)! };
  return null;
}

/** The first failed step a setting can fix; search failures first since an answer without search is guesswork. */
export function settingsFix(turn: Pick<Turn, 'activity'>): SettingsFix | null {
  const failed = turn.activity.filter((s) => s.status === 'failed' && s.error);
  const ordered = [...failed.filter((s) => s.kind === 'search'), ...failed.filter((s) => s.kind !== 'search')];
  for (const s of ordered) {
    const fix = fixOf(s, s.error!);
    if (fix) return fix;
  }
  return null;
}
