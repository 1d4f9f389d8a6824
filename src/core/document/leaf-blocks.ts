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

/** Removes the element, then each ancestor (below `root`) left with no text and no media. */
export function removeWithEmptyAncestors(el: Element, root: Element): void {
  let parent = el.parentElement;
  el.remove();
  while (parent && parent !== root && (parent.textContent ?? '').trim() === '' && !parent.querySelector('img, picture, video, iframe, svg')) {
    const next = parent.parentElement;
    parent.remove();
    parent = next;
  }
}
