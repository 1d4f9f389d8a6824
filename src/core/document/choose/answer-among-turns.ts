import { textLength } from '../dom/block-text';
import { mainRegion } from './clean-body';
import { postAmongOthers, POST_TAGS, SHORT_CHARS, signature } from './short-article-region';

/**
 * A conversation whose answer is long (a chat assistant's reply to a short question): Readability
 * takes the answer, long enough to be an article by its own measure (shortInItsRegion asks only of
 * short ones), and the question before it is lost. What Readability left of the page's main region
 * tells: there a turn still stands, a box numbered in order (`conversation-turn-1`), holding the
 * question. Only then
 * is the page read again (a second parse where the DOM was handed over) to see whether the answer
 * stood among them and the turns are the region's text; if so, the region is read whole, in order.
 * Columns and story blocks of one layout repeat their names unnumbered: a story beside its sidebar
 * (CNN's two `section.column`) stays Readability's.
 */
/** A question of a few words is a turn; empty boxes of the same kind (toolbars, the answer's emptied box) are not. */
const MIN_TURN_CHARS = 15;
/** Turns stand near the top of the main region (`main > section`, `main > section > div`), not deep in a post. */
const MAX_DEPTH = 3;
/** The turns hold this share of the region's text at least. */
const WHOLE_REGION = 0.9;
/** Beyond this share of its text in links, a box is a list of links, not a turn. */
const MAX_LINK_SHARE = 0.5;
/** A name ending in a turn's number: `conversation-turn-12`. */
const TURN_NUMBER = /^[a-z][\w-]*-\d{1,3}$/i;

/** `left`: the page's `<main>` as Readability left it (prepareContent found it); conversation pages mark theirs. */
export function answerAmongTurns(article: Element, articleLength: number, left: Element | undefined, original: () => Document): boolean {
  if (articleLength < SHORT_CHARS || !left || !turnsLeft(left)) return false;
  const region = mainRegion(original());
  const post = region && postAmongOthers(article, articleLength, region);
  if (!region || !post) return false;
  // The turns are the region: a story's box beside a box of teasers of the same kind is not a conversation.
  const kind = signature(post);
  let turns = 0;
  for (const box of Array.from(post.parentElement!.children)) {
    if (signature(box) !== kind) continue;
    const length = textLength(box);
    // A turn is something said, not a column of links beside the story (a sidebar of the same kind).
    if (box !== post && (linkLength(box) > MAX_LINK_SHARE * length || !numberedApart(box, post))) return false;
    turns += length;
  }
  return turns >= WHOLE_REGION * textLength(region);
}

/**
 * A numbered box of a post's kind (`conversation-turn-1`) still holding a turn's text, near the top
 * of what is left. Its emptied sibling, the answer's, may be gone: Readability drops empty boxes.
 */
function turnsLeft(left: Element): boolean {
  let level: Element[] = [left];
  for (let depth = 0; depth < MAX_DEPTH && level.length; depth++) {
    const next: Element[] = [];
    for (const el of level) {
      for (const child of Array.from(el.children)) {
        next.push(child);
        if (POST_TAGS.has(child.nodeName.toUpperCase()) && numbered(child) && textLength(child) >= MIN_TURN_CHARS) return true;
      }
    }
    level = next;
  }
  return false;
}

/**
 * Named as one of a short numbered sequence (`data-testid="conversation-turn-1"`): not a class or id,
 * where builders put hashes and a post's database number (`css-1lc20wh`, `post-6213`).
 */
function numbered(el: Element): boolean {
  for (const attr of Array.from(el.attributes)) if (attr.name !== 'class' && attr.name !== 'id' && attr.name !== 'style' && TURN_NUMBER.test(attr.value)) return true;
  return false;
}

/**
 * Turns are numbered in order (`conversation-turn-1`, `conversation-turn-2`; `post-1234`): an
 * attribute whose values differ only in their digits. Columns and blocks of one layout repeat theirs.
 */
function numberedApart(a: Element, b: Element): boolean {
  for (const attr of Array.from(a.attributes)) {
    const other = b.getAttribute(attr.name);
    if (other !== null && other !== attr.value && other.replace(/\d+/g, '') === attr.value.replace(/\d+/g, '')) return true;
  }
  return false;
}

function linkLength(box: Element): number {
  let n = 0;
  for (const a of Array.from(box.querySelectorAll('a'))) n += textLength(a);
  return n;
}
