import { textLength } from '../dom/block-text';
import { mainTextLength } from '../dom/main-text';
import type { MainTextShare } from './holds-main-text';
import { boxKind, numberedApart, POST_RUN } from '../dom/numbered-boxes';
import { findText, firstKeyText } from './short-article-region';

/**
 * A forum thread, a Q&A page, a guestbook: posts of one kind in a row, each numbered by the site by its
 * id (`id="js-post-61721"`, `id="js-post-61722"`: dom/numbered-boxes.ts), and Readability takes the
 * longest of them for its article and drops the others: the replies, or the question. When the post it took stands among at
 * least `MIN_OTHERS` others of its kind (the same tag and classes) that are numbered apart from it and
 * hold prose, their common box (the list of posts) is the content, read whole. Columns and story blocks
 * of one layout repeat their names unnumbered, and a site's teaser cards hold no prose of their own: a
 * story beside them stays Readability's.
 */
const MIN_OTHERS = POST_RUN - 1;
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
 * Asked only of a page the walk before Readability found a run of numbered boxes in (`numberedPosts`:
 * reveal/prepare-content.ts), when the article holds under half its main text (dom/main-text.ts).
 */
export function postsAroundArticle(numberedPosts: boolean, share: MainTextShare, article: Element, articleLength: number, original: () => Document): Element | null {
  if (!numberedPosts || share.page <= share.article / FRAGMENT) return null;
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

/** Posts beside `box`: the same kind, numbered apart from it, holding prose. */
function othersOfItsKind(box: Element): number {
  const kind = boxKind(box);
  if (kind === '') return 0;
  let n = 0;
  for (let s = box.parentElement!.firstElementChild; s; s = s.nextElementSibling) {
    if (s !== box && boxKind(s) === kind && numberedApart(box, s) && mainTextLength(s) > 0) n++;
  }
  return n;
}
