import { textLength } from '../dom/block-text';
import { classWords } from '../dom/class-tokens';
import { keptBlocksParent } from '../dom/readability-content';

/**
 * The site's legal disclaimer under every post (an investment adviser's "Views expressed in posts are
 * not the views of…", "not an offer to sell or a solicitation…"): paragraphs of long sentences, so
 * Readability scores the block above the short post beside it and keeps it as part of the article.
 * The site names the block for what it is (class "legal-disclaimer", "disclosures"); among the blocks
 * Readability kept, such a block at the end goes when a story stands before it. A page that is the
 * disclaimer, or a block so named inside the story, stays.
 */
const NAMED = / (?:disclaimers?|disclosures?|legal) /;
/** The kept blocks looked at from the end: the disclaimer is the last, or before a last small block. */
const LOOK = 3;
/** Text after the block that is the story's, not a closing line: the block is inside the story. */
const PROSE_CHARS = 120;
/** Text before the block that makes it a story's closing block rather than the page. */
const MIN_STORY_CHARS = 200;

export function dropDisclaimers(article: Element): void {
  const container = keptBlocksParent(article);
  // Names first: measuring text is the cost, and nearly every article has no such block.
  let named = false;
  for (let el = container.lastElementChild, i = 0; el && i < LOOK && !named; el = el.previousElementSibling, i++) named = NAMED.test(classWords(el));
  if (!named) return;
  let el = container.lastElementChild;
  let after = 0;
  for (let i = 0; el && i < LOOK && after <= PROSE_CHARS; i++) {
    const prev = el.previousElementSibling;
    if (NAMED.test(classWords(el)) && textLength(container) - textLength(el) >= MIN_STORY_CHARS) el.remove();
    else after += textLength(el);
    el = prev;
  }
}
