import type { ApiStyle, ReasoningEffort } from '../../core/model/types';
import type { SettingsErrors } from '../../shared/settings';
import { SecretField, SelectField, TextField } from '../fields';
import type { FormDraft } from '../form-draft';
import { t } from '../../shared/i18n';

interface Props {
  draft: FormDraft;
  errors: SettingsErrors;
  setField: (key: string, value: unknown) => void;
  setText: (key: string, value: string) => void;
}

/** Model settings most people never touch: Detect and Test connection set the API style themselves. */
export function ModelAdvanced({ draft, errors, setField, setText }: Props) {
  const m = draft.settings.model;
  return (
    <section aria-labelledby="sec-model-advanced">
      <h3 id="sec-model-advanced">{t('modelHeading')}</h3>
      <SelectField<ApiStyle>
        fieldKey="model.apiStyle"
        label={t('modelApiStyle')}
        value={m.apiStyle}
        options={[
          { value: 'ollama', label: 'Ollama' },
          { value: 'openai', label: t('modelApiStyleOpenai') },
        ]}
        onChange={(v) => setField('model.apiStyle', v)}
      />
      <SecretField
        fieldKey="model.apiKey"
        label={t('modelApiKey')}
        value={m.apiKey}
        hint={t('modelApiKeyHint')}
        onInput={(v) => setField('model.apiKey', v)}
      />
      <TextField
        fieldKey="model.contextSize"
        label={t('modelContextSize')}
        inputMode="numeric"
        value={draft.text['model.contextSize'] ?? ''}
        hint={t('modelContextSizeHint')}
        error={errors['model.contextSize']}
        onInput={(v) => setText('model.contextSize', v)}
      />
      <SelectField<'browser' | 'web_search'>
        fieldKey="model.toolProfile"
        label={t('modelToolProfile')}
        value={m.toolProfile}
        options={[
          { value: 'browser', label: t('modelToolProfileBrowser') },
          { value: 'web_search', label: t('modelToolProfileWebSearch') },
        ]}
        onChange={(v) => setField('model.toolProfile', v)}
      />
      <SelectField<ReasoningEffort>
        fieldKey="model.reasoning"
        label={t('modelReasoning')}
        value={m.reasoning}
        options={[
          { value: 'off', label: t('optionOff') },
          { value: 'low', label: t('modelReasoningLow') },
          { value: 'medium', label: t('modelReasoningMedium') },
          { value: 'high', label: t('modelReasoningHigh') },
        ]}
        hint={t('modelReasoningHint')}
        onChange={(v) => setField('model.reasoning', v)}
      />
    </section>
  );
}
