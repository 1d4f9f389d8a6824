import { elementsNamed, tagNames } from '../dom/element-walk';
import { HEADING_NAMES } from '../dom/block-text';

/**
 * A heading's text wrapped in blocks (`<h2><div class="public-DraftStyleDefault-block"><span>what is a
 * vault?</span></div></h2>`, as rich-text editors such as Draft.js write them; Readability turns such a
 * div into a `<p>`): markdown headings are one line, so the heading came out as a bare "##" and its
 * text as the next paragraph. The blocks inside a heading are unwrapped, a space kept between them.
 */
const BLOCKS = tagNames('p, div, section, article, header, blockquote, ul, ol, li');

export function flattenHeadingBlocks(article: Element): void {
  for (const heading of elementsNamed(article, HEADING_NAMES)) {
    const blocks = elementsNamed(heading, BLOCKS);
    if (blocks.length === 0) continue;
    const doc = heading.ownerDocument;
    // Innermost last: unwrapping an outer block first keeps the inner ones' nodes in place.
    for (const block of blocks) {
      const parent = block.parentNode;
      if (!parent) continue;
      parent.insertBefore(doc.createTextNode(' '), block);
      while (block.firstChild) parent.insertBefore(block.firstChild, block);
      parent.insertBefore(doc.createTextNode(' '), block);
      block.remove();
    }
  }
}
