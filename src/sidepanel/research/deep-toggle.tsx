import type { ResearchBudgetName } from '../../core/research/research-types';
import { RESEARCH_BUDGETS } from '../../core/research/research-types';
import { t } from '../../shared/i18n';
import { DeepResearchIcon } from '../components/icons';
import { deepMode, researchBudget } from './research-state';

/**
 * The composer's Deep research switch: a toggle button (Space/Enter) in the tab order. Its label is
 * its name and tooltip, not shown beside the icon: the composer's one row has no room for a fourth
 * label in German at 400 px (tests/e2e/sidepanel-narrow.test.ts). `/deep …` in the message does the
 * same for one message.
 */
export function DeepToggle({ disabled }: { disabled: boolean }) {
  return (
    <button
      type="button"
      class="secondary small with-icon deep-toggle"
      title={t('researchToggle')}
      aria-pressed={deepMode.value}
      disabled={disabled}
      onClick={() => (deepMode.value = !deepMode.value)}
    >
      <DeepResearchIcon />
      <span class="visually-hidden">{t('researchToggle')}</span>
    </button>
  );
}

/** While Deep research is on: what it is, and its budget as a labelled select, on a row of their own above the actions. */
export function DeepBudget({ disabled }: { disabled: boolean }) {
  if (!deepMode.value) return null;
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
