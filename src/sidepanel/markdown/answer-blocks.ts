import { Marked } from 'marked';

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
  let text = content.replace(/[\uE000\uE001]/g, '');
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

/**
 * Splits markdown into top-level blocks at blank lines outside fenced code, so that while an answer
 * streams only the last, still-growing block is parsed again.
 */
export function splitBlocks(markdown: string): string[] {
  const lines = markdown.split('\n');
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    const m = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (m) {
      if (fence === null) fence = m[1]![0]!.repeat(m[1]!.length);
      else if (line.trim().startsWith(fence)) fence = null;
    }
    if (fence === null && line.trim() === '' && current.length > 0) {
      blocks.push(current.join('\n'));
      current = [];
      continue;
    }
    if (line.trim() === '' && current.length === 0) continue;
    current.push(line);
  }
  if (current.length) blocks.push(current.join('\n'));
  return blocks;
}

const marked = new Marked({ gfm: true, breaks: false, async: false });

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false }) as string;
}

/** Adds a copy button to each code block; the click is handled by the answer's delegated listener. */
export function withCopyButtons(html: string): string {
  return html.replace(/<pre>/g, '<div class="code-block"><button type="button" class="copy-code">Copy code</button><pre>').replace(/<\/pre>/g, '</pre></div>');
}

/**
 * Renders blocks through markdown → sanitiser → copy buttons, reusing the HTML of blocks seen before.
 * One renderer per answer view; the cache is bounded by that answer's blocks.
 */
export class BlockRenderer {
  private cache = new Map<string, string>();
  constructor(private readonly sanitize: (html: string) => string) {}

  render(markdownWithPlaceholders: string): string[] {
    const blocks = splitBlocks(markdownWithPlaceholders);
    const next = new Map<string, string>();
    const out = blocks.map((block) => {
      let html = next.get(block) ?? this.cache.get(block);
      if (html === undefined) html = withCopyButtons(this.sanitize(markdownToHtml(block)));
      next.set(block, html);
      return html;
    });
    this.cache = next;
    return out;
  }
}
