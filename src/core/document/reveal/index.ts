/**
 * Stage 2 (after parse/, before Readability judges the page): make the page read as a person sees it,
 * and note what Readability would take away that a reader needs. Works in place on our copy of the page.
 *
 * 1. reveal-hidden.ts — what the page's scripts would show (lazy images, closed details, tabs, framework
 *    `hidden` classes: hidden-classes.ts), shown without running them.
 * 2. prepare-content.ts — one walk of the page finds what each rule below wants, then each rule runs, in
 *    this order (its RULES list is the definition):
 *    - json-ld and `<main>` read first (facts for choose/ and metadata/);
 *    - modal-windows.ts: a modal window (a consent manager's preference centre, a sign-in prompt) is
 *      dropped before any rule, or Readability, reads its prose as the page's;
 *    - definition-groups.ts: `<dl><div>` groups Readability would clean as layout;
 *    - relative-times.ts: "3 hours ago" gets its date, true on any day;
 *    - math-to-tex.ts (mathjax-chtml/svg/tables.ts, tex-tokens.ts): formulas as TeX text;
 *    - buttons-in-sentences.ts: a button inside a sentence is a word of it;
 *    - collapsed-callouts.ts, callouts.ts: boxed notes shown and marked (quoted after clean/);
 *    - hidden-footnotes.ts, sidenotes.ts, word-note-links.ts, latexml-notes.ts: notes a page shows on
 *      hover or in the margin, put where a reader finds them;
 *    - split-sections.ts: one text cut into sibling sections by images or ads is one again;
 *    - hidden-classes.ts: blocks a CSS framework hides are dropped;
 *    - keep-section-headings.ts, heading-anchor-ids.ts, footnote-footers.ts: names Readability reads as
 *      chrome ("header", "footer") that are the article's own;
 *    - scroll-utilities.ts: utility classes that say how a box scrolls (`scroll-mt-20`), which
 *      Readability reads as a carousel's, taken out of its class;
 *    - table-page-headings.ts, headline-above.ts, standfirst.ts, mail-headers.ts: the lines above an
 *      article that Readability leaves out, noted (lead-ins.ts) to go back after it runs;
 *    - code-popups.ts, code-line-breaks.ts, code-headers.ts, code-intros.ts (code-containers.ts first):
 *      code as it reads, without its toolbar and hover pop-ups, with the sentence that introduces it;
 *    - captioned-galleries.ts: captioned pictures between paragraphs, noted to go back;
 *    - microdata-dates.ts (metadata/): the publication date from microdata;
 *    - keep-embedded-posts.ts, task-list-markers.ts, drawing-labels.ts: quoted posts, checkboxes and
 *      named drawings Readability would drop;
 *    - page-builder-wrappers.ts: a page builder's stacks of boxes unwrapped;
 *    - template-contents.ts: `<template>` content, which no browser shows, removed last (those in the
 *      `<head>`, which Readability also walks, before the walk: dropHeadTemplates).
 * 3. After choose/ and before clean/: lead-ins.ts and captioned-galleries.ts put back what they noted.
 *    After notes/: callouts.ts quotes the callouts it marked.
 */
export { revealHidden } from './reveal-hidden';
export { prepareContent, type PreparedFacts } from './prepare-content';
export { dropHeadTemplates } from './template-contents';
export { restoreLeadIns } from './lead-ins';
export { restoreCaptionedGalleries } from './captioned-galleries';
export { quoteCallouts } from './callouts';
