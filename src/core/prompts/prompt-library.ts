import { SidelightError, userText } from '../errors';

/**
 * The prompt library: the user's named prompts for quick actions (context menu on a selection) and
 * the composer's `/` list. Pure: the store (src/shared/prompt-library-store.ts) keeps it in
 * storage.local, the options page edits it, the worker builds the menu from it.
 */
export interface LibraryPrompt {
  /** Stable across renames: menu item ids and the editor's rows are keyed by it. */
  id: string;
  name: string;
  /** The prompt, with placeholders (PLACEHOLDERS) filled when it is used. */
  text: string;
  /** Whether it is an item of the context menu on a selection. */
  inMenu: boolean;
}

/** What the store keeps: the prompts in the user's order. */
export interface StoredPromptLibrary {
  version: 1;
  prompts: LibraryPrompt[];
}

/** `{selection}`: the selected text (a quick action attaches it); `{language}`: the target language of a translation. */
export const PLACEHOLDERS = ['selection', 'language'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** Longer names do not fit a context menu; longer prompts are not prompts. */
export const MAX_NAME_LENGTH = 60;
export const MAX_TEXT_LENGTH = 4000;

export type PromptProblem = 'nameEmpty' | 'nameTooLong' | 'nameTaken' | 'textEmpty' | 'textTooLong';

export interface PromptErrors {
  name?: PromptProblem;
  text?: PromptProblem;
}

function sameName(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;
}

/** What is wrong with `prompt` as an entry of `library` (its own entry, by id, excepted); `{}` when nothing. */
export function validatePrompt(prompt: Pick<LibraryPrompt, 'id' | 'name' | 'text'>, library: readonly LibraryPrompt[]): PromptErrors {
  const errors: PromptErrors = {};
  const name = prompt.name.trim();
  if (!name) errors.name = 'nameEmpty';
  else if (name.length > MAX_NAME_LENGTH) errors.name = 'nameTooLong';
  else if (library.some((p) => p.id !== prompt.id && sameName(p.name, name))) errors.name = 'nameTaken';
  const text = prompt.text.trim();
  if (!text) errors.text = 'textEmpty';
  else if (text.length > MAX_TEXT_LENGTH) errors.text = 'textTooLong';
  return errors;
}

export function hasErrors(errors: PromptErrors): boolean {
  return errors.name !== undefined || errors.text !== undefined;
}

/** `prompt` saved into `library`: replaces the entry with its id, or is added at the end; trimmed. */
export function savePrompt(library: readonly LibraryPrompt[], prompt: LibraryPrompt): LibraryPrompt[] {
  const clean = { ...prompt, name: prompt.name.trim(), text: prompt.text.trim() };
  return library.some((p) => p.id === prompt.id) ? library.map((p) => (p.id === prompt.id ? clean : p)) : [...library, clean];
}

/** The library with the prompt `id` moved one place up (`-1`) or down (`1`); unchanged at either end. */
export function movePrompt(library: readonly LibraryPrompt[], id: string, by: -1 | 1): LibraryPrompt[] {
  const from = library.findIndex((p) => p.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= library.length) return [...library];
  const out = [...library];
  [out[from], out[to]] = [out[to]!, out[from]!];
  return out;
}

export function deletePrompt(library: readonly LibraryPrompt[], id: string): LibraryPrompt[] {
  return library.filter((p) => p.id !== id);
}

/** A deleted prompt put back where it was (Undo), unless one of its name came meanwhile. */
export function restorePrompt(library: readonly LibraryPrompt[], prompt: LibraryPrompt, index: number): LibraryPrompt[] {
  if (library.some((p) => p.id === prompt.id || sameName(p.name, prompt.name))) return [...library];
  const out = [...library];
  out.splice(Math.min(Math.max(index, 0), out.length), 0, prompt);
  return out;
}

/** `base`, or `base 2`, `base 3`… : the first name no prompt of `library` has (a copy, a prompt read back twice). */
export function uniqueName(base: string, library: readonly Pick<LibraryPrompt, 'name'>[]): string {
  const name = base.trim();
  if (!library.some((p) => sameName(p.name, name))) return name;
  for (let n = 2; ; n++) {
    const candidate = `${name} ${n}`;
    if (!library.some((p) => sameName(p.name, candidate))) return candidate;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The library as stored, read defensively: `undefined` (never edited, or reset) and anything not a
 * library give `defaults`, so users without a library, and those of versions before it, get the
 * defaults. Entries that are not prompts are dropped, ids and names made unique.
 */
export function normalizeLibrary(stored: unknown, defaults: readonly LibraryPrompt[]): LibraryPrompt[] {
  if (!isRecord(stored) || stored.version !== 1 || !Array.isArray(stored.prompts)) return [...defaults];
  const out: LibraryPrompt[] = [];
  const ids = new Set<string>();
  for (const p of stored.prompts) {
    if (!isRecord(p) || typeof p.name !== 'string' || typeof p.text !== 'string' || !p.name.trim() || !p.text.trim()) continue;
    // Ids go into menu item ids after a `:` (quick-action-menu.ts): letters, digits, `-` and `_` only.
    let id = typeof p.id === 'string' && p.id ? p.id.replace(/[^\w-]/g, '-') : `prompt-${out.length + 1}`;
    while (ids.has(id)) id = `${id}-copy`;
    ids.add(id);
    out.push({ id, name: uniqueName(p.name.slice(0, MAX_NAME_LENGTH), out), text: p.text, inMenu: p.inMenu !== false });
  }
  return out;
}

export function storedLibrary(prompts: readonly LibraryPrompt[]): StoredPromptLibrary {
  return { version: 1, prompts: prompts.map(({ id, name, text, inMenu }) => ({ id, name, text, inMenu })) };
}

/** Whether the prompt asks for a target language (`{language}`): its menu item is a submenu of languages. */
export function needsLanguage(text: string): boolean {
  return text.includes('{language}');
}

/**
 * `text` with the placeholders given in `values` filled; those not given stay as typed, for the user
 * to replace. Unknown `{words}` are left alone (a prompt may show code or JSON).
 */
export function fillPrompt(text: string, values: Partial<Record<Placeholder, string>>): string {
  return text.replace(/\{(selection|language)\}/g, (whole, name: Placeholder) => values[name] ?? whole);
}

/** Where the first placeholder left in `text` is (start and end offsets), for the composer to select it. */
export function firstPlaceholder(text: string): { start: number; end: number } | null {
  const m = /\{(selection|language)\}/.exec(text);
  return m ? { start: m.index, end: m.index + m[0].length } : null;
}

/** A quick action whose prompt was deleted (or reset away) after the menu was built: nothing is sent. */
export function promptGoneError(): SidelightError {
  return new SidelightError('config', 'The prompt of this menu item is no longer in the prompt library.', {
    hint: 'Choose another quick action, or add the prompt again in Options → Prompts.',
    userMessage: userText('errPromptGone'),
    userHint: userText('hintPromptGone'),
  });
}
