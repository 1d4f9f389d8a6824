import { hasDescendantTag } from './block-text';

/**
 * The innermost blocks of an article, read from its start or its end: where a news page keeps its
 * byline, datelines and author notes. Walks only as far as asked, so a rule that looks at the first or
 * last few blocks costs the same on a long article as on a short one.
 */

/** Blocks that may hold other blocks: walked into. */
const CONTAINERS = new Set(['DIV', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'ASIDE', 'MAIN', 'UL', 'OL', 'DL', 'DETAILS', 'ADDRESS']);
/** Blocks whose text is one unit. */
const UNITS = new Set(['P', 'LI', 'DT', 'DD', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'SUMMARY']);
/** Blocks never split and never taken for a byline or a note: data, code, quotations, figures. */
export const OPAQUE = new Set(['TABLE', 'PRE', 'BLOCKQUOTE', 'FIGURE', 'FIGCAPTION', 'PICTURE', 'IMG', 'VIDEO', 'IFRAME', 'SVG', 'MATH', 'FORM']);
const BLOCKS = new Set([...CONTAINERS, ...UNITS, ...OPAQUE]);

/** Up to `max` innermost blocks from the start (`fromEnd`: from the end, last first), opaque ones included. */
export function leafBlocks(root: Element, max: number, fromEnd = false): Element[] {
  const out: Element[] = [];
  const visit = (el: Element): void => {
    // Inline elements beside blocks are units of their own ("<h1/><p>By …</p><span>Updated <time/></span>"),
    // unless loose text around them makes them words of a sentence.
    const inlineUnits = !hasLooseText(el);
    for (let child = fromEnd ? el.lastElementChild : el.firstElementChild; child && out.length < max; child = fromEnd ? child.previousElementSibling : child.nextElementSibling) {
      if (OPAQUE.has(child.nodeName)) out.push(child);
      else if (hasDescendantTag(child, BLOCKS)) visit(child);
      else if (BLOCKS.has(child.nodeName) || (inlineUnits && child.nodeName !== 'BR')) out.push(child);
    }
  };
  visit(root);
  return out;
}

function hasLooseText(el: Element): boolean {
  for (let n = el.firstChild; n; n = n.nextSibling) if (n.nodeType === 3 && (n.nodeValue ?? '').trim() !== '') return true;
  return false;
}

const QUOTED = new Set(['BLOCKQUOTE', 'TABLE', 'PRE', 'FIGURE']);

/** Whether the block is, or sits inside, a quotation, a table, code or a figure (below `root`). */
export function insideOpaque(el: Element, root: Element): boolean {
  if (OPAQUE.has(el.nodeName)) return true;
  for (let p = el.parentElement; p && p !== root; p = p.parentElement) if (QUOTED.has(p.nodeName)) return true;
  return false;
}

/** Removes the element, then each ancestor (below `root`) left with no text and no media. */
export function removeWithEmptyAncestors(el: Element, root: Element): void {
  let parent = el.parentElement;
  el.remove();
  while (parent && parent !== root && isBlank(parent)) {
    const next = parent.parentElement;
    parent.remove();
    parent = next;
  }
}

const MEDIA = new Set(['IMG', 'PICTURE', 'VIDEO', 'IFRAME', 'SVG']);

/**
 * No text and no media inside. Stops at the first sign of either: the ancestors asked about are
 * often the whole article, whose full text would cost a walk of it per removed block.
 */
function isBlank(el: Element): boolean {
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 3 && (n.nodeValue ?? '').trim() !== '') return false;
    if (n.nodeType === 1 && (MEDIA.has(n.nodeName) || !isBlank(n as Element))) return false;
  }
  return true;
}
