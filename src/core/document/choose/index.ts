/**
 * Stage 3: which part of the page is its content. Readability's article (run as readability-reader.ts
 * sets it up, three checks of its own cleaning mended, and the checks it asks of every element or box
 * answered the same way with less work by readability-shortcuts.ts), unless a check says it chose wrong; then the
 * page's whole body or its main region, cleaned (clean-body.ts: in place when the page was parsed again
 * for it), and the document's `path` says `fallback`. The checks, in the order html-to-document asks them:
 *
 * 1. too little — no article, or a short one on a page with much more text (a teaser of a home page),
 *    unless holds-main-text.ts finds the article holds nearly all the page's main text by density
 *    (dom/main-text.ts): then the rest is the site's furniture;
 * 2. thin in its region — a short article that is mostly code, in a main region holding more prose;
 * 3. short-article-region.ts — one of a few short posts in a row (a chat, a post and its replies);
 * 4. answer-among-turns.ts — a long answer without the question and turns around it;
 * 5. discussion.ts — a comment thread, where the comments are the content;
 * 6. holds-main-text.ts's denserBlock — a short article (a login form's messages, a disclosure, a table
 *    beside the story, one post of a thread) when the block holding most of the page's main text
 *    (main-text-block.ts) holds over twice the article's: compared by the share of the page's prose each
 *    holds, not by length. The block is widened to the region holding both when they stand in one of
 *    their own (a question above its answers);
 * Then, on a page that says it is an article (metadata/declares-article.ts), article-chunks.ts puts back
 * the chunks of its text Readability left behind: the same container, named alike, cut apart down the
 * page by ad rows and teasers, each too deep in wrappers for Readability's scores to join them.
 *
 * 7. cleaned-away.ts, after the clean stage — an article the cleaning rules emptied (a promo bar, a
 *    card list): the page's main region or body is read instead.
 * 8. wider-region.ts, after the clean stage — on a page that does not say it is an article
 *    (metadata/declares-article.ts: a product, landing, docs or forum page), the main region, cleaned
 *    alike, when its own words (outside links) are well over the cleaned article's: the content is
 *    spread over the region's sections, and Readability kept one of them.
 *
 * A part of the page read whole loses first what the page marks as beside or below its content, its asides
 * and its footer (page-landmarks.ts: forum widgets, similar questions, offers, the site's address), as
 * Readability's article has; a sidenote set beside its paragraph stays.
 * A page read whole (any of these fallbacks but a comment thread) is cleaned by clean/ as an article is,
 * of its menus, breadcrumbs, credits, prompts and notices, but keeps its cards and blocks named
 * "related" (clean/'s wholePage): on a landing, listing or shop page they are what it lists.
 *
 * Then comment-threads.ts marks the threads of whichever was chosen (comment-controls, comment-header,
 * comment-heads, comment-mentions and thread-subject.ts read a comment's parts), for markdown/ to
 * write them as a nested list.
 */
export { readabilityReader } from './readability-reader';
export { cleanClone, cleanTaken, mainRegion, pagePart, roughTextLength } from './clean-body';
export { denserBlock, holdsMainText, type MainTextShare } from './holds-main-text';
export { mainTextBlock } from './main-text-block';
export { shortInItsRegion } from './short-article-region';
export { answerAmongTurns } from './answer-among-turns';
export { isCommentThread } from './discussion';
export { cleanedAway } from './cleaned-away';
export { markCommentThreads } from './comment-threads';
export { mainRegionOwnText, widerRegion } from './wider-region';
export { joinArticleChunks } from './article-chunks';
