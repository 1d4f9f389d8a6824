import type TurndownService from 'turndown';
import { followsRankCell, isRankCell } from './rank-cells';

/**
 * Tables as GFM pipe tables. Written here rather than taken from @joplin/turndown-plugin-gfm, whose
 * table rule keeps any table holding a list, heading or code as raw HTML (fine for a note editor,
 * noise for a model), and whose column logic counts whitespace text nodes in some DOMs.
 *
 * A table is data only if it has header cells, or is a regular grid of short cells (every row the
 * same number of cells, none holding a list or a paragraph's worth of text); anything else is a
 * layout table (old sites, mailing-list archives, forums lay out whole pages with them) and is read
 * as blocks, cell by cell, with its lists and links intact. So are tables with nested tables, one
 * column, or cells holding code or headings that a pipe table cannot carry.
 *
 * A data table with header cells gets its first row as the header; one without gets an empty header
 * (GFM needs one), so the reader can tell the two apart. Lists in a cell (infoboxes) are run into one line.
 */
const BLOCKS = 'table, pre, h1, h2, h3, h4, h5, h6';
/** In a table without header cells, any of these in a cell makes it a layout table. */
const LONG_FORM = 'ul, ol, dl, blockquote, p + p, br + br';
/** A cell of a header-less data table holds a value, not prose. */
const MAX_GRID_CELL_CHARS = 200;

interface TableInfo {
  layout: boolean;
  columns: number;
  firstRow: Element | null;
  hasHeaderCells: boolean;
}

const infoCache = new WeakMap<Element, TableInfo>();

function rowsOf(table: Element): Element[] {
  const rows: Element[] = [];
  for (const child of Array.from(table.children)) {
    if (child.nodeName === 'TR') rows.push(child);
    else if (child.nodeName === 'THEAD' || child.nodeName === 'TBODY' || child.nodeName === 'TFOOT') {
      for (const tr of Array.from(child.children)) if (tr.nodeName === 'TR') rows.push(tr);
    }
  }
  return rows;
}

function cellsOf(row: Element): Element[] {
  return Array.from(row.children).filter((c) => c.nodeName === 'TD' || c.nodeName === 'TH');
}

function span(cell: Element): number {
  const n = Number.parseInt(cell.getAttribute('colspan') ?? '1', 10);
  return Number.isFinite(n) && n > 1 ? Math.min(n, 50) : 1;
}

function tableInfo(table: Element): TableInfo {
  let info = infoCache.get(table);
  if (info) return info;
  const rows = rowsOf(table);
  let columns = 0;
  let hasHeaderCells = false;
  let regular = rows.length >= 2;
  let shortCells = true;
  for (const row of rows) {
    let n = 0;
    for (const cell of cellsOf(row)) {
      n += span(cell);
      if (cell.nodeName === 'TH') hasHeaderCells = true;
      else if (shortCells && (cell.textContent ?? '').replace(/\s+/g, ' ').trim().length > MAX_GRID_CELL_CHARS) shortCells = false;
    }
    if (columns !== 0 && n !== columns) regular = false;
    columns = Math.max(columns, n);
  }
  const grid = regular && shortCells && table.querySelector(LONG_FORM) === null;
  const layout =
    columns <= 1 || table.getAttribute('role') === 'presentation' || table.querySelector(BLOCKS) !== null || (!hasHeaderCells && !grid);
  info = { layout, columns, firstRow: rows[0] ?? null, hasHeaderCells };
  infoCache.set(table, info);
  return info;
}

function ownTable(node: Node): Element | null {
  for (let p = node.parentNode; p; p = p.parentNode) if (p.nodeName === 'TABLE') return p as Element;
  return null;
}

function separator(columns: number): string {
  return '|' + ' --- |'.repeat(columns);
}

export function tableRules(service: TurndownService): void {
  service.addRule('tableCell', {
    filter: ['th', 'td'],
    replacement(content, node) {
      const table = ownTable(node);
      if (!table || tableInfo(table).layout) {
        // A ranked item's number opens its line, as it stands beside the item on the page.
        if (isRankCell(node as Element)) return `\n\n${content.trim()} `;
        if (followsRankCell(node as Element)) return content.trim() ? `${content.replace(/^\s+/, '')}\n\n` : '';
        return `\n\n${content}\n\n`;
      }
      const text = content.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
      return ` ${text} |` + ' |'.repeat(span(node as Element) - 1);
    },
  });
  service.addRule('tableRow', {
    filter: 'tr',
    replacement(content, node) {
      const table = ownTable(node);
      if (!table) return content;
      const info = tableInfo(table);
      if (info.layout) return `\n\n${content}\n\n`;
      const missing = info.columns - cellsOf(node as Element).reduce((n, c) => n + span(c), 0);
      const row = `|${content}${' |'.repeat(Math.max(0, missing))}`;
      if (node === info.firstRow && info.hasHeaderCells) return `\n${row}\n${separator(info.columns)}`;
      return `\n${row}`;
    },
  });
  service.addRule('tableSection', { filter: ['thead', 'tbody', 'tfoot'], replacement: (content) => content });
  service.addRule('tableCaption', { filter: ['caption'], replacement: (content) => `\n\n${content.trim()}\n\n` });
  service.addRule('table', {
    filter: 'table',
    replacement(content, node) {
      const info = tableInfo(node as Element);
      if (info.layout) return `\n\n${content}\n\n`;
      // Caption first, then rows; a table with no header cells gets an empty header row.
      const lines = content.split('\n').filter((l) => l.trim() !== '');
      const caption = lines.filter((l) => !l.startsWith('|'));
      const rows = lines.filter((l) => l.startsWith('|'));
      const head = info.hasHeaderCells ? [] : ['|' + '  |'.repeat(info.columns), separator(info.columns)];
      const parts = [...(caption.length ? [caption.join(' '), ''] : []), ...head, ...rows];
      return `\n\n${parts.join('\n')}\n\n`;
    },
  });
}
