import type { LibraryPrompt } from './prompt-library';

/** The words of the default prompts, in the user's language (the caller looks them up: core has no i18n). */
export interface DefaultPromptWords {
  summarizeName: string;
  summarizeText: string;
  explainName: string;
  explainText: string;
  translateName: string;
  translateText: string;
  rephraseName: string;
  rephraseText: string;
}

/**
 * The prompts a new library starts with, and Reset to defaults brings back: the four quick actions of
 * the context menu. Their ids are fixed, so a menu item made before a reset still means the same prompt.
 */
export function defaultPrompts(w: DefaultPromptWords): LibraryPrompt[] {
  return [
    { id: 'summarize', name: w.summarizeName, text: w.summarizeText, inMenu: true },
    { id: 'explain', name: w.explainName, text: w.explainText, inMenu: true },
    { id: 'translate', name: w.translateName, text: w.translateText, inMenu: true },
    { id: 'rephrase', name: w.rephraseName, text: w.rephraseText, inMenu: true },
  ];
}
