/**
 * Where the blocks Readability kept stand: its content is a wrapper (div#readability-page-1) around
 * them, or around the one block it kept, so they are the children of the innermost lone div. Rules
 * that put a line back before one of those blocks, or at their head, insert into this element.
 */
export function keptBlocksParent(article: Element): Element {
  let container: Element = article;
  while (container.children.length === 1 && container.firstElementChild!.nodeName.toUpperCase() === 'DIV') container = container.firstElementChild!;
  return container;
}
