import type { SettingsErrors } from '../../shared/settings';
import { TextField } from '../fields';
import type { FormDraft } from '../form-draft';
import { StorageUsage } from './storage-usage';
import { t, type MessageKey } from '../../shared/i18n';

interface Props {
  draft: FormDraft;
  errors: SettingsErrors;
  setText: (key: string, value: string) => void;
}

const NUMBERS: { key: string; label: MessageKey; hint?: MessageKey }[] = [
  { key: 'browsing.viewWords', label: 'browsingViewWords', hint: 'browsingViewWordsHint' },
  { key: 'browsing.findViewWords', label: 'browsingFindViewWords' },
  { key: 'browsing.maxToolSteps', label: 'browsingMaxToolSteps', hint: 'browsingMaxToolStepsHint' },
  { key: 'browsing.cacheHours', label: 'browsingCacheHours', hint: 'browsingCacheHoursHint' },
  { key: 'browsing.storageCapMB', label: 'browsingStorageCap' },
  { key: 'browsing.fetchTimeoutSeconds', label: 'browsingFetchTimeout' },
  { key: 'browsing.tabTimeoutSeconds', label: 'browsingTabTimeout' },
];

/** Limits and storage: how much the model reads per step, how long things may take, what is kept. */
export function BrowsingAdvanced({ draft, errors, setText }: Props) {
  return (
    <section aria-labelledby="sec-browsing-advanced">
      <h3 id="sec-browsing-advanced">{t('browsingAndStorage')}</h3>
      {NUMBERS.map((n) => (
        <TextField
          key={n.key}
          fieldKey={n.key}
          label={t(n.label)}
          inputMode="numeric"
          value={draft.text[n.key] ?? ''}
          hint={n.hint && t(n.hint)}
          error={errors[n.key]}
          onInput={(v) => setText(n.key, v)}
        />
      ))}
      <StorageUsage />
    </section>
  );
}
