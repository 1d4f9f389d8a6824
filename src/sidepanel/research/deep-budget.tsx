import type { ResearchBudgetName } from '../../core/research/research-types';
import { RESEARCH_BUDGETS } from '../../core/research/research-types';
import { t } from '../../shared/i18n';
import { modeNow } from '../state/answer-mode-state';
import { researchBudget } from './research-state';

/**
 * While Deep research is the answer mode (components/answer-mode-select.tsx): what it is, and its
 * budget as a labelled select, on a row of their own above the actions.
 */
export function DeepBudget({ disabled }: { disabled: boolean }) {
  if (modeNow.value !== 'deep') return null;
  return (
    <label class="research-budget">
      <span>{t('researchToggle')}</span>
      <select
        aria-label={t('researchBudget')}
        value={researchBudget.value}
        disabled={disabled}
        onChange={(e) => (researchBudget.value = e.currentTarget.value as ResearchBudgetName)}
      >
        {(Object.keys(RESEARCH_BUDGETS) as ResearchBudgetName[]).map((name) => (
          <option key={name} value={name}>
            {t('researchBudgetOption', RESEARCH_BUDGETS[name].minutes, RESEARCH_BUDGETS[name].pages)}
          </option>
        ))}
      </select>
    </label>
  );
}
