import { firstTextChar, shortText, textLength } from '../dom/block-text';
import { classAttribute, classWords } from '../dom/class-tokens';
import { closestWhere } from '../dom/element-walk';

/**
 * Photo credits: "Photo: Jane Doe / AP", "(Image credit: NASA)", "Image copyright Getty Images",
 * "Credit: EPA", "© Reuters". A reader sees them in small print under a picture, but they say who
 * took the picture, not what the article says, and on news pages they come with every image. The
 * caption itself (what the picture shows) stays; only the credit goes: an element named for credits,
 * or a short element under a figure or caption whose whole text is a credit. A figure's `<cite>` or
 * `<small>` beside its caption, holding a name rather than a sentence ("Sakib Ali/Hindustan Times/Getty
 * Images", "Getty"), is its credit too: that is what those elements hold under a picture. So is a
 * paragraph that is only a credit in parentheses ("(Image: © TNG Collaboration)", "(Photo credit: NASA)"),
 * wherever it stands: Readability turns many figures into plain paragraphs.
 */
const CREDIT_NAME = / (?:credit|credits|copyright|image ?copyright|photo ?credit|image ?credit|photographer|courtesy) /;
const CREDIT_TEXT =
  /^[\s([]*(?:(?:(?:photo|image|picture|pic|foto|bild|illustration|graphic)s?(?: credit| copyright| courtesy| source)?|credit|copyright|courtesy|photograph(?:er)?|photo(?:graph)? by|source)\s*(?::|\.\.\.|…)|(?:image|photo) (?:copyright|courtesy of)\b|©|\(c\)\s)/i;
/** Longer than this, a block is a caption that happens to start like a credit, not a credit. */
const MAX_CREDIT_CHARS = 150;
const BRACKETED_CREDIT = /^\((?:image|photo|picture|photograph|illustration)s?(?: credit| courtesy)?\s*:[^()]{1,100}\)$/i;
/** A name or a few, not a sentence: no sentence's end inside or at its end. */
const SENTENCE = /[.!?:;]\s|[.!?]$/;
const MAX_NAME_CREDIT_CHARS = 80;
const CAPTION_NAME = / (?:caption|captions|figcaption|media|image|photo|figure|credit|picture|gallery|img|wp caption|inline image) /;

export function dropImageCredits(article: Element): void {
  for (const p of Array.from(article.querySelectorAll('p'))) {
    // Most paragraphs open with a letter: their text need not be read.
    if (firstTextChar(p) !== '(') continue;
    const text = shortText(p, MAX_CREDIT_CHARS);
    if (text && text.startsWith('(') && BRACKETED_CREDIT.test(text) && !p.querySelector('a[href]')) p.remove();
  }
  for (const el of Array.from(article.querySelectorAll('[class], [id]'))) {
    if (!mayNameCredit(el) || el.nodeName === 'FIGURE' || el.nodeName === 'IMG' || !article.contains(el) || !CREDIT_NAME.test(classWords(el))) continue;
    if (textLength(el) <= MAX_CREDIT_CHARS && !el.querySelector('img, picture, video, p, figure')) el.remove();
  }
  // Most articles have no figure or caption: one query says so before the slower one below.
  if (!article.querySelector('figure, figcaption, [class*="aption"]')) return;
  for (const el of captionParts(article)) {
    const text = shortText(el, MAX_CREDIT_CHARS);
    if (!text || !CREDIT_TEXT.test(text) || !article.contains(el) || el.querySelector('img, picture, video, figure')) continue;
    if (el.nodeName === 'FIGCAPTION' || inCaption(el)) el.remove();
  }
  for (const el of captionParts(article, FIGURE_CREDITS)) {
    const text = shortText(el, MAX_NAME_CREDIT_CHARS);
    if (!text || SENTENCE.test(text) || el.querySelector('a[href], img, picture, video') || !article.contains(el)) continue;
    if (besideCaption(el, text)) el.remove();
  }
}

/**
 * A word CREDIT_NAME looks for, in the raw class or id: classWords only splits and lower-cases them, so
 * a block without one cannot be named for credits, and its words need not be built.
 */
const CREDIT_WORD = /credit|copyright|photographer|courtesy/i;

function mayNameCredit(el: Element): boolean {
  return CREDIT_WORD.test(classAttribute(el) ?? '') || CREDIT_WORD.test(el.getAttribute('id') ?? '');
}

const IN_FIGURE: ReadonlySet<string> = new Set(['span', 'p', 'small', 'div', 'cite']);
const IN_CAPTION_NAMED: ReadonlySet<string> = new Set(['span', 'p', 'small']);
const FIGURE_CREDITS: ReadonlySet<string> = new Set(['cite', 'small']);

/**
 * `article.querySelectorAll('figcaption, figure span, figure p, figure small, figure div, figure cite,
 * [class*="aption"] span, [class*="aption"] p, [class*="aption"] small')`, or with `inFigure` given,
 * `'figure cite, figure small'` for those names: one walk that reads a tag name before it climbs to
 * the ancestors. linkedom matched the nine selectors against every element, climbing for each.
 */
export function captionParts(article: Element, inFigure?: ReadonlySet<string>): Element[] {
  const all = article.querySelectorAll('*');
  const out: Element[] = [];
  for (let i = 0; i < all.length; i++) {
    const el = all[i]!;
    const name = el.localName.toLowerCase();
    if (inFigure) {
      if (inFigure.has(name) && closestWhere(el.parentElement, isFigureElement)) out.push(el);
    } else if (name === 'figcaption' || (IN_FIGURE.has(name) && (closestWhere(el.parentElement, isFigureElement) || (IN_CAPTION_NAMED.has(name) && closestWhere(el.parentElement, namedCaption))))) out.push(el);
  }
  return out;
}

const isFigureElement = (e: Element) => e.localName.toLowerCase() === 'figure';
const namedCaption = (e: Element) => (classAttribute(e) ?? '').includes('aption');

/** The figure has a caption of its own besides this element's text. */
function besideCaption(el: Element, text: string): boolean {
  const figure = el.closest('figure')!;
  const caption = figure.querySelector('figcaption');
  if (!caption) return false;
  const captionText = shortText(caption, 1000);
  return captionText === null || captionText.length > text.length + 1 || !caption.contains(el);
}

function inCaption(el: Element): boolean {
  for (let p = el.parentElement; p; p = p.parentElement) {
    if (p.nodeName === 'FIGURE' || p.nodeName === 'FIGCAPTION') return true;
    if (CAPTION_NAME.test(classWords(p))) return true;
    if (p.nodeName === 'ARTICLE' || p.nodeName === 'BODY') return false;
  }
  return false;
}
