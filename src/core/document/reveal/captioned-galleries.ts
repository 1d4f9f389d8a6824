import { firstText, followingText, normalize, precedingText, SKIP, textKey, textTail } from './lead-ins';
import { isOtherPageOfSite, parseUrl } from '../dom/same-site';
import { classAttribute } from '../dom/class-tokens';
import { elementsWhere, firstWhere } from '../dom/element-walk';

/**
 * A group of captioned pictures standing in the article between two of its paragraphs (two photos
 * side by side, each with its caption and credit). Readability 0.6 removes the `<div>`s around them:
 * more pictures than paragraphs ("bad p to img ratio") and caption credits that are links ("a little
 * linky"), so a reader's captions vanish from the story. Before Readability runs, each such group is
 * noted with the texts right before and after it; afterwards a group that is gone goes back where it
 * stood, when those two texts stand next to each other in the article (the story around it was kept).
 *
 * A group is only figures, each a picture with a caption of its own (no text outside them: a slide
 * counter, a "Related" label, a headline make it something else), none of them a card: a picture
 * that links to a page (not to its own image file), a heading, or a caption that links another page
 * of the site by a headline are how teasers for other stories, ads and carousels look. Named
 * slideshows that come back go again through dropSlideshows, as those Readability keeps do.
 */
const MIN_FIGURES = 2;
/** A caption link this many words long is a headline (a story's), not a credit ("Source One", "Reuters"). */
const HEADLINE_WORDS = 4;
const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif|svg|tiff?|bmp|heic)(?:[?#]|$)/i;
const HEADINGS = 'h1, h2, h3, h4, h5, h6';
/** A class naming a caption ("thumbcaption", "wp-caption-text", "image-caption"). */
const CAPTION_CLASS = /caption/i;

interface Gallery {
  copy: Element;
  before: string;
  after: string;
  captions: string[];
}

/** Per document (its tree's root): the groups noted, in page order. */
const notes = new WeakMap<Node, Gallery[]>();

/** Figures, for prepareContent's walk. */
export const FIGURE = 'figure, [class*="caption" i]';

export function isFigure(_el: Element, name: string, cls: string): boolean {
  return name === 'FIGURE' || CAPTION_CLASS.test(cls);
}

/**
 * A captioned picture: a `<figure>` with its `<figcaption>`, or the block around a caption-named
 * element and one picture (MediaWiki's multiple-image template: `div.tsingle` holding a thumbnail and
 * `div.thumbcaption`), for the element the walk found.
 */
function pictureBlockOf(el: Element): Element | null {
  if (el.nodeName.toUpperCase() === 'FIGURE') return el;
  const block = el.parentElement;
  return block && block.nodeName.toUpperCase() !== 'FIGURE' && captionOf(block) === el ? block : null;
}

/** The caption of a picture block: a figure's figcaption, else its one caption-named element holding text. */
function captionOf(block: Element): Element | null {
  if (block.nodeName.toUpperCase() === 'FIGURE') {
    const captions = block.getElementsByTagName('figcaption');
    return captions.length === 1 ? captions[0]! : null;
  }
  // The outermost caption-named element inside the block: a caption's parts ("caption-credit") are in it.
  const named = elementsWhere(block, (c) => CAPTION_CLASS.test(classAttribute(c) ?? ''));
  const outer = named.filter((c) => !named.some((o) => o !== c && o.contains(c)));
  return outer.length === 1 ? outer[0]! : null;
}

/**
 * Notes the groups the page's `figures` make (prepareContent's walk found them, after revealHidden:
 * lazy images are real `<img>`s).
 */
export function noteCaptionedGalleries(found: readonly Element[], body: Element): void {
  const blocks = new Set<Element>();
  for (const el of found) {
    const block = pictureBlockOf(el);
    if (block && body.contains(block) && isCaptionedPicture(block)) blocks.add(block);
  }
  if (blocks.size < MIN_FIGURES) return;
  const groups = new Set<Element>();
  for (const block of blocks) {
    // A group's other pictures give the same group.
    if (groups.size > 0 && [...groups].some((g) => g.contains(block))) continue;
    const group = groupOf(block, body, blocks);
    if (group) groups.add(group);
  }
  const galleries: Gallery[] = [];
  for (const group of groups) {
    const captions = [...blocks].filter((b) => group.contains(b)).map((b) => normalize(captionOf(b)!.textContent ?? ''));
    // The same picture twice (one for small screens, one for large) is one picture, not a group.
    if (new Set(captions).size < captions.length || group.querySelector(HEADINGS)) continue;
    const before = precedingText(group);
    const after = followingText(group);
    if (!before || !after) continue;
    galleries.push({ copy: group.cloneNode(true) as Element, before: textTail(before.nodeValue ?? ''), after: textKey(after.nodeValue ?? ''), captions });
  }
  if (galleries.length === 0) return;
  let doc: Node = body;
  while (doc.parentNode) doc = doc.parentNode;
  notes.set(doc, galleries);
}

/** Puts back, into Readability's `article`, the noted groups it removed from between two texts it kept. */
export function restoreCaptionedGalleries(article: Element, doc: Document, pageUrl: string): void {
  const galleries = notes.get(doc);
  if (!galleries) return;
  notes.delete(doc);
  const page = parseUrl(pageUrl);
  const said = normalize(article.textContent ?? '');
  const texts = textNodes(article);
  const at = new Map<string, number[]>();
  texts.forEach((t, i) => {
    const k = textKey(t.nodeValue ?? '');
    (at.get(k) ?? at.set(k, []).get(k)!).push(i);
  });
  for (const g of galleries) {
    // Readability kept it (or part of it): nothing to put back.
    if (g.captions.some((c) => said.includes(c)) || isCards(g.copy, page)) continue;
    const i = (at.get(g.after) ?? []).find((j) => j > 0 && textTail(texts[j - 1]!.nodeValue ?? '') === g.before);
    if (i === undefined) continue;
    const place = blockOpenedBy(texts[i]!, article);
    if (place) place.parentNode!.insertBefore(g.copy, place);
  }
}

const isNamed = (el: Element, name: string) => el.localName.toLowerCase() === name;

/** One picture and its caption, nothing more: the block's text is its caption's. */
function isCaptionedPicture(block: Element): boolean {
  const caption = captionOf(block);
  // The selectors ('figure', 'img, picture', 'img') as plain checks: linkedom compiles a selector on every call.
  if (!caption || normalize(caption.textContent ?? '') === '' || firstWhere(block, (el) => isNamed(el, 'figure')) !== null) return false;
  if (block.nodeName.toUpperCase() === 'FIGURE') return firstWhere(block, (el) => isNamed(el, 'img') || isNamed(el, 'picture')) !== null;
  return elementsWhere(block, (el) => isNamed(el, 'img')).length === 1 && normalize(block.textContent ?? '') === normalize(caption.textContent ?? '');
}

/**
 * The largest element around `figure` that holds nothing but captioned pictures, two at least; null
 * when the figure stands alone.
 */
function groupOf(figure: Element, body: Element, blocks: ReadonlySet<Element>): Element | null {
  let group: Element | null = null;
  for (let el = figure.parentElement; el && el !== body; el = el.parentElement) {
    if (el.nodeName.toUpperCase() === 'FIGURE' || blocks.has(el) || !onlyFigures(el, blocks)) break;
    // onlyFigures: every figure inside is a captioned picture.
    let inside = 0;
    for (const b of blocks) if (el.contains(b)) inside++;
    if (inside >= MIN_FIGURES) group = el;
  }
  return group;
}

/** No text and no picture of its own outside its captioned pictures, and every figure one of them. */
function onlyFigures(el: Element, blocks: ReadonlySet<Element>): boolean {
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3) {
      if (/\S/.test(c.nodeValue ?? '')) return false;
    } else if (c.nodeType === 1) {
      const name = c.nodeName.toUpperCase();
      if (SKIP.has(name) || blocks.has(c as Element)) continue;
      if (name === 'FIGURE' || name === 'IMG' || name === 'PICTURE' || !onlyFigures(c as Element, blocks)) return false;
    }
  }
  return true;
}

/** Teasers, ads, carousels of other stories: a picture linking to a page, a caption headline linking within the site. */
function isCards(group: Element, page: URL | null): boolean {
  for (const a of Array.from(group.querySelectorAll('a[href]'))) {
    const href = a.getAttribute('href')!;
    if (a.querySelector('img, picture') && !IMAGE_FILE.test(href) && !href.startsWith('#')) return true;
    const words = normalize(a.textContent ?? '').split(' ').filter(Boolean).length;
    if (words >= HEADLINE_WORDS && (!page || isOtherPageOfSite(href, page))) return true;
  }
  return false;
}

/** The article's non-blank texts in order, outside skipped elements. */
function textNodes(root: Node, out: Node[] = []): Node[] {
  for (let c = root.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3) {
      if (/\S/.test(c.nodeValue ?? '')) out.push(c);
    } else if (c.nodeType === 1 && !SKIP.has(c.nodeName.toUpperCase())) {
      textNodes(c, out);
    }
  }
  return out;
}

/** The outermost element inside `article` that `text` opens; null when that is inline (the group stood in no block's place). */
function blockOpenedBy(text: Node, article: Element): Element | null {
  let el: Element | null = text.parentElement;
  if (!el || el === article) return null;
  while (el.parentElement && el.parentElement !== article && firstText(el.parentElement) === text) el = el.parentElement;
  return INLINE.has(el.nodeName.toUpperCase()) || INLINE.has(el.parentElement?.nodeName.toUpperCase() ?? '') || el.parentElement?.nodeName.toUpperCase() === 'P' ? null : el;
}

const INLINE = new Set(['A', 'SPAN', 'EM', 'STRONG', 'B', 'I', 'U', 'SMALL', 'CODE', 'SUB', 'SUP', 'MARK', 'Q', 'CITE', 'ABBR', 'TIME', 'LABEL', 'FONT']);
