import { textLength } from '../dom/block-text';
import { classWords } from '../dom/class-tokens';

/**
 * A slideshow inside an article: several pictures with their captions in one container named for it
 * (gallery, slideshow, carousel, slider). A reader pages through the pictures; the model sees none of
 * them, only a run of captions that describe them one after another ("1of4 Grass Valley's Dionicio
 * Torres looks at …", "2of4 A shopper looks at …"), and they break the story where the slideshow
 * stood. It goes when the article has prose of its own; a page that is a slideshow keeps it.
 */
const SLIDESHOW = / (?:gallery|galleries|slideshow|slide show|carousel|slider|lightbox gallery) /;
const MIN_SLIDES = 2;
/** The slideshow is at most this share of the article's text: the rest is the story. */
const MAX_SHARE = 0.4;

export function dropSlideshows(article: Element): void {
  // Most articles have no slideshow: one cheap query says so before the slower ones below.
  if (!article.querySelector('[class*="allery"], [class*="lide"], [class*="arousel"]')) return;
  const total = textLength(article);
  for (const el of Array.from(article.querySelectorAll('[class*="allery"], [class*="lide"], [class*="arousel"]'))) {
    if (!article.contains(el) || !SLIDESHOW.test(classWords(el))) continue;
    if (slides(el) < MIN_SLIDES) continue;
    if (el.querySelector('p, h2, h3, h4, table, ul, ol, pre, blockquote') && !onlyCaptions(el)) continue;
    if (textLength(el) <= MAX_SHARE * total) el.remove();
  }
}

/** Figures, or pictures where slides are no figures. */
function slides(el: Element): number {
  return el.querySelectorAll('figure').length || el.querySelectorAll('img, picture').length - el.querySelectorAll('picture img').length;
}

/** Its paragraphs with text are all inside captions (a picture may sit in a paragraph of its own). */
function onlyCaptions(el: Element): boolean {
  return Array.from(el.querySelectorAll('p, h2, h3, h4, table, ul, ol, pre, blockquote')).every((b) => b.closest('figcaption') !== null || textLength(b) === 0);
}
