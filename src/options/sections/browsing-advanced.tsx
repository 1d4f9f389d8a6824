import type { SettingsErrors } from '../../shared/settings';
import { TextField } from '../fields';
import type { FormDraft } from '../form-draft';
import { StorageUsage } from './storage-usage';

interface Props {
  draft: FormDraft;
  errors: SettingsErrors;
  setText: (key: string, value: string) => void;
}

const NUMBERS: { key: string; label: string; hint?: string }[] = [
  { key: 'browsing.viewWords', label: 'Words per view', hint: 'How much of a page the model reads at a time.' },
  { key: 'browsing.findViewWords', label: 'Words per find view' },
  { key: 'browsing.maxToolSteps', label: 'Maximum tool steps', hint: 'Searches, opens and finds per answer before the model must answer.' },
  { key: 'browsing.cacheHours', label: 'Cache lifetime (hours)', hint: 'Opened pages are reused for this long.' },
  { key: 'browsing.storageCapMB', label: 'Storage cap (MB)' },
  { key: 'browsing.fetchTimeoutSeconds', label: 'Fetch timeout (seconds)' },
  { key: 'browsing.tabTimeoutSeconds', label: 'Tab timeout (seconds)' },
];

/** Limits and storage: how much the model reads per step, how long things may take, what is kept. */
export function BrowsingAdvanced({ draft, errors, setText }: Props) {
  return (
    <section aria-labelledby="sec-browsing-advanced">
      <h3 id="sec-browsing-advanced">Browsing and storage</h3>
      {NUMBERS.map((n) => (
        <TextField
          key={n.key}
          fieldKey={n.key}
          label={n.label}
          inputMode="numeric"
          value={draft.text[n.key] ?? ''}
          hint={n.hint}
          error={errors[n.key]}
          onInput={(v) => setText(n.key, v)}
        />
      ))}
      <StorageUsage />
    </section>
  );
}
