/**
 * Every string a user reads goes through here: `t(key)` looks the key up in
 * public/_locales/<browser language>/messages.json through the extension i18n API, which falls back
 * to English (`default_locale`) for a key a locale lacks. Keys are typed from the English file, so a
 * misspelt key does not compile. Strings the model reads (system prompt, tool views) stay English
 * and do not come through here.
 */
type Messages = typeof import('../../public/_locales/en/messages.json');
export type MessageKey = keyof Messages;

interface I18nApi {
  getMessage(key: string, substitutions?: string | string[]): string;
}

/** chrome.i18n in Chromium and Firefox (both have the chrome namespace); unit tests install a stand-in. */
function api(): I18nApi | undefined {
  return (globalThis as { chrome?: { i18n?: I18nApi } }).chrome?.i18n;
}

/** The message for `key`; `substitutions` fill its placeholders ($1 … $9, named in messages.json). */
export function t(key: MessageKey, ...substitutions: (string | number)[]): string {
  const text = api()?.getMessage(key, substitutions.length ? substitutions.map(String) : undefined);
  // An empty answer means no locale has the key: show the key rather than nothing (tests catch it).
  return text || key;
}

/**
 * `one` for a count of exactly 1, `other` otherwise — the plural rule of English and German; the count
 * is $1, written as the strings' language writes numbers (`1,204` / `1.204`).
 */
export function tCount(count: number, one: MessageKey, other: MessageKey, ...more: (string | number)[]): string {
  return t(count === 1 ? one : other, formatNumber(count), ...more);
}

/**
 * The language the strings are in (`languageTag` of the locale the browser picked, e.g. `de`): not
 * the UI language, which may be one we have no strings for (then the strings are English).
 */
export function stringsLanguage(): string {
  return t('languageTag');
}

/** Marks an extension page with the language its strings are in, for screen readers and hyphenation. */
export function setDocumentLanguage(doc: Document = document): void {
  doc.documentElement.lang = stringsLanguage();
}

/** A number as the strings' language writes it: `1,204` / `1.204`, `0.4` / `0,4`. */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return n.toLocaleString(stringsLanguage(), options);
}
