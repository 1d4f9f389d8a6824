import { collapsedText } from './block-text';
import { firstText, followingText } from './lead-ins';
import { isOtherPageOfSite, parseUrl } from './same-site';

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
const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'SVG']);
const MIN_FIGURES = 2;
const KEY_CHARS = 80;
/** How many nodes before a group are read for the text before it. */
const MAX_STEPS = 40;
/** A caption link this many words long is a headline (a story's), not a credit ("Source One", "Reuters"). */
const HEADLINE_WORDS = 4;
const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif|svg|tiff?|bmp|heic)(?:[?#]|$)/i;
const HEADINGS = 'h1, h2, h3, h4, h5, h6';

interface Gallery {
  copy: Element;
  before: string;
  after: string;
  captions: string[];
}

/** Per document (its tree's root): the groups noted, in page order. */
const notes = new WeakMap<Node, Gallery[]>();

/** Figures, for prepareContent's walk. */
export const FIGURE = 'figure';

export function isFigure(_el: Element, name: string): boolean {
  return name === 'FIGURE';
}

/**
 * Notes the groups the page's `figures` make (prepareContent's walk found them, after revealHidden:
 * lazy images are real `<img>`s).
 */
export function noteCaptionedGalleries(found: readonly Element[], body: Element): void {
  const figures = found.filter((f) => body.contains(f) && isCaptionedPicture(f));
  if (figures.length < MIN_FIGURES) return;
  const groups = new Set<Element>();
  for (const figure of figures) {
    // A group's other figures give the same group.
    if (groups.size > 0 && [...groups].some((g) => g.contains(figure))) continue;
    const group = groupOf(figure, body);
    if (group) groups.add(group);
  }
  const galleries: Gallery[] = [];
  for (const group of groups) {
    const captions = Array.from(group.getElementsByTagName('figcaption'), (c) => normalize(c.textContent ?? ''));
    // The same picture twice (one for small screens, one for large) is one picture, not a group.
    if (new Set(captions).size < captions.length || group.querySelector(HEADINGS)) continue;
    const before = precedingText(group);
    const after = followingText(group);
    if (!before || !after) continue;
    galleries.push({ copy: group.cloneNode(true) as Element, before: tail(before.nodeValue ?? ''), after: head(after.nodeValue ?? ''), captions });
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
    const k = head(t.nodeValue ?? '');
    (at.get(k) ?? at.set(k, []).get(k)!).push(i);
  });
  for (const g of galleries) {
    // Readability kept it (or part of it): nothing to put back.
    if (g.captions.some((c) => said.includes(c)) || isCards(g.copy, page)) continue;
    const i = (at.get(g.after) ?? []).find((j) => j > 0 && tail(texts[j - 1]!.nodeValue ?? '') === g.before);
    if (i === undefined) continue;
    const place = blockOpenedBy(texts[i]!, article);
    if (place) place.parentNode!.insertBefore(g.copy, place);
  }
}

function isCaptionedPicture(figure: Element): boolean {
  const captions = figure.getElementsByTagName('figcaption');
  return captions.length === 1 && normalize(captions[0]!.textContent ?? '') !== '' && figure.querySelector('img, picture') !== null && figure.querySelector('figure') === null;
}

/**
 * The largest element around `figure` that holds nothing but captioned pictures, two at least; null
 * when the figure stands alone.
 */
function groupOf(figure: Element, body: Element): Element | null {
  let group: Element | null = null;
  for (let el = figure.parentElement; el && el !== body; el = el.parentElement) {
    if (el.nodeName.toUpperCase() === 'FIGURE' || !onlyFigures(el)) break;
    // onlyFigures: every figure inside is a captioned picture.
    if (el.getElementsByTagName('figure').length >= MIN_FIGURES) group = el;
  }
  return group;
}

/** No text and no picture of its own outside its figures, and every figure a captioned picture. */
function onlyFigures(el: Element): boolean {
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3) {
      if (/\S/.test(c.nodeValue ?? '')) return false;
    } else if (c.nodeType === 1) {
      const name = c.nodeName.toUpperCase();
      if (SKIP.has(name)) continue;
      if (name === 'FIGURE') {
        if (!isCaptionedPicture(c as Element)) return false;
      } else if (name === 'IMG' || name === 'PICTURE' || !onlyFigures(c as Element)) {
        return false;
      }
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

/** The last non-blank text before `el` (outside it) in document order, within a few steps. */
function precedingText(el: Element): Node | null {
  let node = previous(el);
  for (let steps = 0; node && steps < MAX_STEPS; steps++) {
    if (node.nodeType === 3 && /\S/.test(node.nodeValue ?? '')) return node;
    node = previous(node);
  }
  return null;
}

/** The node before `node` in document order, an element's last descendant before the element; never inside skipped elements. */
function previous(node: Node): Node | null {
  let n = node.previousSibling;
  if (!n) return node.parentNode;
  while (n.lastChild && !(n.nodeType === 1 && SKIP.has(n.nodeName.toUpperCase()))) n = n.lastChild;
  return n;
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

function head(text: string): string {
  return normalize(text).slice(0, KEY_CHARS);
}

function tail(text: string): string {
  return normalize(text).slice(-KEY_CHARS);
}

function normalize(s: string): string {
  return collapsedText(s).toLowerCase();
}
