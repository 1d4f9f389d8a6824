import { SelectField } from '../fields';
import type { FormDraft } from '../form-draft';
import type { ToolbarOpens } from '../../shared/settings';
import { t } from '../../shared/i18n';

interface Props {
  draft: FormDraft;
  setField: (key: string, value: unknown) => void;
}

/** What the toolbar button opens: the side panel (Firefox: the sidebar) or the chat in a tab. */
export function ToolbarSection({ draft, setField }: Props) {
  return (
    <section aria-labelledby="sec-toolbar">
      <h2 id="sec-toolbar">{t('optionsToolbarHeading')}</h2>
      <SelectField<ToolbarOpens>
        fieldKey="toolbar.opens"
        label={t('optionsToolbarOpens')}
        value={draft.settings.toolbar.opens}
        options={[
          { value: 'panel', label: t('optionsToolbarPanel') },
          { value: 'tab', label: t('optionsToolbarTab') },
        ]}
        hint={t('optionsToolbarHint')}
        onChange={(v) => setField('toolbar.opens', v)}
      />
    </section>
  );
}
