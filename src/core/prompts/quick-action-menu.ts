import { needsLanguage, type LibraryPrompt } from './prompt-library';

/** One context-menu item to create, in order (a parent before its children). */
export interface MenuItemSpec {
  id: string;
  title: string;
  parentId?: string;
}

/** A target language of Translate: its BCP 47 code and its name as the user reads it. */
export interface TargetLanguage {
  code: string;
  name: string;
}

const PREFIX = 'sidelight-prompt:';

/**
 * Languages most local models translate well, after the browser's own: the menu is a list to pick
 * from, not every language there is (a prompt of the user's own names any other).
 */
export const TRANSLATE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'uk', 'ru', 'tr', 'ar', 'hi', 'zh', 'ja', 'ko'] as const;

/**
 * The target languages offered, the browser's UI language first (`de-AT` is offered as `de`), each
 * once, named by `nameOf` (Intl.DisplayNames in the strings' language, so a German menu says “Englisch”).
 */
export function targetLanguages(uiLanguage: string, nameOf: (code: string) => string): TargetLanguage[] {
  const first = uiLanguage.toLowerCase().split(/[-_]/)[0] ?? '';
  const codes = [...new Set([first, ...TRANSLATE_LANGUAGES].filter(Boolean))];
  return codes.map((code) => ({ code, name: nameOf(code) || code }));
}

/**
 * The context-menu items of the library, under the selection context: one per prompt shown in the
 * menu, in the library's order; a prompt with `{language}` is a submenu of target languages.
 */
export function quickActionMenu(library: readonly LibraryPrompt[], languages: readonly TargetLanguage[]): MenuItemSpec[] {
  const items: MenuItemSpec[] = [];
  for (const p of library) {
    if (!p.inMenu) continue;
    const id = `${PREFIX}${p.id}`;
    items.push({ id, title: p.name });
    if (needsLanguage(p.text)) for (const l of languages) items.push({ id: `${id}:${l.code}`, title: l.name, parentId: id });
  }
  return items;
}

/** What a click on a menu item of quickActionMenu asks for; null for any other item. */
export function quickActionOf(menuItemId: string | number): { promptId: string; language?: string } | null {
  if (typeof menuItemId !== 'string' || !menuItemId.startsWith(PREFIX)) return null;
  const [promptId, language] = menuItemId.slice(PREFIX.length).split(':');
  if (!promptId) return null;
  return language ? { promptId, language } : { promptId };
}
