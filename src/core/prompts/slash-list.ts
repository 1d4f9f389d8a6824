import type { AnswerMode } from '../answer-mode/answer-mode';
import type { LibraryPrompt } from './prompt-library';

/** An entry of the composer's `/` list: a prompt of the library, a mode command, or the way to the editor. */
export type SlashEntry = { kind: 'prompt'; prompt: LibraryPrompt } | { kind: 'mode'; mode: AnswerMode; command: string } | { kind: 'edit' };

const MODES: readonly AnswerMode[] = ['quick', 'research', 'deep'];

/**
 * What a composer holding only `/query` is asking for, or null when the list should not be open: the
 * list opens on a `/` typed at the start of an empty composer and follows what is typed after it,
 * up to the first space or line (then it is a message, `/deep how …`, not a search of the list).
 */
export function slashQuery(composer: string): string | null {
  const m = /^\/([^\s/]*)$/.exec(composer);
  return m ? m[1]! : null;
}

function matches(query: string, ...words: string[]): boolean {
  const q = query.toLocaleLowerCase();
  return words.some((w) => w.toLocaleLowerCase().includes(q));
}

/**
 * The list for `query`: the library's prompts in the user's order whose name has it, then
 * the mode commands whose name has it, then always “Edit prompts…”, so the editor is one Enter away
 * even when nothing matches.
 */
export function slashEntries(query: string, library: readonly LibraryPrompt[]): SlashEntry[] {
  const prompts: SlashEntry[] = library.filter((p) => matches(query, p.name)).map((prompt) => ({ kind: 'prompt', prompt }));
  const modes: SlashEntry[] = MODES.filter((mode) => matches(query, mode)).map((mode) => ({ kind: 'mode', mode, command: `/${mode} ` }));
  return [...prompts, ...modes, { kind: 'edit' }];
}
