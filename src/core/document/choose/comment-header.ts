import { collapsedText } from '../dom/block-text';

/**
 * A comment's first line says who wrote it, then when, then its points: "ann · 2 hours ago
 * (2025-01-15) · 25 points". Sites order these as their design goes (old Reddit puts the points
 * first, Mastodon the time before the name); the model reads every comment the same way when each
 * starts with its author. Only what stands before the comment's text is moved: a name or a time
 * quoted inside the text stays where it is.
 */
export const AUTHOR = '.hnuser, a.author, .author, .comment-user, [itemprop="author"], [rel="author"], .username, .user-name, [class*="display-name"], [class*="author"], [class*="username"]';
export const AGE = '.age, time, .crawler-post-infos, relative-time, faceplate-timeago, [class*="date"], [class*="time"]';
const POINTS = '.score, [class*="score"], [class*="points"]';
/** Where a comment's text begins: its first block of prose. */
const TEXT = 'p, pre, blockquote, ul, ol, table';
const SEPARATORS = /^[\s|·•,:–-]*$/;
/** Longer than this, what stands beside the author is more than a note about the comment. */
const SHORT_REST = 60;

export function leadWithAuthor(block: Element): void {
  const text = firstText(block);
  // Document order by position in one walk of the block (linkedom's compareDocumentPosition is unreliable).
  const order = new Map(Array.from(block.querySelectorAll('*'), (el, i) => [el, i] as const));
  const before = (el: Element | null) => el !== null && !el.contains(text) && (text === null || order.get(el)! < order.get(text)!);
  const author = pick(block, AUTHOR, before);
  if (!author) return;
  const age = pick(block, AGE, (el) => before(el) && !el.contains(author) && !author.contains(el));
  const points = pick(block, POINTS, (el) => before(el) && !el.contains(author) && !author.contains(el) && (!age || (!el.contains(age) && !age.contains(el))));
  const line = author.parentElement;
  if (line && line !== block && speaksForItself(line, author, [age, points])) return;
  const doc = block.ownerDocument;
  const head = doc.createElement('p');
  const emptied = new Set<Element>();
  for (const part of [author, age, points]) {
    if (!part) continue;
    if (part.parentElement) emptied.add(part.parentElement);
    if (head.firstChild) head.appendChild(doc.createTextNode(' · '));
    head.appendChild(part);
  }
  block.insertBefore(head, block.firstChild);
  // The rest of the author's line ("12 points", "edited") joins the head when it is that short; only
  // when the text's start is known: without it, the rest may be the comment itself.
  const rest = line && text && line !== block && !line.contains(text) ? (line.textContent ?? '').replace(/\s+/g, ' ').trim() : '';
  if (line && rest && !SEPARATORS.test(rest) && rest.length <= SHORT_REST) {
    head.appendChild(doc.createTextNode(' · '));
    while (line.firstChild) head.appendChild(line.firstChild);
  }
  inline(head);
  // The line the parts came from goes when nothing but separators is left of it.
  for (const el of emptied) {
    let node: Element | null = el;
    while (node && node !== block && SEPARATORS.test(node.textContent ?? '')) {
      const parent: Element | null = node.parentElement;
      node.remove();
      node = parent;
    }
  }
}

/**
 * The first prose block that is not part of the header: not a block around everything, not an empty
 * one around an avatar, not a paragraph holding only the time or the points (Readability wraps a
 * permalink that stands before the name, as Mastodon's does, in a paragraph of its own).
 */
function firstText(block: Element): Element | null {
  for (const el of Array.from(block.querySelectorAll(TEXT))) {
    if (!collapsedText(el.textContent) || el.querySelector(AUTHOR) || onlyTimeOrPoints(el)) continue;
    return el;
  }
  return null;
}

function onlyTimeOrPoints(el: Element): boolean {
  const text = collapsedText(el.textContent);
  if (!text || text.length > SHORT_REST) return false;
  for (const part of Array.from(el.querySelectorAll(`${AGE}, ${POINTS}`))) if (collapsedText(whole(part, el).textContent) === text) return true;
  return false;
}

function pick(block: Element, selector: string, ok: (el: Element) => boolean): Element | null {
  for (const el of Array.from(block.querySelectorAll(selector))) {
    if (!(el.textContent ?? '').trim()) continue;
    // The part is the outermost element with the same text: the link around a name goes with it.
    if (ok(el)) return whole(el, block);
  }
  return null;
}

function whole(el: Element, block: Element): Element {
  const text = (el.textContent ?? '').trim();
  let part = el;
  while (part.parentElement && part.parentElement !== block && (part.parentElement.textContent ?? '').trim() === text) part = part.parentElement;
  return part;
}

/** The head is one line: boxes inside its parts (Stack Exchange's flex box around the name) become inline. */
function inline(head: Element): void {
  for (const box of Array.from(head.querySelectorAll('div, p, section, header, footer'))) {
    const span = head.ownerDocument.createElement('span');
    while (box.firstChild) span.appendChild(box.firstChild);
    box.replaceWith(span);
  }
}

/**
 * A head line that starts with the author and says more than the parts ("Alan Goodale wrote on
 * December 24:", "ann 12 points") already reads in order: it stays as the site wrote it.
 */
function speaksForItself(line: Element, author: Element, parts: (Element | null)[]): boolean {
  let rest = collapsedText(line.textContent);
  const name = collapsedText(author.textContent);
  if (!rest.startsWith(name)) return false;
  rest = rest.slice(name.length);
  for (const part of parts) if (part && line.contains(part)) rest = rest.replace(collapsedText(part.textContent), '');
  return /\p{L}/u.test(rest);
}
