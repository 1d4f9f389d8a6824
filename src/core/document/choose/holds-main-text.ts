import { mainTextLength } from '../dom/main-text';

/** The share of the page's main text a short article must hold to be kept instead of the whole body. */
const MAIN_TEXT_SHARE = 0.8;

/**
 * The check on our own result before a fallback for a short article: when Readability's article holds
 * nearly all of the page's main text by density (dom/main-text.ts: prose blocks, not links, menus or
 * landmarks), the rest of the page is the site's furniture and the whole body would only add it. A
 * short story in Chinese or Japanese (dense script, few characters) or a short notice beside the site's
 * link lists is such an article; a home page's teaser, among many other teasers' prose, is not.
 */
export function holdsMainText(article: Element, original: () => Document): boolean {
  const ours = mainTextLength(article);
  return ours > 0 && ours >= MAIN_TEXT_SHARE * mainTextLength(original().body);
}

