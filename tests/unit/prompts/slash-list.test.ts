import { describe, expect, it } from 'vitest';
import { slashEntries, slashQuery } from '../../../src/core/prompts/slash-list';
import type { LibraryPrompt } from '../../../src/core/prompts/prompt-library';

const library: LibraryPrompt[] = [
  { id: 'summarize', name: 'Summarize', text: 'Summarize {selection}.', inMenu: true },
  { id: 'rephrase', name: 'Rephrase', text: 'Rephrase {selection}, keep it short.', inMenu: true },
];

describe('the composer’s / list', () => {
  it('opens on a / at the start and follows the word typed after it, not a message', () => {
    expect(slashQuery('/')).toBe('');
    expect(slashQuery('/sum')).toBe('sum');
    expect(slashQuery('/deep how do heat pumps work')).toBeNull();
    expect(slashQuery('a /')).toBeNull();
    expect(slashQuery('')).toBeNull();
  });

  it('lists the prompts, then the mode commands, then Edit prompts…, filtered by name', () => {
    const all = slashEntries('', library);
    expect(all.map((e) => (e.kind === 'prompt' ? e.prompt.name : e.kind === 'mode' ? e.command : 'edit'))).toEqual(['Summarize', 'Rephrase', '/quick ', '/research ', '/deep ', 'edit']);
    // “short” is in Rephrase's text, not its name.
    expect(slashEntries('short', library)).toEqual([{ kind: 'edit' }]);
    expect(slashEntries('RE', library).map((e) => e.kind === 'prompt' ? e.prompt.id : e.kind === 'mode' ? e.mode : e.kind)).toEqual(['rephrase', 'research', 'edit']);
  });
});
