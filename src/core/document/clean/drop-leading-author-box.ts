import { shortText } from '../dom/block-text';
import { authorNames } from './drop-author-notes';
import { leafBlocks, removeWithEmptyAncestors } from '../dom/leaf-blocks';

/**
 * The author's box at the story's top: their photo ("Photo of Jane Doe"), name and bio ("I write about
 * distributed systems…") set between the headline and the story, as the bio box at its end
 * (drop-author-notes.ts) is set after it. Who wrote the story is said once, in the byline's line at the
 * top (article-byline.ts); the box is the site's. Readability keeps no class names to find it by (it merges the box's nested blocks), so it
 * is found by the byline: a picture named after the author, before the story's first paragraph of its
 * own, and with it the block it opens when that holds a bio's worth of text and no more.
 */

/** Innermost blocks looked at from the article's start. */
const LOOK_AHEAD = 12;
/** A block this long is the story (or the bio): the photo is above it. */
const PROSE_CHARS = 100;
const MAX_BOX_CHARS = 800;
/** How far up from the photo its box is looked for. */
const DEPTH = 4;

export function dropLeadingAuthorBox(article: Element, byline?: string | null): void {
  // Full names only: a first name alone ("Jane") may name anyone pictured.
  const names = authorNames(byline).filter((n) => n.includes(' '));
  if (names.length === 0) return;
  for (const el of leafBlocks(article, LOOK_AHEAD)) {
    if (el.nodeName === 'IMG') {
      const label = `${el.getAttribute('alt') ?? ''} ${el.getAttribute('title') ?? ''}`.toLowerCase();
      if (names.some((n) => label.includes(n))) removeWithEmptyAncestors(boxOf(el, article), article);
      continue;
    }
    if (/^H[1-6]$/.test(el.nodeName)) continue;
    if (shortText(el, PROSE_CHARS) === null) return;
  }
}

/** The block the photo opens, when it holds a bio (a sentence or more, not a whole story); else the photo. */
function boxOf(photo: Element, root: Element): Element {
  let depth = 0;
  for (let p = photo.parentElement; p && p !== root && depth < DEPTH; p = p.parentElement, depth++) {
    const text = shortText(p, MAX_BOX_CHARS);
    if (text === null || textBefore(p, photo)) break;
    if (text.length >= PROSE_CHARS) return p;
  }
  return photo;
}

/** Whether any text comes before `target` inside `box`. */
function textBefore(box: Element, target: Element): boolean {
  for (let node: Node | null = box.firstChild; node && node !== target; ) {
    if (node.nodeType === 3 && /\S/.test(node.nodeValue ?? '')) return true;
    if (node.nodeType === 1 && (node as Element).contains(target)) {
      node = node.firstChild;
      continue;
    }
    if (node.nodeType === 1 && /\S/.test(node.textContent ?? '')) return true;
    node = node.nextSibling;
  }
  return false;
}
