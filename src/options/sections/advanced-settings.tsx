import type { SettingsErrors } from '../../shared/settings';
import type { FormDraft } from '../form-draft';
import { BrowsingAdvanced } from './browsing-advanced';
import { ModelAdvanced } from './model-advanced';
import { SearchAdvanced } from './search-advanced';
import { t } from '../../shared/i18n';

interface Props {
  draft: FormDraft;
  errors: SettingsErrors;
  setField: (key: string, value: unknown) => void;
  setText: (key: string, value: string) => void;
}

/** Everything beyond the basics, collapsed (Save opens it when a field inside needs fixing). */
export function AdvancedSettings({ draft, errors, setField, setText }: Props) {
  return (
    <details class="advanced">
      <summary>
        <h2>{t('optionsAdvanced')}</h2>
        <span class="field-hint">{t('optionsAdvancedSummary')}</span>
      </summary>
      <ModelAdvanced draft={draft} errors={errors} setField={setField} setText={setText} />
      <SearchAdvanced draft={draft} setField={setField} setText={setText} />
      <BrowsingAdvanced draft={draft} errors={errors} setText={setText} />
    </details>
  );
}
