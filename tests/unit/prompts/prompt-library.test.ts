import { describe, expect, it } from 'vitest';
import { defaultPrompts } from '../../../src/core/prompts/default-prompts';
import {
  deletePrompt,
  fillPrompt,
  firstPlaceholder,
  movePrompt,
  normalizeLibrary,
  restorePrompt,
  savePrompt,
  storedLibrary,
  uniqueName,
  validatePrompt,
  type LibraryPrompt,
} from '../../../src/core/prompts/prompt-library';

const defaults = defaultPrompts({
  summarizeName: 'Summarize',
  summarizeText: 'Summarize {selection}.',
  explainName: 'Explain',
  explainText: 'Explain {selection}.',
  translateName: 'Translate to …',
  translateText: 'Translate {selection} into {language}.',
  rephraseName: 'Rephrase',
  rephraseText: 'Rephrase {selection}.',
});
const names = (l: readonly LibraryPrompt[]) => l.map((p) => p.name);

describe('prompt library', () => {
  it('gives the defaults to a user without a library, or with one that is not a library', () => {
    expect(normalizeLibrary(undefined, defaults)).toEqual(defaults);
    expect(normalizeLibrary({ version: 2, prompts: [] }, defaults)).toEqual(defaults);
    expect(normalizeLibrary('Summarize', defaults)).toEqual(defaults);
    // An emptied library stays empty: the user deleted them all.
    expect(normalizeLibrary({ version: 1, prompts: [] }, defaults)).toEqual([]);
  });

  it('reads a stored library back, dropping entries that are not prompts and making ids and names unique', () => {
    const stored = {
      version: 1,
      prompts: [
        { id: 'a', name: 'Fix', text: 'Fix {selection}', inMenu: false },
        { id: 'a', name: 'fix', text: 'Fix again' },
        { id: 'b:c', name: '  ', text: 'no name' },
        { name: 'No id', text: 'x' },
        42,
      ],
    };
    const got = normalizeLibrary(stored, defaults);
    expect(got.map((p) => p.id)).toEqual(['a', 'a-copy', 'prompt-3']);
    expect(names(got)).toEqual(['Fix', 'fix 2', 'No id']);
    expect(got.map((p) => p.inMenu)).toEqual([false, true, true]);
    expect(normalizeLibrary(storedLibrary(got), defaults)).toEqual(got);
  });

  it('reports an empty name or text, and a name another prompt has (case aside)', () => {
    expect(validatePrompt({ id: 'new', name: ' ', text: '' }, defaults)).toEqual({ name: 'nameEmpty', text: 'textEmpty' });
    expect(validatePrompt({ id: 'new', name: 'summarize', text: 'x' }, defaults)).toEqual({ name: 'nameTaken' });
    // Its own name is not taken.
    expect(validatePrompt({ id: 'summarize', name: 'Summarize', text: 'x' }, defaults)).toEqual({});
    expect(validatePrompt({ id: 'new', name: 'x'.repeat(61), text: 'y'.repeat(4001) }, defaults)).toEqual({ name: 'nameTooLong', text: 'textTooLong' });
  });

  it('saves a new prompt at the end and an edited one in its place, trimmed', () => {
    const added = savePrompt(defaults, { id: 'n', name: ' Fix grammar ', text: ' Fix {selection} ', inMenu: true });
    expect(names(added)).toEqual(['Summarize', 'Explain', 'Translate to …', 'Rephrase', 'Fix grammar']);
    expect(added.at(-1)!.text).toBe('Fix {selection}');
    const edited = savePrompt(added, { ...added[1]!, name: 'Explain simply' });
    expect(names(edited)).toEqual(['Summarize', 'Explain simply', 'Translate to …', 'Rephrase', 'Fix grammar']);
  });

  it('moves a prompt up and down, and not past either end', () => {
    expect(names(movePrompt(defaults, 'explain', -1))).toEqual(['Explain', 'Summarize', 'Translate to …', 'Rephrase']);
    expect(names(movePrompt(defaults, 'explain', 1))).toEqual(['Summarize', 'Translate to …', 'Explain', 'Rephrase']);
    expect(movePrompt(defaults, 'summarize', -1)).toEqual(defaults);
    expect(movePrompt(defaults, 'rephrase', 1)).toEqual(defaults);
    expect(movePrompt(defaults, 'missing', 1)).toEqual(defaults);
  });

  it('deletes a prompt and puts it back where it was on Undo, unless its name was taken meanwhile', () => {
    const without = deletePrompt(defaults, 'translate');
    expect(names(without)).toEqual(['Summarize', 'Explain', 'Rephrase']);
    expect(restorePrompt(without, defaults[2]!, 2)).toEqual(defaults);
    const taken = savePrompt(without, { id: 'x', name: 'Translate to …', text: 'x', inMenu: true });
    expect(restorePrompt(taken, defaults[2]!, 2)).toEqual(taken);
  });

  it('finds a name no prompt has', () => {
    expect(uniqueName('Summarize', defaults)).toBe('Summarize 2');
    expect(uniqueName('Summarize', [...defaults, { name: 'summarize 2' }])).toBe('Summarize 3');
    expect(uniqueName('Shorten', defaults)).toBe('Shorten');
  });

  it('fills the placeholders given and leaves the others, and unknown braces, as typed', () => {
    expect(fillPrompt('Translate {selection} into {language}.', { selection: 'the selection', language: 'German' })).toBe('Translate the selection into German.');
    expect(fillPrompt('Translate {selection} into {language}.', { language: 'German' })).toBe('Translate {selection} into German.');
    expect(fillPrompt('Format as {"a": {selection}} {other}', { selection: '1' })).toBe('Format as {"a": 1} {other}');
    expect(firstPlaceholder('Translate {selection} into {language}.')).toEqual({ start: 10, end: 21 });
    expect(firstPlaceholder('No placeholder')).toBeNull();
  });
});
