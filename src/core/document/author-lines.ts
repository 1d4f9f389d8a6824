import { compactByline, type BylineMeta } from './article-byline';
import { dropAuthorNotes } from './drop-author-notes';

/**
 * Who wrote the story and when, once: the byline and datelines at the article's top become one line,
 * and the author's contact lines and bio at its end go.
 */
export function tidyAuthorLines(article: Element, meta: BylineMeta): void {
  dropAuthorNotes(article, meta.byline);
  compactByline(article, meta);
}
