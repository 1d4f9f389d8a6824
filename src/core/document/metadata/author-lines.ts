import { compactByline, type BylineMeta } from './article-byline';
import { dropAuthorNotes } from '../clean/drop-author-notes';
import { dropLeadingAuthorBox } from '../clean/drop-leading-author-box';

/**
 * Who wrote the story and when, once: the byline and datelines at the article's top become one line
 * (the author the page names is also returned, for the metadata), and the author's box at its top and
 * contact lines and bio at its end go.
 */
export function tidyAuthorLines(article: Element, meta: BylineMeta): string | undefined {
  dropAuthorNotes(article, meta.byline);
  dropLeadingAuthorBox(article, meta.byline);
  return compactByline(article, meta);
}
