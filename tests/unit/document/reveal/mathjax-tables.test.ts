import { describe, expect, it } from 'vitest';
import { drawnTableTex } from '../../../../src/core/document/reveal/mathjax-tables';

describe('drawnTableTex', () => {
  it('tags each labelled row with its number, in order, and leaves the others bare', () => {
    const rows = [
      { cells: ['a', '= b'], labelled: true },
      { cells: ['', '= c'], labelled: false },
      { cells: ['d', '= e'], labelled: true },
    ];
    expect(drawnTableTex(rows, ['( 1 )', '(2.a)'])).toBe('\\begin{matrix}a & = b \\tag{1} \\\\  & = c \\\\ d & = e \\tag{2.a}\\end{matrix}');
  });

  it('tags nothing when the numbers and the labelled rows do not pair up', () => {
    expect(drawnTableTex([{ cells: ['x'], labelled: true }, { cells: ['y'], labelled: true }], ['(1)'])).toBe('\\begin{matrix}x \\\\ y\\end{matrix}');
  });

  it('reads one numbered equation as that equation', () => {
    expect(drawnTableTex([{ cells: ['E = mc^2'], labelled: true }], ['(3)'])).toBe('E = mc^2 \\tag{3}');
  });
});
