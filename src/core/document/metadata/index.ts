/**
 * What the document says about the page beside its text: title, author, dates, site, and a fact
 * check's claim, and whether the page says it is an article (declares-article.ts: og:type, schema.org
 * types, a publication date; choose/wider-region.ts asks it). Read from the head before Readability runs
 * (page-title.ts, json-ld-scripts.ts; microdata-dates.ts on reveal/'s walk), and from the article after
 * clean/:
 *
 * 1. author-lines.ts (article-byline.ts, datelines.ts) — the byline and datelines at the story's top
 *    become one line, and the author named there fills the metadata when Readability found none;
 * 2. claim-reviews.ts — a fact check's claim and verdict (JSON-LD ClaimReview) go at the article's head.
 */
export { headTitles, trimTitle } from './page-title';
export { JSON_LD, jsonLdTexts } from './json-ld-scripts';
export { tidyAuthorLines } from './author-lines';
export { addClaimReviews } from './claim-reviews';
export { dataDeclaresArticle, metaDeclaresArticle } from './declares-article';
