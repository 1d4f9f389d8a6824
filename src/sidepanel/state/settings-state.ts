import { signal } from '@preact/signals';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings';
import { loadSettings, saveSettings, watchSettings } from '../../shared/settings-store';

export const settings = signal<Settings>(DEFAULT_SETTINGS);
const settingsLoaded = signal(false);
let loaded: () => void = () => {};
/** Resolves once the stored settings are in `settings` (an action that sends at once waits for it). */
export const settingsReady = new Promise<void>((resolve) => (loaded = resolve));

/** Loads settings and follows changes saved from the options page, without a reload. */
export async function initSettings(onChange: (s: Settings) => void): Promise<() => void> {
  const stop = watchSettings((s) => {
    settings.value = s;
    onChange(s);
  });
  settings.value = await loadSettings();
  settingsLoaded.value = true;
  loaded();
  return stop;
}

/** Saves a change made from the panel itself (model picker, detected endpoint). */
export async function updateModelSettings(patch: Partial<Settings['model']>): Promise<void> {
  const next = { ...settings.value, model: { ...settings.value.model, ...patch } };
  settings.value = next;
  await saveSettings(next);
}
