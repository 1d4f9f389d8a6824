import { Readability } from '@mozilla/readability';

/**
 * Readability as the pipeline runs it: classes kept (markdown/ reads code languages from them), the
 * article handed back as an element (no serialising it to HTML and parsing it again), and a heading
 * counted as text by its conditional cleaning.
 *
 * Readability 0.6.0 removes a box of the article that has no image and none of whose text is in a
 * paragraph, span, item, cell, list, table, quote, pre or div: "no useful content", its `textDensity`
 * over those tags is 0 (`_cleanConditionally`, added by mozilla/readability PR #867). A heading was left
 * out of that list, so a box that holds only a heading went: a recipe's title once Readability had
 * taken the byline beside it, a FAQ's questions, a product page's section titles, a listing's "Related
 * articles". A heading is text a reader reads. Counting headings alike keeps those boxes and changes no
 * other check: the box is still removed when it is mostly links, holds more items or images than
 * paragraphs, or is named like furniture.
 */
const HEADINGS = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'];

/** The one part of Readability's object this reaches into (Readability.js 0.6.0). */
interface ConditionalCleaning {
  _getTextDensity?: (e: Element, tags: string[]) => number;
}

export function readabilityReader(work: Document): Readability<Element> {
  const reader = new Readability<Element>(work, { keepClasses: true, serializer: (el) => el as Element });
  const cleaning = reader as unknown as ConditionalCleaning;
  const density = cleaning._getTextDensity;
  // The "textish" list is the one call with SPAN in it; the other asks for the headings' own share.
  if (typeof density === 'function') {
    cleaning._getTextDensity = function (this: unknown, e: Element, tags: string[]) {
      return density.call(this, e, tags.includes('SPAN') ? [...tags, ...HEADINGS] : tags);
    };
  }
  return reader;
}
