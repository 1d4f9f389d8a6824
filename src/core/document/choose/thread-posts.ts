import { textLength } from '../dom/block-text';
import { mainTextLength } from '../dom/main-text';
import type { MainTextShare } from './holds-main-text';
import { findText, firstKeyText, POST_TAGS } from './short-article-region';

/**
 * A forum thread, a Q&A page, a guestbook: posts of one kind in a row, each numbered by the site
 * (`id="post-61721"`, `data-content="post-61722"`), and Readability takes the longest of them for its
 * article and drops the others: the replies, or the question. When the post it took stands among at
 * least `MIN_OTHERS` others of its kind (the same tag and classes) that are numbered apart from it and
 * hold prose, their common box (the list of posts) is the content, read whole. Columns and story blocks
 * of one layout repeat their names unnumbered, and a site's teaser cards hold no prose of their own: a
 * story beside them stays Readability's.
 */
const MIN_OTHERS = 2;
/** The box around the post Readability took holds this share of its text at least… */
const WHOLE = 0.9;
/** …and at most this many times it: beyond, the box is the page, not the post. */
const AT_MOST = 2;

/**
 * The posts beside the article hold the rest of the page's main text: the article holds under this share
 * of it. A story with its page's furniture holds more, and the page is not parsed again to look.
 */
const FRAGMENT = 0.5;

/**
 * The check in the choose stage: the list of posts to read instead of Readability's article, or null.
 * Asked only when the article holds under half the page's main text (dom/main-text.ts).
 */
export function postsAroundArticle(share: MainTextShare, article: Element, articleLength: number, original: () => Document): Element | null {
  if (share.page <= share.article / FRAGMENT) return null;
  const body = original().body;
  return body ? threadPosts(article, articleLength, body) : null;
}

/** The list of posts holding the article Readability took, or null when it stands alone. */
export function threadPosts(article: Element, articleLength: number, body: Element): Element | null {
  const key = firstKeyText(article);
  const found = key ? findText(body, key) : null;
  let box: Element | null = found;
  while (box && box !== body && textLength(box) < WHOLE * articleLength) box = box.parentElement;
  for (; box && box.parentElement && box !== body && textLength(box) <= AT_MOST * articleLength; box = box.parentElement) {
    if (othersOfItsKind(box) >= MIN_OTHERS) return box.parentElement;
  }
  return null;
}

/** Posts beside `box`: the same tag and classes, numbered apart from it, holding prose. */
function othersOfItsKind(box: Element): number {
  const k = kind(box);
  if (k === '') return 0;
  let n = 0;
  for (let s = box.parentElement!.firstElementChild; s; s = s.nextElementSibling) {
    if (s === box || kind(s) !== k) continue;
    if (numberedApart(box, s) && mainTextLength(s) > 0) n++;
  }
  return n;
}

/** A post's tag and class names, numbers left out; a box without classes by its numbered id (`postBoxWrapper5872`). */
function kind(el: Element): string {
  const name = el.nodeName.toUpperCase();
  if (!POST_TAGS.has(name)) return '';
  const cls = classes(el);
  if (cls !== '') return `${name}.${cls}`;
  const id = el.getAttribute('id') ?? '';
  return /\d/.test(id) ? `${name}#${id.replace(/\d+/g, '')}` : '';
}

/** The class names, numbers left out (`post-61721`), in order. */
function classes(el: Element): string {
  return (el.getAttribute('class') ?? '').replace(/\d+/g, '').split(/\s+/).filter(Boolean).sort().join(' ');
}

/**
 * An attribute whose values differ only in their digits, numbers of three digits or more: a post's id in
 * the site's database (`post-61721`, `post-61722`). A layout numbers its blocks by their place (a story cut
 * into `data-index="01"`, `"02"` between ad rows is one article, put together by article-chunks.ts).
 */
function numberedApart(a: Element, b: Element): boolean {
  for (const attr of Array.from(a.attributes)) {
    if (attr.name === 'class' || !/\d{3}/.test(attr.value)) continue;
    const other = b.getAttribute(attr.name);
    if (other !== null && other !== attr.value && other.replace(/\d+/g, '') === attr.value.replace(/\d+/g, '')) return true;
  }
  return false;
}
