/**
 * Stage 4 of a page (after choose/): take out of the chosen article what is not the article — the
 * site's navigation, teasers, credits, controls, prompts and notices Readability keeps. Also of a
 * region read whole (choose/'s fallback), which keeps its cards (`wholePage`).
 * Each rule's file says what it drops and why.
 */
import { dropAvatarRows } from './drop-avatar-rows';
import { dropBacklinks } from './drop-backlinks';
import { dropBareCounts } from './drop-bare-counts';
import { dropBoilerplate } from './drop-boilerplate';
import { dropBreadcrumbTrails } from './drop-breadcrumb-trails';
import { dropClosingNotices } from './drop-closing-notices';
import { dropClosingPrompts } from './drop-closing-prompts';
import { dropContentsLists } from './drop-contents-lists';
import { dropControlLabels } from './drop-control-labels';
import { dropDisclaimers } from './drop-disclaimers';
import { dropEditLinks } from './drop-edit-links';
import { dropHeadControls } from './drop-head-controls';
import { dropHoverCards } from './drop-hover-cards';
import { dropImageCredits } from './drop-image-credits';
import { dropInlineRelated } from './drop-inline-related';
import { dropLeadingControls } from './drop-leading-controls';
import { dropPromoLinks } from './drop-promo-links';
import { dropPublisherBoilerplate } from './drop-publisher-boilerplate';
import { dropQuotedHistory } from './drop-quoted-history';
import { dropQuotedLines } from './drop-quoted-lines';
import { dropRelatedHeadlines } from './drop-related-headlines';
import { dropRepeatedBlocks } from './drop-repeated-blocks';
import { dropShortcodes } from './drop-shortcodes';
import { dropSiteNavigation } from './drop-site-navigation';
import { dropSlideshows } from './drop-slideshows';
import { dropTeasers } from './drop-teasers';
import { dropTrailingCards } from './drop-trailing-cards';
import { dropTrailingChrome } from './drop-trailing-chrome';
import { dropTrailingPostLinks } from './drop-trailing-post-links';
import { flattenHeadingBlocks } from './heading-blocks';
import { unnameImageLinks } from './image-link-names';
import { describeIntroducedImages } from './introduced-images';
import { joinSplitSentences } from './split-sentences';

export { dropTitleHeading } from './title-heading';

/** The page's address and its base (they differ under a `<base href>`): same-site and in-page links are told by them. */
export interface CleanContext {
  url: string;
  base: string;
  /**
   * For diagnostics only (scripts/clean-rule-costs.ts): called after each step with its name, so a
   * script can tell which step took which text out. Unset in the product.
   */
  trace?: StepTrace;
  /**
   * The content is a region of the page read whole (choose/'s fallback: a landing, listing or shop page,
   * not one article): its rows of cards and its blocks named "related" are its content, the products,
   * posts or places it lists, so the rules that take them for other stories' teasers leave them.
   */
  wholePage?: boolean;
}

/** Called after a step of a stage with the step's name and the article as the step left it. */
export type StepTrace = (step: string, root: Element) => void;

/**
 * In place on the article Readability chose (our own copy): the rules in the order they run, one line
 * each on what they take out. Called one by one here (not from a list) so that a profile shows each
 * rule by its name (scripts/profile-documents.ts --in cleanArticle).
 */
export function cleanArticle(root: Element, { url, base, trace, wholePage = false }: CleanContext): void {
  const addresses = [url, base];
  // Blocks of the site and of its other stories.
  dropSiteNavigation(root, url); // header menus that came along with the article
  trace?.('dropSiteNavigation', root);
  dropBreadcrumbTrails(root, url); // "Home › Blog › This post" at the top
  trace?.('dropBreadcrumbTrails', root);
  if (!wholePage) {
    dropBoilerplate(root); // share bars, "related" lists, newsletter boxes, tag clouds, named so
    trace?.('dropBoilerplate', root);
    dropTeasers(root, url); // rows of cards for other stories
    trace?.('dropTeasers', root);
  }
  dropTrailingCards(root, url); // "More news" cards after the story
  trace?.('dropTrailingCards', root);
  dropRelatedHeadlines(root, url); // a capitalised link to another story between paragraphs
  trace?.('dropRelatedHeadlines', root);
  dropInlineRelated(root); // "MIRA: <link>", "Lesen Sie auch: <link>", in any language of related-labels.ts
  trace?.('dropInlineRelated', root);
  dropHoverCards(root); // a name's pop-up card with its latest stories
  trace?.('dropHoverCards', root);
  dropSlideshows(root); // a gallery the model sees none of the pictures of
  trace?.('dropSlideshows', root);
  dropImageCredits(root); // "Photo: Jane Doe / AP"
  trace?.('dropImageCredits', root);
  dropRepeatedBlocks(root); // a caption or teaser said twice
  trace?.('dropRepeatedBlocks', root);
  dropContentsLists(root, addresses); // a table of contents: the headings are there
  trace?.('dropContentsLists', root);
  // The words of controls, and quoted history.
  dropControlLabels(root); // "Close", "Image 1 of 9", "Advertisement"
  trace?.('dropControlLabels', root);
  dropEditLinks(root); // a wiki's "[edit]"
  trace?.('dropEditLinks', root);
  dropLeadingControls(root); // "← back", "Edit this page" above the post
  trace?.('dropLeadingControls', root);
  dropHeadControls(root); // share and comment buttons in the head line
  trace?.('dropHeadControls', root);
  dropBareCounts(root); // "50 · 100": counts only an icon explains
  trace?.('dropBareCounts', root);
  dropAvatarRows(root); // a row of who-liked-it faces
  trace?.('dropAvatarRows', root);
  dropQuotedHistory(root); // an email thread's quoted earlier messages
  trace?.('dropQuotedHistory', root);
  dropQuotedLines(root); // "> " lines of a plain-text reply
  trace?.('dropQuotedLines', root);
  // The article's own shapes.
  flattenHeadingBlocks(root); // a heading's text wrapped in editor blocks
  trace?.('flattenHeadingBlocks', root);
  unnameImageLinks(root); // an image link's name that copies its caption
  trace?.('unnameImageLinks', root);
  describeIntroducedImages(root); // a picture the text introduces keeps its description
  trace?.('describeIntroducedImages', root);
  // What surrounds the story, read from its ends.
  dropTrailingChrome(root); // cookie banner and footer after the page's <article>
  trace?.('dropTrailingChrome', root);
  dropShortcodes(root); // WordPress "[button …]" markup left as text
  trace?.('dropShortcodes', root);
  dropPromoLinks(root); // "CLICK HERE TO GET THE APP"
  trace?.('dropPromoLinks', root);
  dropClosingPrompts(root); // "Follow us", "Sign up for our newsletter"
  trace?.('dropClosingPrompts', root);
  dropClosingNotices(root); // copyright and commerce lines
  trace?.('dropClosingNotices', root);
  dropTrailingPostLinks(root, url); // a blog's rows of other posts
  trace?.('dropTrailingPostLinks', root);
  dropBacklinks(root); // a notes site's "Links to this page"
  trace?.('dropBacklinks', root);
  dropPublisherBoilerplate(root, url); // "About Ascom …" under every press release
  trace?.('dropPublisherBoilerplate', root);
  dropDisclaimers(root); // the legal disclaimer under every post
  trace?.('dropDisclaimers', root);
  joinSplitSentences(root); // last: a sentence a dropped block had cut in two is whole again
  trace?.('joinSplitSentences', root);
}
