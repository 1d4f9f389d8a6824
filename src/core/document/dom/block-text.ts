/** Text measures of a block, for telling widgets (links, credits, labels) from prose. Any node has text (element, fragment, text node), so any node is measured. */
export function textLength(node: Node): number {
  return collapsedLength(node.textContent ?? '');
}

/**
 * `text.replace(/\s+/g, ' ').trim().length` without building either string: every rule measures
 * blocks, and on a large page the copies cost as much as reading the text. Whitespace is what `\s`
 * and `trim` mean (the same set: ECMAScript WhiteSpace and LineTerminator).
 */
export function collapsedLength(text: string): number {
  return new CollapsedLength().add(text).length;
}

/**
 * collapsedLength of text that comes in pieces (the text nodes met on a walk), counted as it comes:
 * the same number as for the pieces joined, without joining them, so a walk can stop once it has seen
 * enough.
 */
export class CollapsedLength {
  length = 0;
  private pendingSpace = false;

  /**
   * `stopPast`: a caller that only asks "more than this?" may have the count stop once past it; the
   * count is then only known to be more, and nothing more may be added.
   */
  add(text: string, stopPast = Infinity): this {
    let n = this.length;
    let pendingSpace = this.pendingSpace;
    for (let i = 0; i < text.length && n <= stopPast; i++) {
      if (isSpace(text.charCodeAt(i))) {
        pendingSpace = n > 0;
      } else {
        if (pendingSpace) n++;
        pendingSpace = false;
        n++;
      }
    }
    this.length = n;
    this.pendingSpace = pendingSpace;
    return this;
  }
}

function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** The text with its whitespace runs collapsed to one space and its ends trimmed: the text as a reader sees it. */
export function collapsedText(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Letters and digits only, lower case: words compared with punctuation, spacing and case aside. */
export function lettersAndDigits(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Heading tags as `nodeName` gives them (upper case in HTML documents)… */
export const HEADING_TAGS: ReadonlySet<string> = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
/** …and as `localName`, `closestTag` and `elementsNamed` read them (lower case). */
export const HEADING_NAMES: ReadonlySet<string> = new Set([...HEADING_TAGS].map((tag) => tag.toLowerCase()));

/**
 * The text length of the links inside `el` (`el.querySelectorAll('a')`, summed): a walk of the
 * children, as elementsWhere walks, because linkedom compiles the selector anew on every call and
 * the rules ask this of many blocks of every page.
 */
export function linkTextLength(el: Element): number {
  let n = 0;
  for (let child = el.firstElementChild; child; child = child.nextElementSibling) {
    // Lower case as the selector matches (createElement('A') is named so in linkedom); a template's content is not in the page.
    const name = child.localName.toLowerCase();
    if (name === 'a') n += textLength(child);
    if (name !== 'template') n += linkTextLength(child);
  }
  return n;
}

/**
 * The element's text, whitespace collapsed, if it has at most `max` characters, else null. Reads only
 * as far as needed: rules that look for short labels call this on every block, and a wrapper's whole
 * text would make that quadratic in the page's size.
 */
export function shortText(el: Element, max: number): string | null {
  let text = '';
  // Counted as it is read, the text is known too long at its first character past `max`: a block of
  // prose stops there, not after several text nodes.
  const counted = new CollapsedLength();
  // Walks by firstChild / nextSibling / parentNode: linkedom builds a new array for every childNodes read.
  let node: Node | null = el.firstChild;
  while (node) {
    if (node.nodeType === 3) {
      const data = node.nodeValue ?? '';
      if (counted.add(data, max).length > max) return null;
      text += data;
    } else if (node.nodeType === 1 && node.firstChild) {
      node = node.firstChild;
      continue;
    }
    while (node && node !== el && !node.nextSibling) node = node.parentNode;
    node = node && node !== el ? node.nextSibling : null;
  }
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return collapsed.length <= max ? collapsed : null;
}

/**
 * The first character of the element's text that is not whitespace, or '' when it has none: what its
 * collapsed text starts with, read without reading the rest. Rules that look for a block opening with
 * a mark ("(Photo: …)") ask this of every paragraph before reading one whole.
 */
export function firstTextChar(el: Element): string {
  let node: Node | null = el.firstChild;
  while (node) {
    if (node.nodeType === 3) {
      const data = node.nodeValue ?? '';
      for (let i = 0; i < data.length; i++) if (!isSpace(data.charCodeAt(i))) return data[i]!;
    } else if (node.nodeType === 1 && node.firstChild) {
      node = node.firstChild;
      continue;
    }
    while (node && node !== el && !node.nextSibling) node = node.parentNode;
    node = node && node !== el ? node.nextSibling : null;
  }
  return '';
}

/**
 * Whether any element inside `el` has one of `tagNames` (upper case). A plain walk that stops at the
 * first match: the rules ask this of every block, and a selector list through the DOM library's CSS
 * engine cost several times more.
 */
export function hasDescendantTag(el: Element, tagNames: ReadonlySet<string>): boolean {
  for (let child = el.firstElementChild; child; child = child.nextElementSibling) {
    if (tagNames.has(child.nodeName) || hasDescendantTag(child, tagNames)) return true;
  }
  return false;
}

/**
 * `el.closest('h1, h2, …')` for a selector of bare tag names (lower case): the element itself or its
 * nearest ancestor with one of `tagNames`. The DOM library compiles a selector anew on every
 * `closest` call, which in a rule's loop over a page's elements cost more than the rule's own work.
 */
export function closestTag(el: Element, tagNames: ReadonlySet<string>): Element | null {
  for (let e: Element | null = el; e; e = e.parentElement) if (tagNames.has(e.localName.toLowerCase())) return e;
  return null;
}

const QUOTE_TABLE_CODE: ReadonlySet<string> = new Set(['pre', 'table', 'blockquote']);

/**
 * Whether the element is, or sits in, code, a table or a quotation (`el.closest('pre, table,
 * blockquote')`): words there are the page's data or someone's quoted words, never the site's own
 * prompt or notice, whatever they say.
 */
export function inQuoteTableOrCode(el: Element): boolean {
  return closestTag(el, QUOTE_TABLE_CODE) !== null;
}
