import { hasDescendantTag, linkTextLength, shortText, textLength } from '../dom/block-text';
import { classWords } from '../dom/class-tokens';
import { elementsNamed, tagNames } from '../dom/element-walk';

/**
 * A caption or teaser said again: a picture's caption in the figure and again in the gallery panel
 * under it, one caption under every photo of a post, the same "more stories" link in two carousels.
 * The first stays, later copies go. Only captions (a figcaption, or a block under a figure or an
 * element named for captions) and blocks that are nothing but a link count: a paragraph of prose
 * repeated on purpose (a refrain, a step) stays. A figure that shows its picture again may say its
 * caption again, unless the same caption comes three times or more (then it is a label, not a caption)
 * or the picture is the same image file as the first's (the page's header and its body both show the
 * lead photo, one of them for other screens).
 */
const BLOCKS = tagNames('p, figcaption, li, h2, h3, h4, h5, h6, div');
const CAPTION_NAME = / (?:caption|captions|figcaption) /;
const MIN_CHARS = 25;
const MAX_CHARS = 400;
const LABEL_REPEATS = 3;
/** A block holding one of these is a wrapper; its innermost blocks are compared instead. */
const INNER_BLOCKS: ReadonlySet<string> = new Set(['P', 'LI', 'FIGCAPTION', 'DIV', 'UL', 'OL', 'IMG', 'PICTURE', 'VIDEO', 'TABLE', 'PRE']);

interface Block {
  el: Element;
  key: string;
  /** The figure (or captioned block) it belongs to, for captions. */
  figure: Element | null;
}

export function dropRepeatedBlocks(article: Element): void {
  const blocks: Block[] = [];
  const count = new Map<string, number>();
  const last = new Map<string, Element>();
  const memo = new Map<Element, Element | null>();
  for (const el of elementsNamed(article, BLOCKS)) {
    // A wrapper is told by its first inner block, before its text is read.
    if (hasDescendantTag(el, INNER_BLOCKS)) continue;
    const text = shortText(el, MAX_CHARS);
    if (!text || text.length < MIN_CHARS) continue;
    const length = text.length;
    const figure = captionOf(el, memo);
    if (!figure && linkTextLength(el) < 0.9 * length) continue;
    const key = `${figure ? 'caption' : 'link'}:${text}`;
    // A caption's text in a span inside the caption is the same block, not a copy.
    if (last.get(key)?.contains(el)) continue;
    last.set(key, el);
    blocks.push({ el, key, figure });
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  const first = new Map<string, Block>();
  for (const block of blocks) {
    const { el, key, figure } = block;
    const earlier = first.get(key);
    if (!earlier) first.set(key, block);
    else if (!hasOwnPicture(figure) || count.get(key)! >= LABEL_REPEATS || samePicture(figure, earlier.figure)) el.remove();
  }
}

/**
 * Whether two figures show the same image file (one copy for the page's header, one for its body, or
 * one per screen size): what their images and sources load, placeholders (`data:`) aside.
 */
function samePicture(a: Element | null, b: Element | null): boolean {
  if (!a || !b || a === b) return false;
  const files = pictureFiles(a);
  return files !== '' && files === pictureFiles(b);
}

function pictureFiles(figure: Element): string {
  const urls: string[] = [];
  for (const el of Array.from(figure.querySelectorAll('img, source'))) {
    for (const name of ['src', 'srcset']) {
      const value = el.getAttribute(name)?.trim();
      if (value && !value.startsWith('data:')) urls.push(value);
    }
  }
  return urls.join(' ');
}

/** A figure, or a small block around a caption, that shows a picture of its own. */
function hasOwnPicture(figure: Element | null): boolean {
  if (!figure?.querySelector('img, picture, video')) return false;
  return figure.nodeName === 'FIGURE' || textLength(figure) <= 2 * MAX_CHARS;
}

/**
 * The figure (or the block around a caption-named element) a caption belongs to, if `el` is one.
 * Memoised per element in `memo`: the blocks of one article share most of their ancestors.
 */
function captionOf(el: Element | null, memo: Map<Element, Element | null>): Element | null {
  if (!el) return null;
  const known = memo.get(el);
  if (known !== undefined) return known;
  let found: Element | null;
  if (el.nodeName === 'FIGURE') found = el;
  else if (el.nodeName === 'FIGCAPTION' || CAPTION_NAME.test(classWords(el))) found = el.closest('figure') ?? el.parentElement ?? el;
  else if (el.nodeName === 'ARTICLE' || el.nodeName === 'BODY' || el.nodeName === 'MAIN') found = null;
  else found = captionOf(el.parentElement, memo);
  memo.set(el, found);
  return found;
}
