import { collapsedText, HEADING_TAGS, textLength } from '../dom/block-text';
import { closestWhere, firstWhere } from '../dom/element-walk';

/**
 * Footnotes outside the article's container whose markers link nowhere: the text carries a bare
 * `<sup>1</sup>` and the notes sit after the article in a block headed "Footnotes" (a numbered list,
 * or paragraphs opening with the same `<sup>1</sup>`). A reader matches number to note by eye;
 * Readability keeps only the article's container, and linked-footnotes has no link to follow. The
 * block is added after the article when it holds a note for every marker in the text.
 */
const MARKER = /^\[?(\d{1,3})\]?$/;
/** How a page labels its notes (with a colon or not). */
const NOTES_LABEL = /^(?:foot|end)?notes:?$/i;
/** The notes may outweigh a short article, but not by this much: a bigger block is not (only) notes. */
const MAX_NOTES_RATIO = 3;
const NUMBER_TAGS = 'sup, span, a, b, strong, small';

function textOf(el: Element): string {
  return collapsedText(el.textContent);
}

/** The check for `a` (`sup.closest('a')`, `sup.querySelector('a')`) without compiling the selector for every marker. */
function isLink(el: Element): boolean {
  return el.localName.toLowerCase() === 'a';
}

/** The numbers of the article's markers that are not links. */
function bareMarkers(article: Element): Set<number> {
  const numbers = new Set<number>();
  for (const sup of Array.from(article.querySelectorAll('sup'))) {
    if (closestWhere(sup, isLink) || firstWhere(sup, isLink)) continue;
    const m = MARKER.exec(textOf(sup));
    if (m) numbers.add(Number(m[1]));
  }
  return numbers;
}

/** The numbers of the notes in `block`: items of its numbered lists, and numbers opening a paragraph or item. */
function noteNumbers(block: Element): Set<number> {
  const numbers = new Set<number>();
  for (const ol of Array.from(block.querySelectorAll('ol'))) {
    const start = Number(ol.getAttribute('start') ?? '1') || 1;
    let i = 0;
    for (const li of Array.from(ol.children)) if (li.nodeName === 'LI') numbers.add(start + i++);
  }
  for (const el of Array.from(block.querySelectorAll(NUMBER_TAGS))) {
    const m = MARKER.exec(textOf(el));
    if (!m) continue;
    const holder = el.parentElement;
    if (holder && (holder.nodeName === 'P' || holder.nodeName === 'LI') && textOf(holder).startsWith(textOf(el))) numbers.add(Number(m[1]));
  }
  return numbers;
}

function isNotesHeading(el: Element): boolean {
  return HEADING_TAGS.has(el.nodeName) && NOTES_LABEL.test(textOf(el));
}

/**
 * Adds to `article` (Readability's output) the block of `page` headed as notes that holds a note for
 * each of the article's bare markers.
 */
export function appendLabeledFootnotes(article: Element, page: Document): void {
  const markers = bareMarkers(article);
  if (markers.size === 0) return;
  if (Array.from(article.querySelectorAll('h1, h2, h3, h4, h5, h6')).some(isNotesHeading)) return;
  const limit = MAX_NOTES_RATIO * textLength(article);
  for (const heading of Array.from(page.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    if (!isNotesHeading(heading)) continue;
    const block = heading.parentElement;
    if (!block || block.firstElementChild !== heading || block === page.body || article.contains(block)) continue;
    if (textLength(block) > limit) continue;
    const notes = noteNumbers(block);
    if (![...markers].every((n) => notes.has(n))) continue;
    article.appendChild(block.cloneNode(true));
    return;
  }
}

/**
 * Whether Readability took a notes block for the article: a short article with long notes scores
 * below them (its list items count for nothing, the notes are paragraphs), and `article` opens with
 * the notes' heading.
 */
export function opensWithNotes(article: Element): boolean {
  const heading = article.querySelector('h1, h2, h3, h4, h5, h6');
  if (!heading || !isNotesHeading(heading)) return false;
  for (let node: Node | null = heading; node && node !== article; node = node.parentNode) {
    for (let prev = node.previousSibling; prev; prev = prev.previousSibling) if ((prev.textContent ?? '').trim()) return false;
  }
  return true;
}

/** Takes out of `page` every block headed as notes, so that Readability looks for the article among the rest. */
export function detachNotesBlocks(page: Document): Element[] {
  const blocks: Element[] = [];
  for (const heading of Array.from(page.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    const block = heading.parentElement;
    if (!block || block.firstElementChild !== heading || block === page.body || !isNotesHeading(heading)) continue;
    if (blocks.some((b) => b.contains(block))) continue;
    block.remove();
    blocks.push(block);
  }
  return blocks;
}
