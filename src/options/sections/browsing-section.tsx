import type { SettingsErrors } from '../../shared/settings';
import { TextAreaField } from '../fields';
import type { FormDraft } from '../form-draft';

interface Props {
  draft: FormDraft;
  errors: SettingsErrors;
  setText: (key: string, value: string) => void;
}

/** The one browsing setting people need: which local addresses the model may open. */
export function BrowsingSection({ draft, errors, setText }: Props) {
  return (
    <section aria-labelledby="sec-browsing">
      <h2 id="sec-browsing">Browsing</h2>
      <TextAreaField
        fieldKey="browsing.allowedLocalHosts"
        label="Allowed local hosts"
        value={draft.text['browsing.allowedLocalHosts'] ?? ''}
        placeholder="e.g. localhost:3000"
        hint="The model may not open private-network addresses unless listed here (host or host:port)."
        error={errors['browsing.allowedLocalHosts']}
        onInput={(v) => setText('browsing.allowedLocalHosts', v)}
      />
    </section>
  );
}
