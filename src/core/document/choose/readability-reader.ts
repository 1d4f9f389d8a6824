import { Readability } from '@mozilla/readability';
import { closestTag, hasDescendantTag, HEADING_NAMES, HEADING_TAGS } from '../dom/block-text';
import { answerCheaply, type ShortcutInternals } from './readability-shortcuts';

/**
 * Readability as the pipeline runs it: classes kept (markdown/ reads code languages from them), the
 * article handed back as an element (no serialising it to HTML and parsing it again), and three of its
 * conditional-cleaning checks (`_cleanConditionally`) mended. That cleaning removes boxes of the chosen
 * article that look like furniture; three of its checks took content on pages nobody tuned for:
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
 * - **A box with prose of its own is not judged by its links.** The cleaning removes a box whose links hold
 *   more than a fifth of its text (half, for a box whose name weighs 25 or more). That is right for a list
 *   of teasers, and wrong for a post, a product's description or a section of a guide that links as it
 *   goes: they went whole. A box with at least 200 characters outside its links counts as having no links
 *   for those two checks, unless a headline in it is a link (a list of teasers with their blurbs); its
 *   other checks stay. A teaser card or a "read more" line has far less.
 */
/** Characters of a box's text outside its links that make it prose (dev half: 180–250 gave the same result). */
const PROSE_CHARS = 200;

/** The parts of Readability's object this reaches into (Readability.js 0.6.0; the unit tests fail if they move). */
interface CleaningInternals {
  _getTextDensity?: (e: Element, tags: string[]) => number;
  _getClassWeight?: (e: Element) => number;
  _getLinkDensity?: (e: Element) => number;
  _getInnerText?: (e: Element) => string;
  _cleanConditionally?: (e: Element, tag: string) => void;
}

export interface ReaderOptions {
  /** The page's head says it is an article (metadata/declares-article.ts). */
  saysArticle: boolean;
}

export function readabilityReader(work: Document, { saysArticle }: ReaderOptions): Readability<Element> {
  const reader = new Readability<Element>(work, { keepClasses: true, serializer: (el) => el as Element });
  const internals = reader as unknown as CleaningInternals;
  answerCheaply(reader as unknown as ShortcutInternals);
  countHeadingsAsText(internals);
  duringCleaning(internals, { ...(saysArticle ? {} : namedBoxesJudgedByContent(internals)), ...proseNotJudgedByLinks(internals) });
  return reader;
}

function countHeadingsAsText(internals: CleaningInternals): void {
  const density = internals._getTextDensity;
  if (typeof density !== 'function') return;
  // The "textish" list is the one call with SPAN in it; the other asks for the headings' own share.
  internals._getTextDensity = function (this: unknown, e: Element, tags: string[]) {
    return density.call(this, e, tags.includes('SPAN') ? [...tags, ...HEADING_TAGS] : tags);
  };
}

type Overrides = Pick<CleaningInternals, '_getClassWeight' | '_getLinkDensity'>;

/**
 * Swaps Readability's methods for `overrides` while its conditional cleaning runs, and only then: the
 * same weight and link density score the candidates when Readability chooses the article.
 */
function duringCleaning(internals: CleaningInternals, overrides: Overrides): void {
  const clean = internals._cleanConditionally;
  const keys = Object.keys(overrides) as (keyof Overrides)[];
  if (typeof clean !== 'function' || keys.length === 0) return;
  internals._cleanConditionally = function (this: CleaningInternals, e: Element, tag: string) {
    const saved = keys.map((k) => [k, this[k]] as const);
    Object.assign(this, overrides);
    try {
      clean.call(this, e, tag);
    } finally {
      for (const [k, original] of saved) this[k] = original as never;
    }
  };
}

/** A class or id that weighs negative counts as 0 (pages that do not say they are articles). */
function namedBoxesJudgedByContent(internals: CleaningInternals): Overrides {
  const weight = internals._getClassWeight;
  if (typeof weight !== 'function') return {};
  return {
    _getClassWeight(this: unknown, e: Element) {
      return Math.max(0, weight.call(this, e));
    },
  };
}

/**
 * A box with PROSE_CHARS of text outside its links and no linked headline has no link density (every
 * page). Every link's text counts in full here: Readability weighs in-page (#) links at 0.3, which would
 * make a table of contents prose.
 */
function proseNotJudgedByLinks(internals: CleaningInternals): Overrides {
  const density = internals._getLinkDensity;
  const innerText = internals._getInnerText;
  if (typeof density !== 'function' || typeof innerText !== 'function') return {};
  return {
    _getLinkDensity(this: unknown, e: Element) {
      const links = Array.from(e.getElementsByTagName('a'));
      if (links.some(isLinkedHeadline)) return density.call(this, e);
      let outside = innerText.call(this, e).length;
      for (const a of links) outside -= innerText.call(this, a).length;
      return outside >= PROSE_CHARS ? 0 : density.call(this, e);
    },
  };
}

/**
 * A headline that is a link, the mark of a teaser however long the blurbs under it: a link in a
 * heading or a heading in a link (`h2 a, a h2`, all levels; a walk, as the DOM library compiles a
 * selector anew on every call).
 */
function isLinkedHeadline(a: Element): boolean {
  return closestTag(a, HEADING_NAMES) !== null || hasDescendantTag(a, HEADING_TAGS);
}
