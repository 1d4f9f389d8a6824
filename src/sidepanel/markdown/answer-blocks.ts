import { Marked } from 'marked';
import { markCodeLanguage, stripCodeMarks, withCodeHeaders } from './code-blocks';
import { withShortCells } from './table-cells';

/**
 * Private-use characters mark where a citation chip goes. Markdown and the sanitiser leave them alone,
 * and the model's own copies are removed first, so a hostile answer cannot forge a chip.
 */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACEHOLDER = /\uE000(\d+)\uE001/g;

export interface MarkerPosition {
  marker: string;
  index: number;
}

/** Replaces each citation marker with a placeholder carrying its position in `citations`. */
export function withPlaceholders(content: string, citations: MarkerPosition[]): string {
  let text = stripCodeMarks(content.replace(/[\uE000\uE001]/g, ''));
  // Right to left so earlier indices stay valid; a marker not at its index is searched for instead.
  const order = citations.map((c, i) => ({ c, i })).sort((a, b) => b.c.index - a.c.index);
  for (const { c, i } of order) {
    let at = text.startsWith(c.marker, c.index) ? c.index : text.lastIndexOf(c.marker);
    if (at === -1) at = text.indexOf(c.marker);
    if (at === -1) continue;
    text = text.slice(0, at) + OPEN + i + CLOSE + text.slice(at + c.marker.length);
  }
  return text;
}

export function replacePlaceholders(html: string, chip: (index: number) => string): string {
  return html.replace(PLACEHOLDER, (_m, n: string) => chip(Number(n)));
}

export interface Block {
  text: string;
  /** Offset of the block's first character in the markdown. */
  start: number;
}

/**
 * Splits markdown into top-level blocks at blank lines outside fenced code, so that while an answer
 * streams only the last, still-growing block is parsed again. `from` must be a block start (never
 * inside a fence), which lets a caller re-split only the tail of a growing text.
 */
export function splitBlockRanges(markdown: string, from = 0): Block[] {
  const blocks: Block[] = [];
  let fence: string | null = null;
  let blockStart = -1;
  let blockEnd = -1;
  let pos = from;
  while (pos <= markdown.length) {
    let nl = markdown.indexOf('\n', pos);
    if (nl === -1) nl = markdown.length;
    const line = markdown.slice(pos, nl);
    const m = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (m) {
      if (fence === null) fence = m[1]![0]!.repeat(m[1]!.length);
      else if (line.trim().startsWith(fence)) fence = null;
    }
    const blank = line.trim() === '';
    if (blank && fence === null) {
      if (blockStart !== -1) blocks.push({ text: markdown.slice(blockStart, blockEnd), start: blockStart });
      blockStart = -1;
    } else {
      if (blockStart === -1) blockStart = pos;
      blockEnd = nl;
    }
    pos = nl + 1;
  }
  if (blockStart !== -1) blocks.push({ text: markdown.slice(blockStart, blockEnd), start: blockStart });
  return blocks;
}

export function splitBlocks(markdown: string): string[] {
  return splitBlockRanges(markdown).map((b) => b.text);
}

const marked = new Marked({ gfm: true, breaks: false, async: false, walkTokens: markCodeLanguage });

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false }) as string;
}

/** Adds the header bar (language, Copy code) to each code block and keeps short table cells on one line. */
export function withCopyButtons(html: string): string {
  return withShortCells(withCodeHeaders(html));
}

const NO_CITATIONS: readonly MarkerPosition[] = Object.freeze([]);

/** Where each citation's marker really is in `content` (-1 when absent), by citation position. */
export function markerOffsets(content: string, citations: readonly MarkerPosition[]): number[] {
  return citations.map((c) => {
    // Not streamed that far yet: looking for it would scan the whole answer on every update.
    if (c.index + c.marker.length > content.length) return -1;
    if (content.startsWith(c.marker, c.index)) return c.index;
    return content.indexOf(c.marker, Math.max(0, c.index - 256));
  });
}

/**
 * Renders an answer as HTML blocks: markdown → sanitiser → copy buttons → citation chips. While the
 * text only grows, only its last block is split and parsed again, so each update costs about the size
 * of that block, not of the whole answer. One renderer per answer view.
 */
export class BlockRenderer {
  private prevContent = '';
  private prevBlocks: Block[] = [];
  /** Rendered HTML of each block, held on the block objects that stay the same while the text grows. */
  private html = new WeakMap<Block, { key: string; html: string }>();

  constructor(
    private readonly sanitize: (html: string) => string,
    private readonly chip: (index: number) => string = () => '',
  ) {}

  private blocksOf(content: string): Block[] {
    const last = this.prevBlocks[this.prevBlocks.length - 1];
    if (last && content.startsWith(this.prevContent)) {
      return [...this.prevBlocks.slice(0, -1), ...splitBlockRanges(content, last.start)];
    }
    // The text changed in place (final content, a retry): blocks with the same text keep their HTML.
    const blocks = splitBlockRanges(content);
    const byText = new Map(this.prevBlocks.map((b) => [b.text, this.html.get(b)] as const));
    for (const b of blocks) {
      const known = byText.get(b.text);
      if (known) this.html.set(b, known);
    }
    return blocks;
  }

  render(content: string, citations: readonly MarkerPosition[] = NO_CITATIONS): string[] {
    const blocks = this.blocksOf(content);
    this.prevContent = content;
    this.prevBlocks = blocks;
    const offsets = citations.length ? markerOffsets(content, citations) : [];
    // Citations in text order, walked once alongside the blocks.
    const order = offsets.map((at, i) => ({ at, i })).filter((o) => o.at >= 0).sort((x, y) => x.at - y.at);
    let first = 0;
    return blocks.map((block) => {
      const end = block.start + block.text.length;
      const inside: MarkerPosition[] = [];
      const ids: number[] = [];
      while (first < order.length && order[first]!.at < block.start) first++;
      for (let k = first; k < order.length && order[k]!.at < end; k++) {
        const { at, i } = order[k]!;
        inside.push({ marker: citations[i]!.marker, index: at - block.start });
        ids.push(i);
      }
      // Citations arrive while the answer streams, each time as a new list that only grows. Within one
      // answer a marker always resolves to the same page and lines, so a block whose chips (position in
      // the list and marker) are unchanged keeps its HTML: a new chip costs one block, not the answer.
      const key = ids.map((i) => `${i}${citations[i]!.marker}`).join(',');
      const known = this.html.get(block);
      if (known && known.key === key) return known.html;
      const marked = withPlaceholders(block.text, inside);
      let html = withCopyButtons(this.sanitize(markdownToHtml(marked)));
      html = replacePlaceholders(html, (local) => (ids[local] === undefined ? '' : this.chip(ids[local])));
      this.html.set(block, { key, html });
      return html;
    });
  }
}
