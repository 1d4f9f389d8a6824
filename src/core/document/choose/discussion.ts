import { textLength } from '../dom/block-text';
import { isComment } from './comment-threads';
import { closestWhere } from '../dom/element-walk';

/**
 * Discussion pages (forums, Reddit, comment threads): the comments are the content. Readability drops
 * what is named "comment", or, when the post is short, takes the comment area for the article and
 * drops the post. When most of what it kept is comments, the page's main region is read whole, and
 * its comments as a tree (comment-threads.ts).
 */
const MIN_COMMENTS = 3;

/** True when Readability's article (classes kept) is mostly comments: at least three, over half its text. */
export function isCommentThread(article: Element): boolean {
  const all = Array.from(article.querySelectorAll('*')).filter(isComment);
  if (all.length < MIN_COMMENTS) return false;
  let total = 0;
  for (const el of all) if (!closestWhere(el.parentElement, isComment)) total += textLength(el);
  return total > 0.5 * textLength(article);
}
