/**
 * Three checks Readability asks of every element of the page while it looks for the article, answered
 * the same way with less work. Readability's own versions (0.6.0) read more than the answer needs:
 *
 * - **Is this element a byline?** (`_isValidByline`) It measures the element's whole text before it
 *   looks at the element's `rel`, `itemprop` and class. Until a byline is found that is every element
 *   of the page, and each measure reads the element's whole subtree: on most pages no element is a
 *   byline, and the page's text is read once per level of nesting. Here the text is measured only for
 *   an element whose attributes or names say byline.
 * - **Is this element visible?** (`_isProbablyVisible`) It reads `node.style` twice for every element.
 *   Only a `style` attribute can hide an element that way (the inline style is all `node.style`
 *   holds), and building a style object is costly in a DOM library that parses the attribute anew
 *   on each read. An element without the attribute skips straight to the other checks.
 * - **Is this box empty?** (`_isElementWithoutContent`, asked of every div, section, header and heading
 *   on each of Readability's passes) It builds the box's whole text to see whether any of it is more than
 *   white space: a page's outer boxes hold all of its text, built once per box. Here the walk stops at the
 *   first text that is not white space, most often the box's first words; only a box without any is asked
 *   Readability's own check.
 *
 * - **How much of this box is text blocks, how much headings?** (`_getTextDensity`, asked twice of every box
 *   its conditional cleaning judges) Each asks for every paragraph, item, cell, div (or heading) inside the
 *   box and builds each one's text: nested boxes are read once per level. The cleaning reads the answers
 *   only so: the text blocks' share as "is it 0?" (with no image, the box has "no useful content"), and the
 *   headings' share only of a box under 25 characters ("suspiciously short"). Here the first is answered
 *   "more than 0" (as 1) at the first text found in such a block, and the second is not measured for a
 *   longer box (answered 0, which the cleaning does not read); every other box is asked Readability's own.
 *
 * Same answers as Readability reads them (as true or false; the densities as above): the unit tests compare
 * each with Readability's own on every element of 25 corpus pages, and fail if Readability's cleaning
 * starts reading the densities otherwise.
 */

import { firstTextChar, HEADING_TAGS, shortText } from '../dom/block-text';

/** The parts of Readability's object this reaches into (Readability.js 0.6.0; the unit tests fail if they move). */
export interface ShortcutInternals {
  _isValidByline?: (node: Element, matchString: string) => boolean;
  _isProbablyVisible?: (node: Element) => boolean;
  _isElementWithoutContent?: (node: Element) => boolean;
  _getTextDensity?: (e: Element, tags: string[]) => number;
  REGEXPS?: { byline?: RegExp };
}

/** A box's text under this is "suspiciously short" to the cleaning, and only then are its headings' share read. */
export const SHORT_BOX_CHARS = 25;

export function answerCheaply(internals: ShortcutInternals): void {
  const isByline = internals._isValidByline;
  const byline = internals.REGEXPS?.byline;
  if (typeof isByline === 'function' && byline instanceof RegExp && !byline.global && !byline.sticky) {
    internals._isValidByline = function (this: unknown, node: Element, matchString: string) {
      const itemprop = node.getAttribute('itemprop');
      const named = node.getAttribute('rel') === 'author' || (itemprop !== null && itemprop.includes('author')) || byline.test(matchString);
      // Readability's own check, text and all, for the few elements that may be bylines.
      return named && isByline.call(this, node, matchString);
    };
  }
  const isVisible = internals._isProbablyVisible;
  if (typeof isVisible === 'function') {
    internals._isProbablyVisible = function (this: unknown, node: Element) {
      if (typeof node.hasAttribute !== 'function' || node.hasAttribute('style')) return isVisible.call(this, node);
      // Readability's checks after the two of the style, in its order.
      return !node.hasAttribute('hidden') && (!node.hasAttribute('aria-hidden') || node.getAttribute('aria-hidden') != 'true' || namesFallbackImage(node));
    };
  }
  const isEmpty = internals._isElementWithoutContent;
  if (typeof isEmpty === 'function') {
    internals._isElementWithoutContent = function (this: unknown, node: Element) {
      // Any text that is not white space makes `textContent.trim()` non-empty: no need to build it all.
      // (firstTextChar reads text nodes only: a box whose text is all CDATA is asked Readability's check.)
      return firstTextChar(node) === '' && isEmpty.call(this, node);
    };
  }
  const density = internals._getTextDensity;
  if (typeof density === 'function') {
    internals._getTextDensity = function (this: unknown, e: Element, tags: string[]) {
      // The text blocks' share (the one call with SPAN), read only as "is it 0?": any text in one of them makes it more.
      if (tags.includes('SPAN')) return textInside(e, new Set(tags.map((t) => t.toUpperCase()))) ? 1 : density.call(this, e, tags);
      // The headings' share, read only of a box shorter than SHORT_BOX_CHARS. Counting stops past that many
      // characters, not after the whole text of an outer box. It counts text nodes only, never more than
      // Readability's textContent holds: a box it finds longer is longer, and any other is asked Readability's own.
      if (tags.every((t) => HEADING_TAGS.has(t.toUpperCase()))) return shortText(e, SHORT_BOX_CHARS - 1) === null ? 0 : density.call(this, e, tags);
      return density.call(this, e, tags);
    };
  }
}

/** Whether a text that is not white space stands in an element named `names` inside `box` (not the box itself). */
function textInside(box: Element, names: ReadonlySet<string>): boolean {
  for (let child = box.firstElementChild; child; child = child.nextElementSibling) {
    if (names.has(child.nodeName.toUpperCase()) ? firstTextChar(child) !== '' : textInside(child, names)) return true;
  }
  return false;
}

/** Readability keeps an aria-hidden image named "fallback-image" (Wikimedia's rendered maths). */
function namesFallbackImage(node: Element): boolean {
  const className = (node as { className?: unknown }).className;
  return typeof className === 'string' && className.includes('fallback-image');
}
