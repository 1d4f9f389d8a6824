/**
 * `chrome.i18n` for unit tests in Node, reading public/_locales like the browser does: the chosen
 * locale's message, else the default locale's (English), placeholders resolved the way Chromium's
 * MessageBundle does it (named `$NAME$` → the placeholder's content, `$1`…`$9` → substitutions,
 * `$$` → `$`). Installed by the unit project's setup file; leaves a real chrome.i18n alone.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LocaleMessage {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}
export type LocaleMessages = Record<string, LocaleMessage>;

// From the file path, not `new URL(…, import.meta.url)`: under the jsdom environment `URL` is jsdom's, which Node's fileURLToPath rejects.
const LOCALES = `${join(dirname(fileURLToPath(import.meta.url)), '../../public/_locales')}/`;

export function readLocale(locale: string): LocaleMessages {
  return JSON.parse(readFileSync(`${LOCALES}${locale}/messages.json`, 'utf8')) as LocaleMessages;
}

function fillNumbered(text: string, substitutions: string[]): string {
  return text.replace(/\$(\$|[1-9])/g, (_, which: string) => (which === '$' ? '$' : (substitutions[Number(which) - 1] ?? '')));
}

/** One message with its placeholders and substitutions filled in. */
export function formatMessage(entry: LocaleMessage, substitutions: string[]): string {
  const placeholders = Object.fromEntries(Object.entries(entry.placeholders ?? {}).map(([name, p]) => [name.toLowerCase(), p.content]));
  const named = entry.message.replace(/\$([A-Za-z0-9_@]+)\$/g, (whole, name: string) => {
    const content = placeholders[name.toLowerCase()];
    return content === undefined ? whole : fillNumbered(content, substitutions);
  });
  return fillNumbered(named, substitutions);
}

export function createI18nStub(locale = 'en', fallback = 'en') {
  const chosen = readLocale(locale);
  const defaults = locale === fallback ? chosen : readLocale(fallback);
  return {
    getMessage(key: string, substitutions?: string | string[]): string {
      const entry = chosen[key] ?? defaults[key];
      if (!entry) return '';
      return formatMessage(entry, substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions : [substitutions]);
    },
  };
}

export function installI18nStub(locale = 'en'): void {
  const g = globalThis as { chrome?: { i18n?: unknown } };
  g.chrome ??= {};
  g.chrome.i18n ??= createI18nStub(locale);
}

/**
 * Runs `body` with the browser's language set to `locale` (then puts the previous chrome.i18n back),
 * for tests of what a German reader sees.
 */
export async function inLocale<T>(locale: string, body: () => T | Promise<T>): Promise<T> {
  const g = globalThis as { chrome?: { i18n?: unknown } };
  g.chrome ??= {};
  const before = g.chrome.i18n;
  g.chrome.i18n = createI18nStub(locale);
  try {
    return await body();
  } finally {
    g.chrome.i18n = before;
  }
}
