import { textLength } from '../dom/block-text';
import { removeWithEmptyAncestors } from '../dom/leaf-blocks';
import { elementsWhere } from '../dom/element-walk';
import { inPageFragment, pageAddresses } from './linked-footnotes';

/**
 * A note's way back to where it is cited: Wikipedia's "^" (or "^ a b" for a note cited three times)
 * before each reference, the "↩" after a blog's footnote. On the page it scrolls back up; in a
 * document it is a link to the page itself, one more id and a stray "^" or "a b" per note. A link is
 * one only when it provably is: it points into this page at an element that links back to the note
 * holding it (the in-text marker `<sup id="cite_ref-3"><a href="#cite_note-3">`), and the note says
 * more than that marker: the marker's own link, which takes the reader from the text to the note,
 * stays. What held only backlinks and marks (`<span class="mw-cite-backlink">^ </span>`) goes with them.
 *
 * A backlink is a mark or a letter ("^", "↩", "a", "ab"); a heading linking back to a contents list is
 * not one, and a note's number linking back ("22", O'Reilly's books) is its label, the marker's twin.
 * A mark alone linking to the page itself (`<a href="#" onclick="history.back()">↩</a>`: a script
 * takes the reader back) is one too: it goes nowhere in a document.
 */
const MAX_BACKLINK_CHARS = 3;
/** Carets and arrows, with the variation selectors that ask for their text or emoji look (↩︎). */
const MARKS_ONLY = /^(?:[\s^↑↩⤴]|\uFE0E|\uFE0F)*$/;

export function dropFootnoteBacklinks(article: Element, pageUrls: readonly string[]): void {
  const here = pageAddresses(pageUrls);
  const fragment = (a: Element) => inPageFragment(a, here);
  const links = Array.from(article.querySelectorAll('a[href*="#"]'));
  if (links.length === 0) return;
  const byId = new Map<string, Element>();
  for (const el of Array.from(article.querySelectorAll('[id]'))) byId.set(el.getAttribute('id')!, el);
  /** The ids each in-page link points at, by the element that holds the link (and its ancestors). */
  const asked = new Map<Element, Set<string>>();
  const pointsAt = (el: Element): Set<string> => {
    // Many links may point at one big element ("↑" to the top of the page): read it once.
    const known = asked.get(el);
    if (known) return known;
    const ids = new Set<string>();
    asked.set(el, ids);
    const own = el.nodeName.toUpperCase() === 'A' ? [el] : elementsWhere(el, isInPageLink);
    for (const a of own) {
      const id = fragment(a);
      if (id) ids.add(id);
    }
    return ids;
  };
  const backlinks: Element[] = [];
  for (const a of links) {
    const text = (a.textContent ?? '').trim();
    if (text.length > MAX_BACKLINK_CHARS || /\d/.test(text)) continue;
    if (text && MARKS_ONLY.test(text) && toPageItself(a, here)) {
      backlinks.push(a);
      continue;
    }
    const id = fragment(a);
    const target = id ? byId.get(id) : undefined;
    if (!target || target.contains(a)) continue;
    const back = pointsAt(target);
    if (back.size === 0) continue;
    for (let note: Element | null = a.parentElement; note && note !== article.parentElement; note = note.parentElement) {
      const noteId = note.getAttribute('id');
      if (noteId && back.has(noteId)) {
        // The marker in the text and its note link to each other: the note is the one with more to say.
        if (textLength(note) > textLength(target)) backlinks.push(a);
        break;
      }
    }
  }
  const judged = new Set(backlinks);
  for (const a of backlinks) {
    if (!article.contains(a)) continue;
    let gone: Element = a;
    // Climb through wrappers left holding nothing but marks and backlinks: <b>, <sup>, the backlink span.
    while (gone.parentElement && gone.parentElement !== article && onlyMarksWithout(gone.parentElement, gone, judged)) gone = gone.parentElement;
    removeWithEmptyAncestors(gone, article);
  }
}

/** Whether `a` links to this page with no fragment or an empty one (`#`): its top, or wherever a script sends it. */
function toPageItself(a: Element, here: ReadonlySet<string>): boolean {
  const href = a.getAttribute('href') ?? '';
  const hash = href.indexOf('#');
  return hash === href.length - 1 && (hash === 0 || here.has(href.slice(0, hash)));
}

/** Whether `parent` (not a note: it has no id) holds nothing but marks and backlinks besides `child`. */
function onlyMarksWithout(parent: Element, child: Element, backlinks: ReadonlySet<Element>): boolean {
  if (parent.getAttribute('id')) return false;
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n === child) continue;
    if (n.nodeType === 3 && !MARKS_ONLY.test((n as Text).data)) return false;
    if (n.nodeType === 1 && !backlinks.has(n as Element) && !MARKS_ONLY.test(n.textContent ?? '')) return false;
  }
  return true;
}

/** The check for `a[href*="#"]`, without compiling the selector for every element asked. */
function isInPageLink(el: Element): boolean {
  return el.localName.toLowerCase() === 'a' && (el.getAttribute('href')?.includes('#') ?? false);
}
