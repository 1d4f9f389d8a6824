import type { ApiStyle, ReasoningEffort } from '../../core/model/types';
import type { SettingsErrors } from '../../shared/settings';
import { SecretField, SelectField, TextField } from '../fields';
import type { FormDraft } from '../form-draft';

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
      <h3 id="sec-model-advanced">Model</h3>
      <SelectField<ApiStyle>
        fieldKey="model.apiStyle"
        label="API style"
        value={m.apiStyle}
        options={[
          { value: 'ollama', label: 'Ollama' },
          { value: 'openai', label: 'OpenAI-compatible' },
        ]}
        onChange={(v) => setField('model.apiStyle', v)}
      />
      <SecretField
        fieldKey="model.apiKey"
        label="Model server API key"
        value={m.apiKey}
        hint="Optional. Sent only to the model server above."
        onInput={(v) => setField('model.apiKey', v)}
      />
      <TextField
        fieldKey="model.contextSize"
        label="Context size (tokens)"
        inputMode="numeric"
        value={draft.text['model.contextSize'] ?? ''}
        hint="Used when the server does not report the model's own."
        error={errors['model.contextSize']}
        onInput={(v) => setText('model.contextSize', v)}
      />
      <SelectField<'browser' | 'web_search'>
        fieldKey="model.toolProfile"
        label="Tool profile"
        value={m.toolProfile}
        options={[
          { value: 'browser', label: 'browser.search / open / find (gpt-oss style)' },
          { value: 'web_search', label: 'web_search / web_fetch (Ollama style)' },
        ]}
        onChange={(v) => setField('model.toolProfile', v)}
      />
      <SelectField<ReasoningEffort>
        fieldKey="model.reasoning"
        label="Reasoning effort"
        value={m.reasoning}
        options={[
          { value: 'off', label: 'Off' },
          { value: 'low', label: 'Low' },
          { value: 'medium', label: 'Medium' },
          { value: 'high', label: 'High' },
        ]}
        hint="How hard the model thinks before it answers, where it can: gpt-oss takes all three levels, other thinking models on Ollama only on or off. Models that cannot think ignore it."
        onChange={(v) => setField('model.reasoning', v)}
      />
    </section>
  );
}
