import { connection } from '../state/connection-state';
import { settings, updateModelSettings } from '../state/settings-state';
import { t } from '../../shared/i18n';

/** The models the endpoint reports; picking one saves it as the default. */
export function ModelPicker({ disabled }: { disabled: boolean }) {
  const state = connection.value;
  const current = settings.value.model.model;
  const names = state.kind === 'ready' ? state.models.filter((m) => !m.embedding).map((m) => m.name) : [];
  if (current && !names.includes(current)) names.unshift(current);
  return (
    <div class="model-picker">
      <label class="visually-hidden" for="model-select">
        {t('modelName')}
      </label>
      <select id="model-select" value={current} disabled={disabled || names.length === 0} onChange={(e) => void updateModelSettings({ model: e.currentTarget.value })}>
        {names.length === 0 && <option value="">{t('panelNoModels')}</option>}
        {names.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
