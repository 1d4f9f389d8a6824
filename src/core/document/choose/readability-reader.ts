import { Readability } from '@mozilla/readability';

/**
 * Readability as the pipeline runs it: classes kept (markdown/ reads code languages from them), the
 * article handed back as an element (no serialising it to HTML and parsing it again), and two of its
 * conditional-cleaning checks (`_cleanConditionally`) mended. That cleaning removes boxes of the chosen
 * article that look like furniture; two of its checks took content on pages nobody tuned for:
 *
 * - **A heading counts as text.** Readability 0.6.0 (mozilla/readability PR #867) removes a box with no
 *   image none of whose text is in a paragraph, span, item, cell, list, table, quote, pre or div ("no
 *   useful content": its `textDensity` over those tags is 0). Headings are not in that list, so a box
 *   holding only a heading went: a recipe's title once Readability had taken the byline beside it, a
 *   FAQ's questions, a listing's section titles. The headings are added to the list for that check.
 * - **On a page that does not say it is an article, a class name alone removes no box.** The cleaning
 *   removes a box outright when its class or id weighs negative (comment, meta, media, footer, related,
 *   share, widget…), before any check of what it holds. On an article page those boxes are the site's
 *   around the story, and the rule stays. A page that does not say it is one (metadata/declares-article.ts:
 *   a forum thread, a Q&A, a product or landing page) names its content so: a thread's posts are
 *   "comment" boxes, a product's details "meta" ones. There the weight counts as 0 in the cleaning, so such
 *   a box is judged by the checks of what it holds (links, items, images, inputs, ad labels) like any
 *   other. The names still weigh in Readability's choice of the article.
 */
const HEADINGS = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'];

/** The parts of Readability's object this reaches into (Readability.js 0.6.0; the unit tests fail if they move). */
interface CleaningInternals {
  _getTextDensity?: (e: Element, tags: string[]) => number;
  _getClassWeight?: (e: Element) => number;
  _cleanConditionally?: (e: Element, tag: string) => void;
}

export interface ReaderOptions {
  /** The page's head says it is an article (metadata/declares-article.ts). */
  saysArticle: boolean;
}

export function readabilityReader(work: Document, { saysArticle }: ReaderOptions): Readability<Element> {
  const reader = new Readability<Element>(work, { keepClasses: true, serializer: (el) => el as Element });
  const internals = reader as unknown as CleaningInternals;
  countHeadingsAsText(internals);
  if (!saysArticle) judgeNamedBoxesByContent(internals);
  return reader;
}

function countHeadingsAsText(internals: CleaningInternals): void {
  const density = internals._getTextDensity;
  if (typeof density !== 'function') return;
  // The "textish" list is the one call with SPAN in it; the other asks for the headings' own share.
  internals._getTextDensity = function (this: unknown, e: Element, tags: string[]) {
    return density.call(this, e, tags.includes('SPAN') ? [...tags, ...HEADINGS] : tags);
  };
}

function judgeNamedBoxesByContent(internals: CleaningInternals): void {
  const clean = internals._cleanConditionally;
  const weight = internals._getClassWeight;
  if (typeof clean !== 'function' || typeof weight !== 'function') return;
  // Only while the cleaning runs: the same weight scores the candidates when Readability chooses the article.
  const noNegative = function (this: unknown, e: Element) {
    return Math.max(0, weight.call(this, e));
  };
  internals._cleanConditionally = function (this: CleaningInternals, e: Element, tag: string) {
    this._getClassWeight = noNegative;
    try {
      clean.call(this, e, tag);
    } finally {
      this._getClassWeight = weight;
    }
  };
}
