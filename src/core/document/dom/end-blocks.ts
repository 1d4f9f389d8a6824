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
 * block it was given, or a wrapper of it (a caption's figure): the walk resumes beside what went.
 */
export function* blocksFromEnd(article: Element): Generator<EndBlock> {
  let node: Element | null = deepest(article);
  while (node && node !== article) {
    const el: Element = node;
    const block = innermost(el);
    if (!block) {
      node = el.previousElementSibling ? deepest(el.previousElementSibling) : el.parentElement;
      continue;
    }
    const around = surroundings(el, article);
    yield block;
    const gone = outermostRemoved(around) ?? around[0]!;
    node = gone.prev ? deepest(gone.prev) : gone.parent;
  }
}

/** The same from the article's start forwards. */
export function* blocksFromStart(article: Element): Generator<EndBlock> {
  let node: Element | null = article.firstElementChild;
  while (node) {
    const el: Element = node;
    const block = innermost(el);
    if (!block) {
      node = el.firstElementChild ?? nextAfter(el, article);
      continue;
    }
    // A block has no blocks inside: its subtree is skipped.
    const around = surroundings(el, article);
    yield block;
    const gone = outermostRemoved(around);
    node = gone ? (gone.next ?? (gone.parent && gone.parent !== article ? nextAfter(gone.parent, article) : null)) : nextAfter(el, article);
  }
}

interface Place {
  el: Element;
  parent: Element | null;
  prev: Element | null;
  next: Element | null;
}

/** Where the block and each of its wrappers stand, read before the caller may remove one of them. */
function surroundings(el: Element, article: Element): Place[] {
  const places: Place[] = [];
  for (let node: Element | null = el; node && node !== article; node = node.parentElement) {
    places.push({ el: node, parent: node.parentElement, prev: node.previousElementSibling, next: node.nextElementSibling });
  }
  return places;
}

function outermostRemoved(places: Place[]): Place | undefined {
  let gone: Place | undefined;
  for (const place of places) if (place.parent && place.el.parentElement !== place.parent) gone = place;
  return gone;
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

function deepest(el: Element): Element {
  let node = el;
  while (node.lastElementChild) node = node.lastElementChild;
  return node;
}
