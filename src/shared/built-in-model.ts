import type { LanguageModelApi } from '../core/model/prompt-api';

/**
 * Chrome's built-in model: the Prompt API's `LanguageModel` global, exposed to extension pages from
 * Chrome 138 (developer.chrome.com/docs/extensions/ai/prompt-api). Undefined in Firefox, in older
 * Chrome and where the API is turned off, and then the choice is not offered at all.
 */
export function builtInLanguageModel(): LanguageModelApi | undefined {
  const api = (globalThis as { LanguageModel?: LanguageModelApi }).LanguageModel;
  return api && typeof api.availability === 'function' && typeof api.create === 'function' ? api : undefined;
}
