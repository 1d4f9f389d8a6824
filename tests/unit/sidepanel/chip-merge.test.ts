// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { chipElement } from '../../../src/sidepanel/citations/chip-element';
import { mergeAdjacentChips } from '../../../src/sidepanel/citations/chip-merge';
import { numberSources } from '../../../src/sidepanel/citations/source-numbers';
import { citation } from './fixtures';

function paragraph(...parts: (string | HTMLElement)[]): HTMLParagraphElement {
  const p = document.createElement('p');
  p.append(...parts);
  return p;
}

describe('merging neighbouring chips', () => {
  it('turns chips with only spaces between them into one chip with +N, keeping every citation', () => {
    const a = chipElement(document, citation(), 0, 1);
    const b = chipElement(document, citation({ url: 'https://b.test/x', host: 'b.test', startLine: 9, endLine: 9 }), 1, 2);
    const c = chipElement(document, citation({ startLine: 7, endLine: 7 }), 2, 1);
    const p = paragraph('A claim ', a, ' ', b, c, '. Next ', chipElement(document, citation(), 3, 1), '.');
    mergeAdjacentChips(p);
    const chips = p.querySelectorAll('a.cite');
    expect(chips).toHaveLength(2);
    expect(chips[0]!.textContent).toBe('1 · example.com +2');
    expect((chips[0] as HTMLElement).dataset.cites).toBe('0,1,2');
    expect(chips[0]!.getAttribute('aria-label')).toBe('Source 1, example.com, lines 3 to 4, and 2 more: Source 2, b.test, line 9; Source 1, example.com, line 7');
    expect(p.textContent).toBe('A claim 1 · example.com +2. Next 1 · example.com.');
  });

  it('leaves chips apart when words stand between them', () => {
    const p = paragraph(chipElement(document, citation(), 0, 1), ' and ', chipElement(document, citation(), 1, 1));
    mergeAdjacentChips(p);
    expect(p.querySelectorAll('a.cite')).toHaveLength(2);
  });

  it('carries an unverified neighbour into the merged chip', () => {
    const bad = chipElement(document, citation({ check: { claims: ['7 m'], missing: ['7 m'] } }), 1, 1);
    const p = paragraph(chipElement(document, citation(), 0, 1), bad);
    mergeAdjacentChips(p);
    const chip = p.querySelector('a.cite')!;
    expect(chip.classList.contains('unverified')).toBe(true);
    expect(chip.getAttribute('aria-description')).toContain('7 m');
  });
});

describe('numberSources', () => {
  it('numbers cited pages by first citation, then pages read, then results by rank', () => {
    const sources = [
      { url: 'https://r1.test/', title: 'R1', host: 'r1.test', rank: 1, opened: false },
      { url: 'https://b.test/x', title: 'B', host: 'b.test', rank: 3, opened: true },
      { url: 'https://www.example.com/solar?x=1#old', title: 'Solar', host: 'www.example.com', rank: 2, opened: true },
      { url: 'https://read.test/', title: 'Read', host: 'read.test', opened: true },
    ];
    const cites = [citation({ index: 40, url: 'https://b.test/x#:~:text=a', host: 'b.test' }), citation({ index: 5 }), citation({ index: 60 })];
    const numbered = numberSources(sources, cites);
    expect(numbered.map((s) => [s.number, s.site, s.used])).toEqual([
      [1, 'example.com', true],
      [2, 'b.test', true],
      [3, 'read.test', false],
      [4, 'r1.test', false],
    ]);
  });
});
