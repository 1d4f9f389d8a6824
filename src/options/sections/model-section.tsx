import { useState } from 'preact/hooks';
import type { SettingsErrors } from '../../shared/settings';
import { checkConnection, detectServers } from '../../shared/model-connection';
import { TextField } from '../fields';
import type { FormDraft } from '../form-draft';
import { settingsFromDraft } from '../form-draft';

interface Props {
  draft: FormDraft;
  errors: SettingsErrors;
  setField: (key: string, value: unknown) => void;
}

type Status = { kind: 'idle' } | { kind: 'busy'; text: string } | { kind: 'ok'; text: string } | { kind: 'error'; text: string };

export function ModelSection({ draft, errors, setField }: Props) {
  const m = draft.settings.model;
  const [models, setModels] = useState<string[]>([]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function testConnection() {
    const settings = settingsFromDraft(draft);
    // No address typed: the useful test is to look for one.
    if (!settings.model.baseUrl) return detect();
    if (errors['model.baseUrl']) {
      setStatus({ kind: 'error', text: errors['model.baseUrl'] });
      return;
    }
    setStatus({ kind: 'busy', text: `Connecting to ${settings.model.baseUrl}…` });
    let result = await checkConnection(settings.model, AbortSignal.timeout(15_000));
    let switched = '';
    if (!result.ok && result.error.code !== 'network' && result.error.code !== 'timeout') {
      // API style is an advanced setting: a server that answers the other API is found anyway.
      const other = settings.model.apiStyle === 'ollama' ? 'openai' : 'ollama';
      const alt = await checkConnection({ ...settings.model, apiStyle: other }, AbortSignal.timeout(15_000));
      if (alt.ok) {
        result = alt;
        setField('model.apiStyle', other);
        switched = ` It speaks the ${other === 'ollama' ? 'Ollama' : 'OpenAI-compatible'} API; API style was switched (Save to keep it).`;
      }
    }
    if (result.ok) {
      const names = result.models.map((x) => x.name);
      setModels(names);
      setStatus({
        kind: 'ok',
        text: names.length
          ? `Connected. ${names.length} model${names.length === 1 ? '' : 's'} found: ${names.join(', ')}.${switched}`
          : `Connected, but the server reports no models. Pull or load one first.${switched}`,
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
      <h2 id="sec-model">Model</h2>
      <TextField
        fieldKey="model.baseUrl"
        label="Model server URL"
        type="url"
        value={m.baseUrl}
        placeholder="e.g. http://localhost:11434"
        hint="Ollama, llama.cpp server, LM Studio, vLLM or any OpenAI-compatible server. Leave empty and press Test connection to look for one on this computer."
        error={errors['model.baseUrl']}
        onInput={(v) => setField('model.baseUrl', v)}
      >
        <button type="button" class="secondary" onClick={detect}>
          Detect
        </button>
      </TextField>
      <div class="field">
        <label for="field-model-model">Model</label>
        <input
          id="field-model-model"
          list="model-suggestions"
          spellcheck={false}
          autoComplete="off"
          value={m.model}
          placeholder="e.g. gpt-oss:20b"
          onInput={(e) => setField('model.model', e.currentTarget.value)}
        />
        <datalist id="model-suggestions">
          {models.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
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
