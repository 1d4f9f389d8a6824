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
 * Same answers (Readability reads them as true or false): the unit tests compare each with
 * Readability's own on every element of 25 corpus pages.
 */

import { firstTextChar } from '../dom/block-text';

/** The parts of Readability's object this reaches into (Readability.js 0.6.0; the unit tests fail if they move). */
export interface ShortcutInternals {
  _isValidByline?: (node: Element, matchString: string) => boolean;
  _isProbablyVisible?: (node: Element) => boolean;
  _isElementWithoutContent?: (node: Element) => boolean;
  REGEXPS?: { byline?: RegExp };
}

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
}

/** Readability keeps an aria-hidden image named "fallback-image" (Wikimedia's rendered maths). */
function namesFallbackImage(node: Element): boolean {
  const className = (node as { className?: unknown }).className;
  return typeof className === 'string' && className.includes('fallback-image');
}
