import { blocksFromStart } from '../dom/end-blocks';
import { dropCommentControls, isControlLink } from '../choose/comment-controls';

/** How many of the article's first blocks can be its head line (author, date, then the controls). */
const HEAD_BLOCKS = 4;
const MAX_HEAD_LENGTH = 200;

/**
 * A page that is one comment or one post (a forum's permalink) opens with its head line: the author,
 * the date, then controls as links separated by "|" ("parent | context | favorite"). The thread rule
 * drops such controls inside the comments of a thread; this one does it for the head line at the
 * article's start. The line must lead with a link that is not a control (the author) and carry two
 * control links with nothing but a "|" between them: a sentence that links a single "share" or "report" keeps it, and the
 * line's other links ("on: <story>", which says what the comment answers) stay.
 */
export function dropHeadControls(article: Element): void {
  let seen = 0;
  for (const { el, length } of blocksFromStart(article)) {
    if (++seen > HEAD_BLOCKS) return;
    if (length > MAX_HEAD_LENGTH || !(el.textContent ?? '').includes('|')) continue;
    const links = Array.from(el.querySelectorAll('a'));
    if (links.length < 3 || isControlLink(links[0]!)) continue;
    if (!links.some(pairedControl)) continue;
    dropCommentControls(el);
    return;
  }
}

/** A control link followed by nothing but "|" and another control link, as controls are listed. */
function pairedControl(a: Element): boolean {
  if (!isControlLink(a)) return false;
  const between = a.nextSibling;
  const next = between?.nextSibling;
  return between?.nodeType === 3 && /^\s*\|\s*$/.test(between.textContent ?? '') && next?.nodeType === 1 && (next as Element).tagName === 'A' && isControlLink(next as Element);
}
