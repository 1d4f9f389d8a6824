import type { SettingsErrors } from '../../shared/settings';
import { TextAreaField } from '../fields';
import type { FormDraft } from '../form-draft';
import { t } from '../../shared/i18n';
import { OpenWithoutAsking } from './open-without-asking';

interface Props {
  draft: FormDraft;
  errors: SettingsErrors;
  setText: (key: string, value: string) => void;
  setField: (key: string, value: unknown) => void;
}

/** Which addresses the model may open: local ones despite the private-network rule, and sites it need not ask about. */
export function BrowsingSection({ draft, errors, setText, setField }: Props) {
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
      <OpenWithoutAsking draft={draft} setField={setField} />
    </section>
  );
}
