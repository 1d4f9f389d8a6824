import { connection } from '../state/connection-state';
import { settings, updateModelSettings } from '../state/settings-state';
import { t } from '../../shared/i18n';
import { builtInLanguageModel } from '../../shared/built-in-model';
import { BUILT_IN_MODEL } from '../../core/model/prompt-api-client';
import { switchToBuiltInModel } from '../state/switch-to-built-in-model';

/** Chrome names no model, so the picker says what it is. */
const label = (name: string) => (name === BUILT_IN_MODEL ? t('builtInModelTitle') : name);

/**
 * The models the endpoint reports; picking one saves it as the default. Where Chrome has a built-in
 * model it is one more choice, and picking it switches to it.
 */
export function ModelPicker({ disabled }: { disabled: boolean }) {
  const state = connection.value;
  const current = settings.value.model.model;
  const names = state.kind === 'ready' ? state.models.filter((m) => !m.embedding).map((m) => m.name) : [];
  if (current && !names.includes(current)) names.unshift(current);
  if (builtInLanguageModel() && !names.includes(BUILT_IN_MODEL)) names.push(BUILT_IN_MODEL);
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
