import { mainTextByElement } from '../dom/main-text';
import { roughTextLength } from './clean-body';
import { findText, firstKeyText } from './short-article-region';

/**
 * The share of the page's main text the block must hold: the smallest element holding at least this
 * much is the page's content (a story with its paragraphs, a thread with its posts), and not one part.
 */
const BLOCK_SHARE = 0.75;

/**
 * Where the page's main text stands: the smallest element holding most of the page's prose by density
 * (dom/main-text.ts — blocks long enough to be prose, little of them links, outside the site's
 * landmarks), found by going down from the body into the child that holds the most of it while that
 * child still holds `BLOCK_SHARE` of the page's. This is the candidate boilerpipe's and Dragnet's
 * per-block densities point at, read as a region (a story's paragraphs are siblings under one element),
 * and the one trafilatura's fallback looks for when its own result is short: the densest part of the
 * page, not the whole body with its menus. Null when the page has no main text at all.
 */
export function mainTextBlock(body: Element): { block: Element; text: number } | null {
  const { total, within } = mainTextByElement(body);
  if (total === 0) return null;
  let block = body;
  let text = total;
  for (;;) {
    let best: Element | null = null;
    let bestText = 0;
    // Inline wrappers hold blocks too (a <span> or <font> around a story's paragraphs): any element counts.
    for (let c = block.firstElementChild; c; c = c.nextElementSibling) {
      const t = within.get(c) ?? 0;
      if (t > bestText) {
        best = c;
        bestText = t;
      }
    }
    if (best === null || bestText < BLOCK_SHARE * total) return { block, text };
    block = best;
    text = bestText;
  }
}

/**
 * How much more text than the block and the article together their common region may hold to be read
 * in their stead: a thread's question above its answers, nothing else; not the page's whole body.
 */
const REGION_SLACK = 1.25;

/**
 * The block holding most of the page's main text, widened to take in the short article Readability
 * chose when both stand in one region of their own: the question of a thread whose answers hold most
 * of the prose, the product above its reviews. The block alone would lose the article; the region,
 * when it holds little beside them, keeps both. A stray article (a cookie notice, a login form's
 * messages) stands apart from the content, and their common ancestor is the page: the block stays.
 */
export function widenedToArticle(block: Element, article: Element, articleLength: number, body: Element): Element {
  const at = articleStart(article, body);
  if (!at || block.contains(at)) return block;
  let region: Element | null = block.parentElement;
  while (region && !region.contains(at)) region = region.parentElement;
  if (!region || region === body || region === body.parentElement) return block;
  return roughTextLength(region) <= REGION_SLACK * (roughTextLength(block) + articleLength) ? region : block;
}

/** Where the article Readability chose starts in the page (`body`): the element of its first text long enough to find. */
export function articleStart(article: Element, body: Element): Element | null {
  const key = firstKeyText(article);
  return key ? findText(body, key) : null;
}
