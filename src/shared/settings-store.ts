import browser from 'webextension-polyfill';
import { normalizeSettings, validateSettings, type Settings, type SettingsErrors } from './settings';

const KEY = 'settings';

export async function loadSettings(): Promise<Settings> {
  const got = await browser.storage.local.get(KEY);
  return normalizeSettings(got[KEY]);
}

/** Saves only valid settings; returns the errors otherwise (nothing is written). */
export async function saveSettings(settings: Settings): Promise<SettingsErrors> {
  const errors = validateSettings(settings);
  if (Object.keys(errors).length > 0) return errors;
  await browser.storage.local.set({ [KEY]: settings });
  return {};
}

/** Calls `onChange` whenever settings are saved from any context; returns an unsubscribe function. */
export function watchSettings(onChange: (s: Settings) => void): () => void {
  const listener = (changes: Record<string, browser.Storage.StorageChange>, area: string) => {
    if (area === 'local' && KEY in changes) onChange(normalizeSettings(changes[KEY]?.newValue));
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}
