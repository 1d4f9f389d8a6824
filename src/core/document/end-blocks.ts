import { hasDescendantTag, textLength } from './block-text';

/** The blocks a closing or opening line of a page (a prompt, a legal or commerce notice) can be. */
const BLOCK_TAGS: ReadonlySet<string> = new Set(['P', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'DIV', 'SECTION', 'ASIDE', 'FOOTER', 'FIGURE', 'FIGCAPTION', 'DD', 'DT']);

export interface EndBlock {
  el: Element;
  /** Collapsed text length. */
  length: number;
}

/**
 * The article's innermost non-empty blocks from its end backwards, as far as the caller reads: a walk
 * in reverse document order that visits only the tail, not the whole tree. The caller may remove the
 * block it was given: the walk has already stepped past it.
 */
export function* blocksFromEnd(article: Element): Generator<EndBlock> {
  let node: Element | null = deepest(article, 'lastElementChild');
  while (node && node !== article) {
    const el: Element = node;
    node = el.previousElementSibling ? deepest(el.previousElementSibling, 'lastElementChild') : el.parentElement;
    const block = innermost(el);
    if (block) yield block;
  }
}

/** The same from the article's start forwards (a block comes after its own blocks' turn, never before). */
export function* blocksFromStart(article: Element): Generator<EndBlock> {
  let node: Element | null = article.firstElementChild;
  while (node) {
    const el: Element = node;
    const block = innermost(el);
    // A block has no blocks inside: its subtree is skipped, so removing it does not end the walk.
    node = block ? nextAfter(el, article) : (el.firstElementChild ?? nextAfter(el, article));
    if (block) yield block;
  }
}

function innermost(el: Element): EndBlock | null {
  if (!BLOCK_TAGS.has(el.nodeName) || hasDescendantTag(el, BLOCK_TAGS)) return null;
  const length = textLength(el);
  return length > 0 ? { el, length } : null;
}

function nextAfter(el: Element, root: Element): Element | null {
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    if (node.nextElementSibling) return node.nextElementSibling;
  }
  return null;
}

function deepest(el: Element, side: 'lastElementChild'): Element {
  let node = el;
  while (node[side]) node = node[side]!;
  return node;
}
