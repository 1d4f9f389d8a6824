import { Marked } from 'marked';
import { addCodeHeaders, markCodeLanguage } from './code-blocks';
import { type ChipFactory, insertChips } from './insert-chips';
import { mergeAdjacentChips } from '../citations/chip-merge';
import { type MarkerPosition, withPlaceholders } from './placeholders';
import { markShortCells } from './table-cells';

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

const NO_CITATIONS: readonly MarkerPosition[] = Object.freeze([]);

/** Where each citation's marker really is in `content` (-1 when absent), by citation position. */
function markerOffsets(content: string, citations: readonly MarkerPosition[]): number[] {
  return citations.map((c) => {
    // Not streamed that far yet: looking for it would scan the whole answer on every update.
    if (c.index + c.marker.length > content.length) return -1;
    if (content.startsWith(c.marker, c.index)) return c.index;
    return content.indexOf(c.marker, Math.max(0, c.index - 256));
  });
}

/** A block's element, and the chips (citation positions and markers) it was rendered with. */
interface Rendered {
  key: string;
  element: HTMLElement;
}

/**
 * Renders an answer as one `div.md-block` element per block: markdown → sanitiser (a fragment, never a
 * string) → code headers, table-cell classes and citation chips as DOM nodes. While the text only grows, only its last block
 * is split and rendered again, so each update costs about the size of that block, not of the whole
 * answer; every other block keeps its element, so the view moves no other node. One renderer per answer view.
 */
export class BlockRenderer {
  private prevContent = '';
  private prevBlocks: Block[] = [];
  /** Rendered element of each block, held on the block objects that stay the same while the text grows. */
  private rendered = new WeakMap<Block, Rendered>();
  private prevElements: HTMLElement[] = [];
  private prevCitations: readonly MarkerPosition[] = NO_CITATIONS;
  private prevChipSource: unknown = undefined;

  /**
   * `chipKey` says what a chip shows beyond its marker (its source number, its check): a block whose
   * chips show something else is made again, and only that block.
   */
  constructor(
    private readonly doc: Document,
    private readonly sanitize: (html: string, doc: Document) => DocumentFragment,
    private readonly chip: ChipFactory = () => null,
    private readonly chipKey: (index: number) => string = () => '',
  ) {}

  private blocksOf(content: string): Block[] {
    const last = this.prevBlocks[this.prevBlocks.length - 1];
    if (last && content.startsWith(this.prevContent)) {
      return [...this.prevBlocks.slice(0, -1), ...splitBlockRanges(content, last.start)];
    }
    // The text changed in place (final content, a retry): blocks with the same text keep their
    // element. An element can be in one place only, so two equal blocks (two rules, say) take one each.
    const blocks = splitBlockRanges(content);
    const byText = new Map<string, Rendered[]>();
    for (const b of this.prevBlocks) {
      const known = this.rendered.get(b);
      if (known) byText.set(b.text, [...(byText.get(b.text) ?? []), known]);
    }
    for (const b of blocks) {
      const known = byText.get(b.text)?.shift();
      if (known) this.rendered.set(b, known);
    }
    return blocks;
  }

  /**
   * `chipSource`: what `chipKey` reads besides the citations (the source numbers); while it and the
   * citations list are the same objects as last time and the text only grew, every block but the
   * growing tail is kept without looking at its chips, so a token costs the tail, not the block count.
   */
  render(content: string, citations: readonly MarkerPosition[] = NO_CITATIONS, chipSource?: unknown): HTMLElement[] {
    const grew = this.prevBlocks.length > 0 && content.startsWith(this.prevContent);
    const kept = grew && citations === this.prevCitations && chipSource === this.prevChipSource ? this.prevBlocks.length - 1 : 0;
    const keptElements = this.prevElements;
    const blocks = this.blocksOf(content);
    this.prevContent = content;
    this.prevBlocks = blocks;
    this.prevCitations = citations;
    this.prevChipSource = chipSource;
    const offsets = citations.length ? markerOffsets(content, citations) : [];
    // Citations in text order, walked once alongside the blocks.
    const order = offsets.map((at, i) => ({ at, i })).filter((o) => o.at >= 0).sort((x, y) => x.at - y.at);
    let first = 0;
    this.prevElements = blocks.map((block, b) => {
      if (b < kept) return keptElements[b]!;
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
      // the list, marker, and what the chip shows) are unchanged keeps its element: a new chip, or a page
      // renumbered when another is first cited, costs the blocks with those chips, not the answer.
      const key = ids.map((i) => `${i}${citations[i]!.marker}${this.chipKey(i)}`).join(',');
      const known = this.rendered.get(block);
      if (known && known.key === key) return known.element;
      const element = this.renderBlock(withPlaceholders(block.text, inside), ids);
      this.rendered.set(block, { key, element });
      return element;
    });
    return this.prevElements;
  }

  private renderBlock(markdown: string, ids: readonly number[]): HTMLElement {
    const fragment = this.sanitize(markdownToHtml(markdown), this.doc);
    addCodeHeaders(fragment, this.doc);
    // Before the chips, so a cell's length counts a citation as its placeholder, not its chip's label.
    markShortCells(fragment);
    // Placeholders count from 0 within the block; `ids` maps them to positions in the answer's list.
    insertChips(fragment, (local, doc) => (ids[local] === undefined ? null : this.chip(ids[local], doc)));
    mergeAdjacentChips(fragment);
    const element = this.doc.createElement('div');
    element.className = 'md-block';
    element.append(fragment);
    return element;
  }
}
