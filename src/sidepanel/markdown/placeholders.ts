import { stripCodeMarks } from './code-blocks';

/**
 * Private-use characters mark where a citation chip goes: `\uE000` + the citation's position in the
 * answer's list + `\uE001`. Markdown and the sanitiser leave them alone, and the model's own copies are
 * removed first, so the only placeholders in the rendered tree are ours. They are turned into chips as
 * DOM nodes in text nodes only (see insert-chips.ts); one that ends up in an attribute is removed there.
 */
const PLACEHOLDER_OPEN = '\uE000';
const PLACEHOLDER_CLOSE = '\uE001';
/** A whole placeholder, its citation position in group 1. */
export const PLACEHOLDER = /\uE000(\d+)\uE001/g;
const PLACEHOLDER_CHARS = /[\uE000\uE001]/g;

export interface MarkerPosition {
  marker: string;
  index: number;
}

/** The text without any placeholder characters: the model's copies could otherwise forge a chip. */
export function stripPlaceholderChars(text: string): string {
  return text.replace(PLACEHOLDER_CHARS, '');
}

/** Replaces each citation marker with a placeholder carrying its position in `citations`. */
export function withPlaceholders(content: string, citations: readonly MarkerPosition[]): string {
  let text = stripCodeMarks(stripPlaceholderChars(content));
  // Right to left so earlier indices stay valid; a marker not at its index is searched for instead.
  const order = citations.map((c, i) => ({ c, i })).sort((a, b) => b.c.index - a.c.index);
  for (const { c, i } of order) {
    let at = text.startsWith(c.marker, c.index) ? c.index : text.lastIndexOf(c.marker);
    if (at === -1) at = text.indexOf(c.marker);
    if (at === -1) continue;
    text = text.slice(0, at) + PLACEHOLDER_OPEN + i + PLACEHOLDER_CLOSE + text.slice(at + c.marker.length);
  }
  return text;
}

/** An attribute value with our placeholders (and any stray placeholder character) removed. */
export function withoutPlaceholders(value: string): string {
  return value.replace(PLACEHOLDER, '').replace(PLACEHOLDER_CHARS, '');
}
