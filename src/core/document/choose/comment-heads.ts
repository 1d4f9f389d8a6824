import { collapsedText } from '../dom/block-text';
import { AGE, AUTHOR } from './comment-header';

/**
 * Posts known by their heads: a forum or review timeline whose comment boxes carry no name saying
 * "comment" (or lost it: Readability folds a box with one child into its parent, class and all) still
 * opens each post with a short line naming its author and its time ("author-one commented Jan 15,
 * 2026"), the post's text after it. Three or more such boxes side by side are a thread's posts.
 */
const MAX_HEAD_CHARS = 120;
const MIN_POSTS = 3;
/** Enough names for any one page of a thread; beyond it the page is not read this way. */
const MAX_AUTHORS = 300;
/** A head is the name's line: a few boxes around the name at most (link, strong, heading, header). */
const MAX_CLIMB = 4;

export function headedPosts(root: Element): Element[] {
  const authors = Array.from(root.querySelectorAll(AUTHOR));
  if (authors.length < MIN_POSTS || authors.length > MAX_AUTHORS) return [];
  const byParent = new Map<Element, Element[]>();
  const seen = new Set<Element>();
  for (const author of authors) {
    const post = postOf(author, root);
    if (!post || seen.has(post)) continue;
    seen.add(post);
    const parent = post.parentElement!;
    (byParent.get(parent) ?? byParent.set(parent, []).get(parent)!).push(post);
  }
  let best: Element[] = [];
  for (const posts of byParent.values()) if (posts.length > best.length) best = posts;
  return best.length >= MIN_POSTS ? best : [];
}

/** The box whose first block is a short head holding this author and a time, with more after it. */
function postOf(author: Element, root: Element): Element | null {
  let head: Element = author;
  let found = false;
  for (let up = 0; up < MAX_CLIMB && head.parentElement && head.parentElement !== root; up++) {
    head = head.parentElement;
    // A box grown past a head's length will not hold a short head further up either.
    if (collapsedText(head.textContent).length > MAX_HEAD_CHARS) return null;
    if ((found = head.querySelector(AGE) !== null)) break;
  }
  if (!found) return null;
  const text = collapsedText(head.textContent);
  while (head.parentElement && head.parentElement !== root && collapsedText(head.parentElement.textContent) === text) head = head.parentElement;
  const post = head.parentElement;
  if (!post || post === root || post.firstElementChild !== head) return null;
  return collapsedText(post.textContent).length > text.length ? post : null;
}

