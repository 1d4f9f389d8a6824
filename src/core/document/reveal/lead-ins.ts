import { HEADING_TAGS } from '../dom/block-text';
import { keptBlocksParent } from '../dom/readability-content';

/**
 * What a page shows right before a block of its article that Readability leaves out of it: the
 * headings above a page laid out in a table (table-page-headings.ts), a letter's From/Date/Subject
 * lines (mail-headers.ts). Rules note such elements before Readability runs, keyed by the words of
 * the first text after them (Readability re-reads a short page from its HTML and retries, so nodes
 * are not kept); afterwards each goes back right before the block of the article that text opens,
 * unless the article has it already. A heading that repeats the page's title stays out (the view
 * shows the title).
 */
/** How many nodes after an element are read for its following text: it introduces what is right after it. */
const MAX_STEPS = 40;
/** Elements whose text is never read as the page's. */
export const SKIP: ReadonlySet<string> = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'SVG']);
const KEY_CHARS = 80;

/** Per document (its tree's root): copies of the noted elements, in page order, by the key of the text after them. */
const notes = new WeakMap<Node, Map<string, Element[]>>();
/** Elements already noted (two code blocks in one wrapper share their introduction). */
const noted = new WeakSet<Element>();
/** Per document: noted copies that go to the article's start when the text after them opens none of its blocks. */
const atStart = new WeakMap<Node, Element[]>();
/**
 * Each copy's original: one Readability kept (its text since changed by cleaning) is no lead-in to put
 * back. A copy reaches a page only by restoreLeadIns, so one found in an article is a lead-in put back.
 */
const originals = new WeakMap<Element, Element>();

/** Whether `el` is a lead-in put back from outside Readability's block (not a part it chose). */
export function isRestoredLeadIn(el: Element): boolean {
  return originals.has(el);
}

/**
 * Notes copies of `lead` (elements under `root`, in page order) to go back before the block that one
 * of `texts` opens (the first text after them; a code block's own first text when a label between
 * may be gone). `orAtStart`: when none of the article's blocks opens with those texts (what follows
 * is a byline or a date Readability left out too), the copies go before the article's first block.
 */
export function noteLeadIn(root: Node, texts: readonly Node[], lead: readonly Element[], orAtStart = false): void {
  // The document by its tree, not `ownerDocument`: a DOM library's clone of a document may keep the
  // original's as its elements' owner.
  let doc: Node = root;
  while (doc.parentNode) doc = doc.parentNode;
  let byText = notes.get(doc);
  if (!byText) notes.set(doc, (byText = new Map()));
  const fresh = lead.filter((e) => !noted.has(e));
  if (fresh.length === 0) return;
  for (const e of fresh) noted.add(e);
  const copies = fresh.map((e) => {
    const copy = e.cloneNode(true) as Element;
    originals.set(copy, e);
    return copy;
  });
  if (orAtStart) atStart.set(doc, [...(atStart.get(doc) ?? []), ...copies]);
  for (const k of new Set(texts.map((t) => textKey(t.nodeValue ?? '')))) byText.set(k, [...(byText.get(k) ?? []), ...copies]);
}

/** Puts the noted elements back before the block of `article` (Readability's content) their text opens. */
export function restoreLeadIns(article: Element, doc: Document, title: string): void {
  const byText = notes.get(doc);
  if (!byText) return;
  notes.delete(doc);
  const startCopies = atStart.get(doc) ?? [];
  atStart.delete(doc);
  const present = new Set(Array.from(article.querySelectorAll('h1, h2, h3, h4, h5, h6'), (h) => normalize(h.textContent ?? '')));
  let said: string | undefined;
  // Read once, on the first copy that needs it: the article's words before any copy went back.
  const unsaid = (words: string) => !(said ??= normalize(article.textContent ?? '')).includes(words);
  const titleText = normalize(title);
  const container = keptBlocksParent(article);
  for (let block = container.firstElementChild; block; block = block.nextElementSibling) {
    const text = firstText(block);
    const lead = text && byText.get(textKey(text.nodeValue ?? ''));
    if (!lead) continue;
    for (const el of lead) {
      const words = normalize(el.textContent ?? '');
      // A copy noted under two texts goes back once.
      if (words === '' || el.parentNode || keptByArticle(article, el)) continue;
      if (HEADING_TAGS.has(el.nodeName.toUpperCase())) {
        if (present.has(words) || repeatsTitle(words, titleText)) continue;
        present.add(words);
        container.insertBefore(el.nodeName.toUpperCase() === 'H1' ? asH2(el, doc) : el, block);
      } else if (unsaid(words)) {
        container.insertBefore(el, block);
      }
    }
  }
  const first = container.firstChild;
  for (const el of startCopies) {
    const words = normalize(el.textContent ?? '');
    if (!el.parentNode && words !== '' && !keptByArticle(article, el) && unsaid(words)) container.insertBefore(el, first);
  }
}

/** Whether the copy's original is in the article: Readability kept it, maybe with its text since changed. */
function keptByArticle(article: Element, copy: Element): boolean {
  const original = originals.get(copy);
  return original !== undefined && article.contains(original);
}

/** The copy as an h2, standing for the same original (isRestoredLeadIn). */
function asH2(h: Element, doc: Document): Element {
  const h2 = doc.createElement('h2');
  originals.set(h2, originals.get(h)!);
  while (h.firstChild) h2.appendChild(h.firstChild);
  return h2;
}

export function firstText(el: Node): Node | null {
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

/** The first non-blank text after `el` in document order (outside it), within a few steps. */
export function followingText(el: Element): Node | null {
  let node: Node | null = after(el);
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

/** The last non-blank text before `el` (outside it) in document order, within a few steps. */
export function precedingText(el: Element): Node | null {
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

/** The node after `node` and its subtree in document order. */
function after(node: Node): Node | null {
  for (let n: Node | null = node; n; n = n.parentNode) if (n.nextSibling) return n.nextSibling;
  return null;
}

function repeatsTitle(words: string, title: string): boolean {
  return title.includes(words) && words.length >= 0.5 * title.length;
}

/** A text's start, as texts are matched across Readability's rewrites (case and spacing aside). */
export function textKey(text: string): string {
  return normalize(text).slice(0, KEY_CHARS);
}

/** A text's end, matched as textKey matches its start. */
export function textTail(text: string): string {
  return normalize(text).slice(-KEY_CHARS);
}

export function normalize(s: string): string {
  return s.replace(/\s+/g, ' ').trim().toLowerCase();
}
