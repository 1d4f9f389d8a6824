/**
 * Whether a page says it is an article: Open Graph's `og:type` (article, and types like
 * `article:opinion`; not on a page with a modification time and no publication time), schema.org's
 * Article types in JSON-LD (Article, NewsArticle, BlogPosting, ReportageNews, LiveBlogPosting,
 * ScholarlyArticle…), or a publication date in `article:published_time` or microdata. Publishing
 * systems write these for search engines and link previews on news sites, blogs and magazines in
 * every language; a shop's product page, a company's landing page or a forum index says `website`,
 * `product` or nothing. choose/wider-region.ts trusts Readability's single block on an article page, and
 * weighs the page's main region on the others.
 */

/** Where the head says it. */
const HEAD_SAYS = 'meta[property="og:type"], meta[name="og:type"], meta[property="article:published_time"], meta[name="article:published_time"]';
/** A modification time, which a site's pages carry as well as its posts. */
const MODIFIED = 'meta[property="article:modified_time"], meta[name="article:modified_time"]';
/** An `@type` naming one of schema.org's Article types (its subtypes end in Article or Posting, or are ReportageNews). */
const ARTICLE_TYPE = /"@type"\s*:\s*(?:\[[^\]]*?)?"(?:[A-Za-z]*Article|[A-Za-z]*Posting|ReportageNews)"/;

/**
 * By its meta tags. `head`: the page's head; when it holds no meta tag at all, the page's markup put
 * them elsewhere (a stray element before `<head>` ends it early for a parser) and `page` is searched
 * instead. Read before Readability runs.
 */
export function metaDeclaresArticle(head: ParentNode, page: ParentNode): boolean {
  const where = head.querySelector('meta') ? head : page;
  const tags = Array.from(where.querySelectorAll(HEAD_SAYS));
  const property = (meta: Element) => meta.getAttribute('property') ?? meta.getAttribute('name') ?? '';
  if (tags.some((meta) => property(meta) === 'article:published_time')) return true;
  // Modified but never published: a site's page, not a post. WordPress's most used SEO plugin writes
  // og:type "article" for every page and post but article:published_time for posts only (Yoast SEO,
  // src/presentations/indexable-post-type-presentation.php, generate_open_graph_article_published_time),
  // and the modification time for both: a landing, service, product or listing page says "article" so.
  if (where.querySelector(MODIFIED)) return false;
  return tags.some((meta) => /^article\b/i.test(meta.getAttribute('content')?.trim() ?? ''));
}

/** By its structured data: JSON-LD scripts (the head's, then the body's from reveal/'s walk) and a microdata date. */
export function dataDeclaresArticle(jsonLd: readonly string[], microdataPublished: string | undefined): boolean {
  return Boolean(microdataPublished) || jsonLd.some((text) => ARTICLE_TYPE.test(text));
}
