import type { SettingsErrors } from '../../shared/settings';
import { TextAreaField } from '../fields';
import type { FormDraft } from '../form-draft';
import { t } from '../../shared/i18n';

interface Props {
  draft: FormDraft;
  errors: SettingsErrors;
  setText: (key: string, value: string) => void;
}

/** The one browsing setting people need: which local addresses the model may open. */
export function BrowsingSection({ draft, errors, setText }: Props) {
  return (
    <section aria-labelledby="sec-browsing">
      <h2 id="sec-browsing">{t('browsingHeading')}</h2>
      <TextAreaField
        fieldKey="browsing.allowedLocalHosts"
        label={t('browsingAllowedLocalHosts')}
        value={draft.text['browsing.allowedLocalHosts'] ?? ''}
        placeholder={t('browsingAllowedLocalHostsPlaceholder')}
        hint={t('browsingAllowedLocalHostsHint')}
        error={errors['browsing.allowedLocalHosts']}
        onInput={(v) => setText('browsing.allowedLocalHosts', v)}
      />
    </section>
  );
}
