import type { ResearchBudgetName } from '../../core/research/research-types';
import { RESEARCH_BUDGETS } from '../../core/research/research-types';
import { t } from '../../shared/i18n';
import { deepMode, researchBudget } from './research-state';

/**
 * The composer's Deep research switch and its budget: a toggle button (Space/Enter) and a labelled
 * select beside it, both in the tab order. `/deep …` in the message does the same for one message.
 */
export function DeepToggle({ disabled }: { disabled: boolean }) {
  return (
    <>
      <button type="button" class="secondary small" aria-pressed={deepMode.value} disabled={disabled} onClick={() => (deepMode.value = !deepMode.value)}>
        {t('researchToggle')}
      </button>
      {deepMode.value && (
        <label class="research-budget">
          <span class="visually-hidden">{t('researchBudget')}</span>
          <select value={researchBudget.value} disabled={disabled} onChange={(e) => (researchBudget.value = e.currentTarget.value as ResearchBudgetName)}>
            {(Object.keys(RESEARCH_BUDGETS) as ResearchBudgetName[]).map((name) => (
              <option key={name} value={name}>
                {t('researchBudgetOption', RESEARCH_BUDGETS[name].minutes, RESEARCH_BUDGETS[name].pages)}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}
