import { textLength } from './block-text';

/**
 * What a news page says after the story to keep the reader: "Follow us on Twitter", "Sign up for our
 * newsletter", "Join our forums", "Have a news tip? Let us know at…", "Click here to get the app".
 * Only at the end of the article (below its last paragraph of prose) and only short blocks that ask
 * the reader to do such a thing go; the same words inside the story stay.
 */
const PROMPT =
  /\b(?:follow us (?:on|at|@)|(?:sign up|subscribe|register) (?:for|to) (?:our|the|[\w.]+['’]s) [^.]{0,40}(?:newsletters?|channel|magazine|podcast|alerts)|(?:our|free|daily|weekly) newsletters?\b|join (?:our|the) [^.]{0,30}(?:forums?|community|conversation|newsletter)|click here to (?:get|download|subscribe|sign up|read)|(?:download|get) (?:the|our) [\w ]{0,20}app\b|share (?:it|this)(?: story| article)? with|like this (?:story|article)\?|let us know at|read more on)/i;
const BLOCKS = 'p, h2, h3, h4, h5, h6, li, div, section, aside';
/** A block this long that asks nothing is the story's prose: the prompts are below it. */
const PROSE_CHARS = 120;
const MAX_PROMPT_CHARS = 300;
/** How many short blocks at the end are looked at. */
const LOOK_BACK = 8;

export function dropClosingPrompts(article: Element): void {
  const blocks = article.querySelectorAll(BLOCKS);
  let looked = 0;
  for (let i = blocks.length - 1; i >= 0 && looked < LOOK_BACK; i--) {
    const el = blocks[i]!;
    // Innermost blocks only, tested from the end: only the last few are ever looked at, so testing
    // every block of the article first cost a walk of each one's subtree.
    if (el.querySelector(BLOCKS)) continue;
    const length = textLength(el);
    if (length === 0) continue;
    looked++;
    if (length <= MAX_PROMPT_CHARS && PROMPT.test(el.textContent ?? '') && !el.closest('pre, table, blockquote')) el.remove();
    else if (length >= PROSE_CHARS) break;
  }
}
