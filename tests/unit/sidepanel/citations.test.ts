import { describe, expect, it } from 'vitest';
import { chipHref, chipLabel } from '../../../src/sidepanel/citations/chip';
import { answerWithLinks } from '../../../src/sidepanel/conversation/answer-markdown';
import { citation } from './fixtures';

describe('citation chips', () => {
  it('labels host†L-range and one-line citations', () => {
    expect(chipLabel(citation())).toBe('example.com†L3-L4');
    expect(chipLabel(citation({ startLine: 8, endLine: 8 }))).toBe('example.com†L8');
  });

  it('links to the page with the text fragment replacing any old fragment', () => {
    expect(chipHref(citation())).toBe('https://www.example.com/solar?x=1#:~:text=Panels%20convert');
    expect(chipHref(citation({ fragment: '' }))).toBe('https://www.example.com/solar?x=1#old');
  });

  it('turns markers into markdown links for copying', () => {
    const c = citation({ index: 10 });
    expect(answerWithLinks('About 20% 【1†L3-L4】.', [c])).toBe('About 20% [example.com†L3-L4](https://www.example.com/solar?x=1#:~:text=Panels%20convert).');
  });
});
