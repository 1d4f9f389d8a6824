import { collapsedText, linkTextLength, shortText } from '../dom/block-text';
import { elementsNamed, tagNames } from '../dom/element-walk';
import { relatedLeadLength } from './related-labels';

/**
 * Another story of the site set inside the story as a line of its own: a label from the multilingual
 * lexicon (related-labels.ts) and a separator, then a link ("MIRA: Así fue el partido",
 * "Lesen Sie auch: Die Bahn erhöht die Preise", "関連記事：…"). The line goes when what follows the label
 * is mostly link text, as a teaser is (Dragnet's and boilerpipe's link density); a label followed by
 * a sentence of the story's own ("Related: the court ruled …") stays.
 */
const LINES = tagNames('p, div, li, h3, h4, h5, h6');
/** Longer than this, the block is prose with a link in it, not a teaser line. */
const MAX_LINE = 300;
/** What follows the label is at least this much link text. */
const LINK_SHARE = 0.6;

export function dropInlineRelated(article: Element): void {
  for (const line of elementsNamed(article, LINES)) {
    const text = shortText(line, MAX_LINE);
    if (!text) continue;
    const lead = relatedLeadLength(text);
    // Only lines, not blocks of lines: a div or item holding paragraphs is read through them.
    if (lead === 0 || line.querySelector('p, div, ul, ol, table, pre, blockquote')) continue;
    const rest = collapsedText(text.slice(lead)).length;
    if (rest > 0 && linkTextLength(line) >= LINK_SHARE * rest && article.contains(line)) line.remove();
  }
}
