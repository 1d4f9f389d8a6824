import { useState } from 'preact/hooks';
import { validateSettings, type SettingsErrors } from '../../shared/settings';
import { checkConnection, detectServers } from '../../shared/model-connection';
import { TextField } from '../fields';
import type { FormDraft } from '../form-draft';
import { settingsFromDraft } from '../form-draft';
import { t, tCount } from '../../shared/i18n';
import { errorText } from '../../shared/error-text';
import { HintText } from '../../shared/ui/hint-text';
import { completeServerUrl } from '../../core/net/complete-server-url';
import { BUILT_IN_MODEL } from '../../core/model/prompt-api';
import { BuiltInModelChoice } from '../../shared/ui/built-in-model-choice';

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
    if (!settings.model.baseUrl && settings.model.apiStyle !== 'prompt-api') return detect();
    // The field shows the address that is tested (`localhost:11434` becomes http://localhost:11434);
    // one that is still not an address is reported, never sent anywhere.
    if (settings.model.baseUrl !== m.baseUrl) setField('model.baseUrl', settings.model.baseUrl);
    const invalid = validateSettings(settings)['model.baseUrl'];
    if (invalid) {
      setStatus({ kind: 'error', text: invalid });
      return;
    }
    setStatus({ kind: 'busy', text: t('modelConnecting', settings.model.baseUrl) });
    let result = await checkConnection(settings.model, AbortSignal.timeout(15_000));
    let switched = '';
    // Chrome's built-in model has no other API to try.
    if (!result.ok && settings.model.apiStyle !== 'prompt-api' && result.error.code !== 'network' && result.error.code !== 'timeout') {
      // API style is an advanced setting: a server that answers the other API is found anyway.
      const other = settings.model.apiStyle === 'ollama' ? 'openai' : 'ollama';
      const alt = await checkConnection({ ...settings.model, apiStyle: other }, AbortSignal.timeout(15_000));
      if (alt.ok) {
        result = alt;
        setField('model.apiStyle', other);
        switched = ` ${t(other === 'ollama' ? 'modelSwitchedToOllama' : 'modelSwitchedToOpenai')}`;
      }
    }
    if (result.ok) {
      const names = result.models.map((x) => x.name);
      setModels(names);
      setStatus({
        kind: 'ok',
        text: names.length
          ? `${tCount(names.length, 'modelConnectedOne', 'modelConnectedOther', names.join(', '))}${switched}`
          : `${t('modelConnectedNoModels')}${switched}`,
      });
      if (!settings.model.model && names[0]) setField('model.model', names[0]);
    } else {
      setStatus({ kind: 'error', text: t('modelConnectionFailed', errorText(result.error)) });
    }
  }

  async function detect() {
    setStatus({ kind: 'busy', text: t('modelLooking') });
    const found = await detectServers(AbortSignal.timeout(15_000)).catch(() => []);
    const usable = found.find((f) => !f.error) ?? found[0];
    if (!usable) {
      setStatus({ kind: 'error', text: t('modelNoneAnswered') });
      return;
    }
    setField('model.baseUrl', usable.baseUrl);
    setField('model.apiStyle', usable.style);
    setModels(usable.models.map((x) => x.name));
    setStatus(
      usable.error
        ? { kind: 'error', text: t('modelRefused', usable.label, usable.baseUrl, errorText(usable.error)
) }
        : { kind: 'ok', text: tCount(usable.models.length, 'modelFoundOne', 'modelFoundOther', usable.label, usable.baseUrl) },
    );
  }

  return (
    <section aria-labelledby="sec-model">
      <h2 id="sec-model">{t('modelHeading')}</h2>
      <BuiltInModelChoice
        active={m.apiStyle === 'prompt-api'}
        onUse={() => {
          setField('model.apiStyle', 'prompt-api');
          setField('model.model', BUILT_IN_MODEL);
        }}
        onLeave={() => {
          setField('model.apiStyle', 'ollama');
          setField('model.model', '');
        }}
      />
      <TextField
        fieldKey="model.baseUrl"
        label={t('modelServerUrl')}
        type="url"
        value={m.baseUrl}
        placeholder={t('modelServerUrlPlaceholder')}
        hint={t('modelServerUrlHint')}
        error={errors['model.baseUrl']}
        onInput={(v) => setField('model.baseUrl', v)}
        onBlur={(v) => completeServerUrl(v) !== v && setField('model.baseUrl', completeServerUrl(v))}
      >
        <button type="button" class="secondary" onClick={detect}>
          {t('modelDetect')}
        </button>
      </TextField>
      <div class="field">
        <label for="field-model-model">{t('modelName')}</label>
        <input
          id="field-model-model"
          list="model-suggestions"
          spellcheck={false}
          autoComplete="off"
          value={m.model}
          placeholder={t('modelNamePlaceholder')}
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
          {t('modelTestConnection')}
        </button>
      </div>
      <p class={`status status--${status.kind}`} role="status" aria-live="polite">
        {status.kind === 'idle' ? '' : <HintText text={status.text} />}
      </p>
    </section>
  );
}
