import { useState } from 'preact/hooks';
import type { ApiStyle } from '../../core/model/types';
import type { SettingsErrors } from '../../shared/settings';
import { checkConnection, detectServers } from '../../shared/model-connection';
import { CheckboxField, SecretField, SelectField, TextField } from '../fields';
import type { FormDraft } from '../form-draft';
import { settingsFromDraft } from '../form-draft';

interface Props {
  draft: FormDraft;
  errors: SettingsErrors;
  setField: (key: string, value: unknown) => void;
  setText: (key: string, value: string) => void;
}

type Status = { kind: 'idle' } | { kind: 'busy'; text: string } | { kind: 'ok'; text: string } | { kind: 'error'; text: string };

export function ModelSection({ draft, errors, setField, setText }: Props) {
  const m = draft.settings.model;
  const [models, setModels] = useState<string[]>([]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function testConnection() {
    const settings = settingsFromDraft(draft);
    if (!settings.model.baseUrl) {
      setStatus({ kind: 'error', text: 'Enter a model server URL first, or use Detect.' });
      return;
    }
    if (errors['model.baseUrl']) {
      setStatus({ kind: 'error', text: errors['model.baseUrl'] });
      return;
    }
    setStatus({ kind: 'busy', text: `Connecting to ${settings.model.baseUrl}…` });
    const result = await checkConnection(settings.model, AbortSignal.timeout(15_000));
    if (result.ok) {
      const names = result.models.map((x) => x.name);
      setModels(names);
      setStatus({
        kind: 'ok',
        text: names.length
          ? `Connected. ${names.length} model${names.length === 1 ? '' : 's'} found: ${names.join(', ')}.`
          : 'Connected, but the server reports no models. Pull or load one first.',
      });
      if (!settings.model.model && names[0]) setField('model.model', names[0]);
    } else {
      setStatus({ kind: 'error', text: `Connection failed: ${result.error.toUserText()}` });
    }
  }

  async function detect() {
    setStatus({ kind: 'busy', text: 'Looking for a model server on this computer…' });
    const found = await detectServers(AbortSignal.timeout(15_000)).catch(() => []);
    const usable = found.find((f) => !f.error) ?? found[0];
    if (!usable) {
      setStatus({ kind: 'error', text: 'No model server answered on the usual ports (Ollama 11434, llama.cpp 8080, LM Studio 1234, vLLM 8000). Start one, then try again.' });
      return;
    }
    setField('model.baseUrl', usable.baseUrl);
    setField('model.apiStyle', usable.style);
    setModels(usable.models.map((x) => x.name));
    setStatus(
      usable.error
        ? { kind: 'error', text: `${usable.label} at ${usable.baseUrl} answered but refused: ${usable.error.message} ${usable.error.hint ?? ''}` }
        : { kind: 'ok', text: `Found ${usable.label} at ${usable.baseUrl} with ${usable.models.length} model(s). Save to use it.` },
    );
  }

  return (
    <section aria-labelledby="sec-model">
      <h2 id="sec-model">Model endpoint</h2>
      <TextField
        fieldKey="model.baseUrl"
        label="Model server URL"
        type="url"
        value={m.baseUrl}
        placeholder="http://localhost:11434"
        hint="Ollama, llama.cpp server, LM Studio, vLLM or any OpenAI-compatible server."
        error={errors['model.baseUrl']}
        onInput={(v) => setField('model.baseUrl', v)}
      >
        <button type="button" class="secondary" onClick={detect}>
          Detect
        </button>
      </TextField>
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
      <div class="field">
        <label for="field-model-model">Model</label>
        <input
          id="field-model-model"
          list="model-suggestions"
          spellcheck={false}
          autoComplete="off"
          value={m.model}
          placeholder="gpt-oss:20b"
          onInput={(e) => setField('model.model', e.currentTarget.value)}
        />
        <datalist id="model-suggestions">
          {models.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
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
      <CheckboxField fieldKey="model.think" label="Ask for reasoning (thinking) when the model supports it" checked={m.think} onChange={(v) => setField('model.think', v)} />
      <div class="actions">
        <button type="button" onClick={testConnection} disabled={status.kind === 'busy'}>
          Test connection
        </button>
      </div>
      <p class={`status status--${status.kind}`} role="status" aria-live="polite">
        {status.kind === 'idle' ? '' : status.text}
      </p>
    </section>
  );
}
