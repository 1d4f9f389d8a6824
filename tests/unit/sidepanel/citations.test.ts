import { describe, expect, it } from 'vitest';
import { chipHref, chipLabel, chipName } from '../../../src/sidepanel/citations/chip';
import { answerWithLinks } from '../../../src/sidepanel/conversation/answer-markdown';
import { citation } from './fixtures';

describe('citation chips', () => {
  it('labels a chip with its source number and site, and names it in words', () => {
    expect(chipLabel(citation(), 1)).toBe('1 · example.com');
    expect(chipName(citation(), 2)).toBe('Source 2, example.com, lines 3 to 4');
    expect(chipName(citation({ startLine: 8, endLine: 8 }), 2)).toBe('Source 2, example.com, line 8');
  });

  it('links to the page with the text fragment replacing any old fragment', () => {
    expect(chipHref(citation())).toBe('https://www.example.com/solar?x=1#:~:text=Panels%20convert');
    expect(chipHref(citation({ fragment: '' }))).toBe('https://www.example.com/solar?x=1#old');
  });

  it('turns markers into markdown links for copying', () => {
    const c = citation({ index: 10 });
    expect(answerWithLinks('About 20% 【1†L3-L4】.', [c])).toBe('About 20% [1 · example.com, lines 3–4](https://www.example.com/solar?x=1#:~:text=Panels%20convert).');
  });
});
