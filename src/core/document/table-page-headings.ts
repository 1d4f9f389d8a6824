/**
 * The headings above a page laid out in a table: an old site, a cheat sheet, an online book puts its
 * heading, subtitle and "Dr. A. Researcher, March 2015" above the `<table>` that holds the rest.
 * Readability takes the table for the article and leaves the headings out (a heading scores nothing,
 * and it is no sibling worth keeping to it), though a reader sees them first. Before Readability
 * runs, each heading whose following text is the first text of a table after it is noted, with the
 * headings right before it; afterwards, when that text opens a block of the article and the article
 * has no heading with those words, the headings go back right before that block. Keyed by the
 * text's words, not its node: Readability re-reads a short page from its HTML and retries.
 * A heading that repeats the page's title stays out (the view shows the title).
 */
const HEADING_NAMES = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
/** How many nodes after a heading are read for its following text: a heading introduces what is right after it. */
const MAX_STEPS = 40;
const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'SVG']);
const KEY_CHARS = 80;

/** What prepare-content's one walk of the page collects for the rule (with `isHeading`, its plain check). */
export const HEADING = 'h1, h2, h3, h4, h5, h6';

export function isHeading(_el: Element, name: string): boolean {
  return name.length === 2 && HEADING_NAMES.has(name);
}

/** Per document: the headings (copies, in page order) right before the text with this key. */
const notes = new WeakMap<Node, Map<string, Element[]>>();

/** Notes the headings above a table, before Readability moves anything (prepare-content's rule). */
export function noteTablePageHeadings(headings: readonly Element[], root: Element): void {
  // The document by its tree, not `ownerDocument`: a DOM library's clone of a document may keep the
  // original's as its elements' owner.
  let doc: Node = root;
  while (doc.parentNode) doc = doc.parentNode;
  for (const h of headings) {
    const text = followingText(h);
    if (!text || !firstTextOfTable(text, h)) continue;
    const lead = [h];
    for (let prev = previousHeading(h); prev && lead.length < 3; prev = previousHeading(prev)) lead.unshift(prev);
    let byText = notes.get(doc);
    if (!byText) notes.set(doc, (byText = new Map()));
    byText.set(key(text.nodeValue ?? ''), lead.map((e) => e.cloneNode(true) as Element));
  }
}

/** Puts the noted headings back before the block of `article` (Readability's content) their text opens. */
export function restoreTablePageHeadings(article: Element, doc: Document, title: string): void {
  const byText = notes.get(doc);
  if (!byText) return;
  notes.delete(doc);
  const present = new Set(Array.from(article.querySelectorAll(HEADING), (h) => normalize(h.textContent ?? '')));
  const titleText = normalize(title);
  // Readability's content is a wrapper (div#readability-page-1) around the blocks it kept, or around
  // the one block it kept: the blocks are the children of the innermost lone div.
  let container: Element = article;
  while (container.children.length === 1 && container.firstElementChild!.nodeName.toUpperCase() === 'DIV') container = container.firstElementChild!;
  for (let block = container.firstElementChild; block; block = block.nextElementSibling) {
    const text = firstText(block);
    const lead = text && byText.get(key(text.nodeValue ?? ''));
    if (!lead) continue;
    for (const h of lead) {
      const words = normalize(h.textContent ?? '');
      if (words === '' || present.has(words) || repeatsTitle(words, titleText)) continue;
      present.add(words);
      container.insertBefore(h.nodeName.toUpperCase() === 'H1' ? asH2(h, doc) : h, block);
    }
  }
}

/** `text` is the first text of a table that does not hold `heading`. */
function firstTextOfTable(text: Node, heading: Element): boolean {
  for (let e = text.parentNode as Element | null; e && e.nodeType === 1; e = e.parentNode as Element | null) {
    if (e.nodeName.toUpperCase() === 'TABLE') return !e.contains(heading) && firstText(e) === text;
    if (HEADING_NAMES.has(e.nodeName.toUpperCase())) return false;
  }
  return false;
}

/** The heading right before `h` (its previous element sibling), with no text between them. */
function previousHeading(h: Element): Element | null {
  const prev = h.previousElementSibling;
  if (!prev || !HEADING_NAMES.has(prev.nodeName.toUpperCase())) return null;
  for (let n = h.previousSibling; n && n !== prev; n = n.previousSibling) if (/\S/.test(n.textContent ?? '')) return null;
  return prev;
}

function asH2(h: Element, doc: Document): Element {
  const h2 = doc.createElement('h2');
  while (h.firstChild) h2.appendChild(h.firstChild);
  return h2;
}

function firstText(el: Node): Node | null {
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3) {
      if (/\S/.test(c.nodeValue ?? '')) return c;
    } else if (c.nodeType === 1 && !SKIP.has(c.nodeName.toUpperCase())) {
      const t = firstText(c);
      if (t) return t;
    }
  }
  return null;
}

/** The first non-blank text after `h` in document order (outside it), within a few steps. */
function followingText(h: Element): Node | null {
  let node: Node | null = after(h);
  for (let steps = 0; node && steps < MAX_STEPS; steps++) {
    if (node.nodeType === 3) {
      if (/\S/.test(node.nodeValue ?? '')) return node;
      node = after(node);
    } else if (node.nodeType === 1 && !SKIP.has(node.nodeName.toUpperCase()) && node.firstChild) {
      node = node.firstChild;
    } else {
      node = after(node);
    }
  }
  return null;
}

/** The node after `node` and its subtree in document order. */
function after(node: Node): Node | null {
  for (let n: Node | null = node; n; n = n.parentNode) if (n.nextSibling) return n.nextSibling;
  return null;
}

function repeatsTitle(words: string, title: string): boolean {
  return title.includes(words) && words.length >= 0.5 * title.length;
}

function key(text: string): string {
  return normalize(text).slice(0, KEY_CHARS);
}

function normalize(s: string): string {
  return s.replace(/\s+/g, ' ').trim().toLowerCase();
}
