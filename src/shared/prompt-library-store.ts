import browser from 'webextension-polyfill';
import { defaultPrompts } from '../core/prompts/default-prompts';
import { normalizeLibrary, storedLibrary, type LibraryPrompt } from '../core/prompts/prompt-library';
import { t } from './i18n';

/**
 * The prompt library in storage.local, beside the settings (settings-store.ts) but under its own key:
 * a list of records the settings' field-by-field defaults do not fit. No key means the defaults, in
 * the language the strings are in now; Reset to defaults removes the key, so they come back that way.
 */
const KEY = 'promptLibrary';

export function localDefaultPrompts(): LibraryPrompt[] {
  return defaultPrompts({
    summarizeName: t('promptSummarizeName'),
    summarizeText: t('promptSummarizeText'),
    explainName: t('promptExplainName'),
    explainText: t('promptExplainText'),
    translateName: t('promptTranslateName'),
    translateText: t('promptTranslateText'),
    rephraseName: t('promptRephraseName'),
    rephraseText: t('promptRephraseText'),
  });
}

export async function loadPromptLibrary(): Promise<LibraryPrompt[]> {
  const got = await browser.storage.local.get(KEY);
  return normalizeLibrary(got[KEY], localDefaultPrompts());
}

export async function savePromptLibrary(prompts: readonly LibraryPrompt[]): Promise<void> {
  await browser.storage.local.set({ [KEY]: storedLibrary(prompts) });
}

export async function resetPromptLibrary(): Promise<void> {
  await browser.storage.local.remove(KEY);
}

/** Calls `onChange` with the library whenever any context saves or resets it; returns an unsubscribe function. */
export function watchPromptLibrary(onChange: (prompts: LibraryPrompt[]) => void): () => void {
  const listener = (changes: Record<string, browser.Storage.StorageChange>, area: string) => {
    if (area === 'local' && KEY in changes) onChange(normalizeLibrary(changes[KEY]?.newValue, localDefaultPrompts()));
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

/** What `{selection}` becomes when the selection is attached (a quick action): the prompt names it, the text goes once, as the source. */
export function selectionReference(): string {
  return t('promptSelectionReference');
}
