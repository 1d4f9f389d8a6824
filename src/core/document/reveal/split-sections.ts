import { linkTextLength, textLength } from '../dom/block-text';
import { firstWhere } from '../dom/element-walk';

/**
 * An article split into sibling sections of one kind (`<section class="x">` … a figure … `<section
 * class="x">`, as Medium and other editors lay out text between full-width images or ads): each
 * section holds only part of the text, so Readability scores the first highest, finds no parent
 * worth more, and drops the rest. The sections and what stands between them are unwrapped to their
 * content, in order, so the article is one run of paragraphs under their common parent.
 */
export const SECTION = 'section';

/** Sections of one class under one parent: at least this many, each with a paragraph. */
const MIN_SECTIONS = 2;
const MAX_LINK_DENSITY = 0.2;
/** A section of the article has a paragraph of prose: at least this long. */
const MIN_PARAGRAPH_CHARS = 80;
/** What splits them holds no more text than a caption. */
const MAX_BETWEEN_CHARS = 200;

function linkDensity(el: Element): number {
  const length = textLength(el);
  return length > 0 ? linkTextLength(el) / length : 1;
}

/** The element that holds the content: down through wrappers with a single child and no text of their own. */
function innermost(el: Element): Element {
  let inner = el;
  while (inner.children.length === 1 && Array.from(inner.childNodes).every((n) => n.nodeType !== 3 || !(n.nodeValue ?? '').trim())) inner = inner.children[0]!;
  return inner;
}

function unwrap(el: Element): void {
  const inner = innermost(el);
  if (inner === el || inner.nodeName === 'DIV' || inner.nodeName === 'SECTION') el.replaceWith(...Array.from(inner.childNodes));
  else el.replaceWith(inner);
}

export function joinSplitSections(sections: readonly Element[]): void {
  const groups = new Map<Element, Map<string, Element[]>>();
  for (const s of sections) {
    const cls = s.getAttribute('class')?.trim();
    const parent = s.parentElement;
    if (!cls || !parent || s.getAttribute('role') === 'tabpanel') continue;
    // `s.querySelectorAll('p')` as a plain check (linkedom compiles a selector on every call), stopping at the first.
    if (!firstWhere(s, (p) => p.localName.toLowerCase() === 'p' && textLength(p) >= MIN_PARAGRAPH_CHARS)) continue;
    const byClass = groups.get(parent) ?? groups.set(parent, new Map()).get(parent)!;
    (byClass.get(cls) ?? byClass.set(cls, []).get(cls)!).push(s);
  }
  for (const [parent, byClass] of groups) {
    for (const run of byClass.values()) {
      if (run.length < MIN_SECTIONS || run.some((s) => linkDensity(s) > MAX_LINK_DENSITY)) continue;
      const children = Array.from(parent.children);
      const first = children.indexOf(run[0]!);
      const last = children.indexOf(run[run.length - 1]!);
      // Only when the sections are split by something small (an image, an ad): adjacent sections
      // Readability joins itself, and sections split by text are separate pieces.
      const between = children.slice(first, last + 1).filter((c) => !run.includes(c));
      if (between.length === 0 || between.some((c) => textLength(c) > MAX_BETWEEN_CHARS)) continue;
      for (const el of children.slice(first, last + 1)) unwrap(el);
    }
  }
}
