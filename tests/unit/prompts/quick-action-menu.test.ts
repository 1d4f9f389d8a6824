import { describe, expect, it } from 'vitest';
import { quickActionMenu, quickActionOf, targetLanguages } from '../../../src/core/prompts/quick-action-menu';
import type { LibraryPrompt } from '../../../src/core/prompts/prompt-library';

const library: LibraryPrompt[] = [
  { id: 'summarize', name: 'Summarize', text: 'Summarize {selection}.', inMenu: true },
  { id: 'hidden', name: 'Only in the composer', text: 'x', inMenu: false },
  { id: 'translate', name: 'Translate to …', text: 'Translate {selection} into {language}.', inMenu: true },
];
const english = (code: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;

describe('quick actions in the context menu', () => {
  it('offers the browser’s language first, once, then the usual ones, named in the strings’ language', () => {
    const langs = targetLanguages('de-AT', (c) => new Intl.DisplayNames(['de'], { type: 'language' }).of(c) ?? c);
    expect(langs[0]).toEqual({ code: 'de', name: 'Deutsch' });
    expect(langs[1]).toEqual({ code: 'en', name: 'Englisch' });
    expect(langs.filter((l) => l.code === 'de')).toHaveLength(1);
    expect(targetLanguages('sw', english)[0]).toEqual({ code: 'sw', name: 'Swahili' });
  });

  it('makes one item per prompt shown in the menu, in order, and a language submenu for {language}', () => {
    const items = quickActionMenu(library, targetLanguages('fr', english).slice(0, 2));
    expect(items).toEqual([
      { id: 'sidelight-prompt:summarize', title: 'Summarize' },
      { id: 'sidelight-prompt:translate', title: 'Translate to …' },
      { id: 'sidelight-prompt:translate:fr', title: 'French', parentId: 'sidelight-prompt:translate' },
      { id: 'sidelight-prompt:translate:en', title: 'English', parentId: 'sidelight-prompt:translate' },
    ]);
    expect(quickActionMenu([], [])).toEqual([]);
  });

  it('reads a click back to the prompt and the language', () => {
    expect(quickActionOf('sidelight-prompt:summarize')).toEqual({ promptId: 'summarize' });
    expect(quickActionOf('sidelight-prompt:translate:fr')).toEqual({ promptId: 'translate', language: 'fr' });
    expect(quickActionOf('sidelight-ask-selection')).toBeNull();
    expect(quickActionOf(7)).toBeNull();
  });
});
