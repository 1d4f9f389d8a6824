import { normalize } from '../reveal/lead-ins';
import { inPageFragment, pageAddresses } from '../notes/linked-footnotes';
import { elementsWhere, firstWhere } from '../dom/element-walk';

/**
 * A page's table of contents: a list whose items are nothing but links into the page, each to a
 * heading the article holds. The document already has those headings, in order, and `find` reaches
 * them; the list repeats their words once more at the article's top. Only a list every one of whose
 * links leads to a heading of the article (by its id, or one of a heading's own anchors, or its very
 * text) goes: a list of links to notes, to figures, or to sections the article lost stays, and so does
 * a list with any words of its own.
 */

/**
 * A flat list this short is left: Readability keeps such lists (its test pages' expected output has
 * them), and they cost the reader little. A longer list, or one with sections nested under sections,
 * is the page's contents.
 */
const MIN_FLAT_LINKS = 6;
const MIN_NESTED_LINKS = 3;
const LIST = new Set(['UL', 'OL']);

export function dropContentsLists(article: Element, pageUrls: readonly string[]): void {
  let here: ReadonlySet<string> | null = null;
  let headings: Headings | null = null;
  for (const list of Array.from(article.querySelectorAll('ul, ol'))) {
    // Nested lists are read with their outermost list.
    if (insideList(list, article)) continue;
    // Cheap first: the list's first link goes into the page.
    const first = firstWhere(list, isInPageLink);
    if (!first) continue;
    here ??= pageAddresses(pageUrls);
    if (!inPageFragment(first, here)) continue;
    headings ??= readHeadings(article);
    if (isContents(list, here, headings)) list.remove();
  }
}

interface Headings {
  ids: Set<string>;
  texts: Set<string>;
}

/** The checks for `a[href*="#"]` and `[id], a[name]`, without compiling the selectors for every list and heading. */
function isInPageLink(el: Element): boolean {
  return el.localName.toLowerCase() === 'a' && (el.getAttribute('href')?.includes('#') ?? false);
}

function isAnchor(el: Element): boolean {
  return el.hasAttribute('id') || (el.localName.toLowerCase() === 'a' && el.hasAttribute('name'));
}

function readHeadings(article: Element): Headings {
  const ids = new Set<string>();
  const texts = new Set<string>();
  for (const h of Array.from(article.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    texts.add(normalize(h.textContent ?? ''));
    if (h.id) ids.add(h.id);
    // <h2><a id="x"></a>Title</h2>, <section id="x"><h2>: the heading's own anchors and its section's.
    for (const a of elementsWhere(h, isAnchor)) ids.add(a.id || a.getAttribute('name')!);
    const parent = h.parentElement;
    if (parent && parent !== article && parent.firstElementChild === h && parent.id) ids.add(parent.id);
    const before = h.previousElementSibling;
    if (before && before.id && !before.textContent?.trim()) ids.add(before.id);
  }
  return { ids, texts };
}

function isContents(list: Element, here: ReadonlySet<string>, headings: Headings): boolean {
  const links = Array.from(list.querySelectorAll('a'));
  if (links.length < (list.querySelector('ul, ol') ? MIN_NESTED_LINKS : MIN_FLAT_LINKS)) return false;
  for (const a of links) {
    const id = inPageFragment(a, here);
    if (!id || !(headings.ids.has(id) || headings.texts.has(normalize(a.textContent ?? '')))) return false;
  }
  // Every item is its link (and the items nested in it): no words of the list's own.
  for (const li of Array.from(list.querySelectorAll('li'))) {
    let own = '';
    for (let n = li.firstChild; n; n = n.nextSibling) {
      if (n.nodeType === 3) own += n.nodeValue ?? '';
      else if (n.nodeType === 1 && !LIST.has(n.nodeName) && n.nodeName !== 'A' && !(n as Element).querySelector('a')) own += n.textContent ?? '';
    }
    if (/[\p{L}\p{N}]/u.test(own)) return false;
  }
  return true;
}

function insideList(el: Element, root: Element): boolean {
  for (let p = el.parentElement; p && p !== root; p = p.parentElement) if (LIST.has(p.nodeName)) return true;
  return false;
}
