/**
 * What a page's scripts would reveal, revealed without running them, so the fast path (static HTML)
 * reads what a person sees in the tab. Works in place on a DOM that is our own copy, never the live
 * tab (where the scripts already ran and there is nothing to do).
 *
 * - React streaming SSR: the content arrives at the end of the body in `<div hidden id="S:n">` and an
 *   inline `$RC("B:m","S:n")` / `$RS("S:n","P:m")` moves it to its `<template id="B:m">` (followed by
 *   a fallback up to `<!--/$-->`) or `<template id="P:m">` placeholder. Done here the same way (React
 *   DOM's ReactDOMFizzInstructionSetShared.js, completeBoundary / completeSegment).
 * - `<noscript>` holding images or content right after an empty placeholder (lazy loaders, Next.js
 *   images, an empty app root): the placeholder is replaced by the noscript's content.
 * - Main content that is `hidden`, `aria-hidden`, `display:none` or hidden by a utility class
 *   (hidden-classes.ts) until a script shows it: when what
 *   is visible is much less than one hidden container holds, that container is shown. Dialogs and
 *   overlays laid over it (cookie walls, sign-up prompts) are dropped then, not the article.
 */

import { CollapsedLength, linkTextLength } from '../dom/block-text';
import { isHiddenByClass, mayBeHiddenByClass, unhideByClass } from './hidden-classes';
import { classAttribute } from '../dom/class-tokens';
import { elementsWhere } from '../dom/element-walk';

const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;
/** Text that is never read as content. */
const NOT_TEXT = 'script, style, template, noscript, svg';
const NOT_TEXT_TAGS = new Set(NOT_TEXT.split(', '));
const NONE: ReadonlySet<Element> = new Set();
/** `querySelectorAll('img')` as a walk (elementsWhere): linkedom compiles the selector on every call, and this runs for every noscript. */
const images = (el: Element) => elementsWhere(el, (e) => e.localName.toLowerCase() === 'img');
/** The hidden content must hold at least this much text to be worth showing… */
const MIN_HIDDEN_CHARS = 200;
/** …and this many times what is visible. */
const HIDDEN_OVER_VISIBLE = 2;

/** Reveals in place under `body` (a document's body, or a copy of it). */
export function revealHidden(body: Element): void {
  const doc = body.ownerDocument;
  // One walk finds the noscripts, tells whether the page streams segments at all and finds the
  // outermost hidden elements (a walk of a large page costs as much as the work here). Placing
  // segments or unwrapping a noscript moves content, so then what they changed is found again.
  let page = survey(body);
  if (page.streamed) {
    placeStreamedSegments(body);
    page = survey(body);
  }
  const hidden = unwrapPlaceholderNoscripts(doc, page.noscripts) ? survey(body).hidden : page.hidden;
  showHiddenMainContent(body, hidden);
}

interface Survey {
  streamed: boolean;
  noscripts: Element[];
  /** Hidden elements with no hidden ancestor, outside what is never text, in document order. */
  hidden: Element[];
}

/**
 * One walk: it stops looking for hidden elements at each hidden element and at what is never text
 * (`outside` is false below them), instead of a selector list matched against every element of the
 * page and a climb to the root from each match; noscripts are found everywhere.
 */
function survey(root: Element, found: Survey = { streamed: false, noscripts: [], hidden: [] }, outside = true): Survey {
  for (let el = root.firstElementChild; el; el = el.nextElementSibling) {
    const name = el.localName.toLowerCase();
    if (name === 'div' && !found.streamed) found.streamed = isStreamedSegment(el);
    else if (name === 'noscript') found.noscripts.push(el);
    let looks = outside && !NOT_TEXT_TAGS.has(name);
    if (looks && isHidden(el)) {
      found.hidden.push(el);
      looks = false;
    }
    if (name !== 'template') survey(el, found, looks);
  }
  return found;
}

/** `div[hidden][id^="S:"]`: a segment React streamed in. */
function isStreamedSegment(div: Element): boolean {
  return div.hasAttribute('hidden') && (div.getAttribute('id') ?? '').startsWith('S:');
}

function byId(root: Element, id: string): Element | null {
  return root.querySelector(`[id="${id.replace(/["\\]/g, '\\$&')}"]`);
}

function isHidden(el: Element): boolean {
  if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return true;
  const style = el.getAttribute('style');
  if (style && HIDDEN_STYLE.test(style)) return true;
  const cls = classAttribute(el);
  return cls !== null && mayBeHiddenByClass(cls) && isHiddenByClass(el);
}

/** Pairs (content, placeholder) from the inline instructions; segments they do not name, by number. */
function streamedPairs(body: Element): [string, string][] {
  const pairs: [string, string][] = [];
  for (const script of Array.from(body.querySelectorAll('script'))) {
    const code = script.textContent ?? '';
    if (!code.includes('$R')) continue;
    for (const m of code.matchAll(/\$RC\(\s*"([^"]+)"\s*,\s*"([^"]+)"/g)) pairs.push([m[2]!, m[1]!]);
    for (const m of code.matchAll(/\$RS\(\s*"([^"]+)"\s*,\s*"([^"]+)"/g)) pairs.push([m[1]!, m[2]!]);
  }
  const named = new Set(pairs.map((p) => p[0]));
  for (const seg of Array.from(body.querySelectorAll('div[hidden][id^="S:"]'))) {
    if (named.has(seg.id)) continue;
    const n = seg.id.slice(2);
    for (const p of [`B:${n}`, `P:${n}`]) if (byId(body, p)) pairs.push([seg.id, p]);
  }
  return pairs;
}

function placeStreamedSegments(body: Element): void {
  for (const [segmentId, placeholderId] of streamedPairs(body)) {
    const segment = byId(body, segmentId);
    const placeholder = byId(body, placeholderId);
    if (!segment || !placeholder || !placeholder.parentNode || segment.contains(placeholder)) continue;
    const parent = placeholder.parentNode;
    let next = placeholder.nextSibling;
    if (placeholderId.startsWith('B:')) {
      // A boundary: its fallback (a skeleton) runs up to the matching <!--/$-->. A page saved without
      // its comments has no such end: then nothing after the placeholder is known to be fallback.
      const fallback = boundaryFallback(placeholder);
      if (fallback) {
        for (const node of fallback) node.remove();
        next = placeholder.nextSibling;
      }
    }
    while (segment.firstChild) parent.insertBefore(segment.firstChild, next);
    placeholder.remove();
    segment.remove();
  }
}

/** The nodes after a boundary's placeholder up to its matching `<!--/$-->`; null when there is none. */
function boundaryFallback(placeholder: Element): ChildNode[] | null {
  const nodes: ChildNode[] = [];
  let depth = 0;
  for (let node = placeholder.nextSibling; node; node = node.nextSibling) {
    if (node.nodeType === 8) {
      const data = (node as Comment).data;
      if (data === '/$') {
        if (depth === 0) return nodes;
        depth--;
      } else if (data === '$?' || data === '$!' || data === '$') depth++;
    }
    nodes.push(node);
  }
  return null;
}

/**
 * The length of the text a reader would see under `root` (whitespace collapsed), passing over what is
 * never text and the elements in `skip`: one walk over its text nodes, no string built. It stops once
 * past `enough`: a caller that only asks "is there more than this?" need not read a long page to the end.
 */
function visibleLength(root: Element, skip: ReadonlySet<Element>, enough = Infinity): number {
  const counted = new CollapsedLength();
  const walk = (el: Element): boolean => {
    for (let child = el.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) {
        if (counted.add((child as Text).data).length > enough) return true;
      } else if (child.nodeType === 1) {
        const e = child as Element;
        if (!skip.has(e) && !NOT_TEXT_TAGS.has(e.localName.toLowerCase()) && walk(e)) return true;
      }
    }
    return false;
  };
  walk(root);
  return counted.length;
}

/** An element that shows nothing by itself: no text, no image with a real source. */
function isPlaceholder(el: Element | null): boolean {
  if (!el) return false;
  if (el.nodeName === 'IMG') {
    const src = el.getAttribute('src') ?? '';
    return src === '' || src.startsWith('data:');
  }
  if ((el.textContent ?? '').trim() !== '') return false;
  return images(el).every(isPlaceholder);
}

/**
 * A noscript's content replaces the empty element before it. Parsers with scripting on (the live
 * tab) keep a noscript's content as text; there the scripts ran, and it is left alone.
 */
/** Whether any content moved out of its noscript. */
function unwrapPlaceholderNoscripts(doc: Document, noscripts: Element[]): boolean {
  let moved = false;
  for (const ns of noscripts) {
    if (ns.children.length === 0 || !ns.parentNode) continue;
    const text = (ns.textContent ?? '').replace(/\s+/g, ' ').trim();
    const imageCount = images(ns).length;
    // "Please enable JavaScript" is not content.
    if (imageCount === 0 && (text.length < MIN_HIDDEN_CHARS || /javascript|browser/i.test(text.slice(0, 300)))) continue;
    const prev = ns.previousElementSibling;
    const fragment = doc.createDocumentFragment();
    while (ns.firstChild) fragment.appendChild(ns.firstChild);
    if (isPlaceholder(prev)) {
      prev!.replaceWith(fragment);
      ns.remove();
      moved = true;
    } else if (prev === null && imageCount > 0 && isPlaceholder(ns.parentElement)) {
      ns.replaceWith(fragment);
      moved = true;
    } else {
      while (fragment.firstChild) ns.appendChild(fragment.firstChild);
    }
  }
  return moved;
}

function linkDensity(el: Element, length: number): number {
  return length > 0 ? linkTextLength(el) / length : 1;
}

/** `first`: the body's outermost hidden elements as it stands. */
function showHiddenMainContent(body: Element, first: Element[]): void {
  for (let round = 0; round < 3; round++) {
    const hiddenElements = round === 0 ? first : survey(body).hidden;
    if (hiddenElements.length === 0) return;
    const hidden = hiddenElements.map((el) => ({ el, length: visibleLength(el, NONE) }));
    const best = hidden.reduce((a, b) => (b.length > a.length ? b : a));
    // Most pages hide only menus and dialogs too short to be the page: no need to read the whole body.
    if (best.length < MIN_HIDDEN_CHARS) return;
    // Enough visible text makes the hidden content not the page: the walk stops there.
    const enough = best.length / HIDDEN_OVER_VISIBLE;
    if (visibleLength(body, new Set(hiddenElements), enough) > enough) return;
    // A hidden menu (mostly links) is not the page.
    if (linkDensity(best.el, best.length) > 0.5) return;
    show(best.el);
    dropOverlaysOutside(body, best.el);
  }
}

function show(el: Element): void {
  el.removeAttribute('hidden');
  if (el.getAttribute('aria-hidden') === 'true') el.removeAttribute('aria-hidden');
  unhideByClass(el);
  const style = el.getAttribute('style');
  if (style) el.setAttribute('style', style.replace(/(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*;?/gi, ''));
}

/** Dialogs laid over the content just shown: their text is a prompt, not the page. */
function dropOverlaysOutside(body: Element, content: Element): void {
  for (const el of Array.from(body.querySelectorAll('[role="dialog"], [role="alertdialog"], [aria-modal="true"], dialog'))) {
    if (!el.contains(content) && !content.contains(el)) el.remove();
  }
}
