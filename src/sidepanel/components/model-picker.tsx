import { connection } from '../state/connection-state';
import { settings, updateModelSettings } from '../state/settings-state';
import { t } from '../../shared/i18n';
import { builtInLanguageModel } from '../../shared/built-in-model';
import { useEffect, useState } from 'preact/hooks';
import { BUILT_IN_MODEL, promptApiAvailability } from '../../core/model/prompt-api';
import { switchToBuiltInModel } from '../state/switch-to-built-in-model';

/** Chrome names no model, so the picker says what it is. */
const label = (name: string) => (name === BUILT_IN_MODEL ? t('builtInModelTitle') : name);

/**
 * Whether to list Chrome's built-in model: where the browser has the Prompt API and says the model is
 * there or can be fetched. A Chrome whose device does not qualify has the API but answers
 * "unavailable" (Options says why); a choice that can never answer does not belong in the picker.
 */
function useBuiltInOffered(): boolean {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    const api = builtInLanguageModel();
    if (api) void promptApiAvailability(api).then((a) => setOffered(a !== 'unavailable'));
  }, []);
  return offered;
}

/**
 * The models the endpoint reports; picking one saves it as the default. Where Chrome has a built-in
 * model it is one more choice, and picking it switches to it.
 */
export function ModelPicker({ disabled }: { disabled: boolean }) {
  const builtInOffered = useBuiltInOffered();
  const state = connection.value;
  const current = settings.value.model.model;
  const names = state.kind === 'ready' ? state.models.filter((m) => !m.embedding).map((m) => m.name) : [];
  if (current && !names.includes(current)) names.unshift(current);
  if (builtInOffered && !names.includes(BUILT_IN_MODEL)) names.push(BUILT_IN_MODEL);
  const pick = (name: string) => (name === BUILT_IN_MODEL && settings.value.model.apiStyle !== 'prompt-api' ? switchToBuiltInModel() : updateModelSettings({ model: name }));
  return (
    <div class="model-picker">
      <label class="visually-hidden" for="model-select">
        {t('modelName')}
      </label>
      <select id="model-select" value={current} disabled={disabled || names.length === 0} onChange={(e) => void pick(e.currentTarget.value)}>
        {names.length === 0 && <option value="">{t('panelNoModels')}</option>}
        {names.map((n) => (
          <option key={n} value={n}>
            {label(n)}
          </option>
        ))}
      </select>
    </div>
  );
}
