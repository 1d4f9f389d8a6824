import { textLength } from '../dom/block-text';

/**
 * Footnotes that live outside the article's container (texinfo's footnotes segment, some blog themes'
 * notes after the post): the markers in the text link to them (`<a href="#FOOT1">1</a>`), a reader
 * follows them, but Readability keeps only the article's container and the notes are lost. The
 * smallest block of the page holding every note the markers point at is added after the article.
 */
const MARKER = /^[[(]?(?:\d{1,3}|[*†‡§¶]{1,3}|[a-z])[\])]?$/i;
/** The notes are shorter than the text they annotate: a bigger block is not (only) notes. */
const MAX_NOTES_SHARE = 0.5;

function byId(page: Document, id: string): Element | null {
  return page.getElementById(id) ?? page.querySelector(`[name="${id.replace(/["\\]/g, '\\$&')}"]`);
}

function commonAncestor(a: Element, b: Element): Element | null {
  for (let p: Element | null = a; p; p = p.parentElement) if (p.contains(b)) return p;
  return null;
}

/** The addresses a link into this page may be written with (the page's and its base), fragments aside. */
export function pageAddresses(pageUrls: readonly string[]): ReadonlySet<string> {
  return new Set(pageUrls.map((u) => u.split('#')[0]!));
}

/** The id a link points at in this page (`#id`, or one of `here` with a fragment), decoded; else null. */
export function inPageFragment(a: Element, here: ReadonlySet<string>): string | null {
  const href = a.getAttribute('href') ?? '';
  const hash = href.indexOf('#');
  if (hash < 0 || (hash > 0 && !here.has(href.slice(0, hash)))) return null;
  try {
    return decodeURIComponent(href.slice(hash + 1)) || null;
  } catch {
    return null;
  }
}

/**
 * Adds to `article` (Readability's output) the notes its markers link to, found in `page`. Readability
 * has made the links absolute: a link into this page is one to `pageUrls` (the page's address and
 * base) with a fragment.
 */
export function appendLinkedFootnotes(article: Element, page: Document, pageUrls: readonly string[]): void {
  const here = pageAddresses(pageUrls);
  const targets: Element[] = [];
  // The ids the article holds, read once on the first marker: asked per marker, a page of a hundred
  // notes walked the article a hundred times.
  let inArticle: Set<string> | undefined;
  for (const a of Array.from(article.querySelectorAll('a[href*="#"]'))) {
    if (!MARKER.test((a.textContent ?? '').trim())) continue;
    const id = inPageFragment(a, here);
    inArticle ??= new Set(Array.from(article.querySelectorAll('[id]'), (el) => el.getAttribute('id')!));
    if (!id || inArticle.has(id)) continue;
    const target = byId(page, id);
    if (target && !article.contains(target)) targets.push(target);
  }
  if (targets.length === 0) return;
  let block: Element | null = targets[0]!;
  for (const t of targets.slice(1)) block = block && commonAncestor(block, t);
  // A single note: its paragraph or list item, not just the anchor.
  while (block && textLength(block) < 2 * textLength(targets[0]!) + 20 && block.parentElement && block.parentElement !== page.body) block = block.parentElement;
  if (!block || block === page.body || block === page.documentElement) return;
  if (textLength(block) > MAX_NOTES_SHARE * textLength(article)) return;
  article.appendChild(block.cloneNode(true));
}
