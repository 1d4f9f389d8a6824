import { token } from './tex-tokens';

/** A row of a table MathJax drew: its cells as TeX, and whether it is a numbered (labelled) row. */
export interface DrawnRow {
  cells: string[];
  labelled: boolean;
}

/**
 * A table MathJax drew (CommonHTML or SVG), as TeX. Its equation numbers are drawn apart from their
 * rows (a column of their own, or cells after the rows), one per labelled row and in the rows' order:
 * `labels` are their texts, each becoming its row's `\tag{…}` when they pair up. One numbered
 * equation is set as a table of one labelled row: it is that equation.
 */
export function drawnTableTex(rows: readonly DrawnRow[], labels: readonly string[]): string {
  const tags = labels.map((t) => t.replace(/\s+/g, '').replace(/^\((.*)\)$/, '$1'));
  const labelled = rows.filter((r) => r.labelled).length;
  let next = 0;
  const lines = rows.map((r) => {
    const cells = r.cells.join(' & ');
    const tag = r.labelled && tags.length === labelled ? tags[next++] : undefined;
    return tag ? `${cells} \\tag{${token(tag)}}` : cells;
  });
  if (lines.length === 1 && labelled === 1) return lines[0]!;
  return `\\begin{matrix}${lines.join(' \\\\ ')}\\end{matrix}`;
}
