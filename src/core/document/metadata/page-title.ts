/**
 * The title of a page without its site's name, as Readability's newer releases trim it (mozilla/readability
 * Readability.js `_getArticleTitle`, which added – and — to | - \ / > » after 0.6.0); when those rules
 * leave it whole, the page's own site name after any separator, then more separators (·, •, ~, ::).
 * Never down to nothing or one word.
 */
/** Readability's separators (its newer releases). */
const READABILITY_SEPARATORS = String.raw`\|\-–—\\\/>»`;
/** More that sites use, tried only when Readability's rules leave a title whole. */
const MORE_SEPARATORS = String.raw`·•~`;
const HIERARCHICAL = /\s[\\/>»]\s/;

function separatorPattern(chars: string, doubleColon: boolean): RegExp {
  return new RegExp(String.raw`\s(?:[${chars}]${doubleColon ? '|::' : ''})\s`, 'g');
}

function wordCount(s: string): number {
  return s.trim().split(/\s+/).filter(Boolean).length;
}

function norm(s: string): string {
  return s.replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The page's titles in its `<head>`, whitespace collapsed: its `<title>`, and the titles its meta tags
 * give (og:title, twitter:title…), where Readability may take its title from.
 */
export function headTitles(head: ParentNode): { title: string | undefined; metaTitles: string[] } {
  const title = head.querySelector('title')?.textContent?.replace(/\s+/g, ' ').trim();
  const metaTitles = Array.from(head.querySelectorAll('meta[content]'))
    .filter((m) => /title$/i.test(m.getAttribute('property') ?? m.getAttribute('name') ?? ''))
    .map((m) => m.getAttribute('content')!.replace(/\s+/g, ' ').trim());
  return { title, metaTitles };
}

/**
 * `raw`: the `<title>`; `siteName`: og:site_name or Readability's; `headings`: the page's h1/h2 texts
 * (a title that is a heading is the whole title, colon and all).
 */
export function trimTitle(raw: string, opts: { siteName?: string; headings?: readonly string[] } = {}): string {
  const orig = raw.replace(/\s+/g, ' ').trim();
  const byReadability = readabilityTrim(orig, separatorPattern(READABILITY_SEPARATORS, false), opts.headings ?? []);
  if (byReadability !== orig || !orig) return byReadability;
  const withoutSite = stripSiteName(orig, opts.siteName);
  if (withoutSite !== orig) return withoutSite;
  return readabilityTrim(orig, separatorPattern(MORE_SEPARATORS, true), null);
}

/**
 * mozilla/readability Readability.js `_getArticleTitle` on a title string, with the given separators;
 * `headings` null: separators only (the colon rule was already tried).
 */
function readabilityTrim(orig: string, separator: RegExp, headings: readonly string[] | null): string {
  const parts = Array.from(orig.matchAll(separator));
  let title = orig;
  let hierarchical = false;
  if (parts.length > 0) {
    hierarchical = HIERARCHICAL.test(orig);
    title = orig.slice(0, parts[parts.length - 1]!.index);
    // Too short: drop the first part instead.
    if (wordCount(title) < 3) title = orig.slice(parts[0]!.index + parts[0]![0].length);
  } else if (headings && orig.includes(': ')) {
    const isHeading = headings.some((h) => norm(h) === norm(orig));
    if (!isHeading) {
      title = orig.slice(orig.lastIndexOf(':') + 1);
      if (wordCount(title) < 3) title = orig.slice(orig.indexOf(':') + 1);
      else if (wordCount(orig.slice(0, orig.indexOf(':'))) > 5) title = orig;
    }
  }
  title = title.trim();
  // Four words or fewer left: keep the original unless one hierarchical crumb went (Readability's
  // rule, its word count of the title with separators removed included). Never one word.
  const n = wordCount(title);
  if (n < 2 || (n <= 4 && (!hierarchical || n !== wordCount(orig.replace(separator, '')) - 1))) return orig;
  return title;
}

/**
 * The site's own name at either end of a title, after a separator, removed (but never down to one
 * word). For titles from metadata (og:title), which only the site name is trimmed from.
 */
export function stripSiteName(title: string, siteName: string | undefined): string {
  const orig = title.replace(/\s+/g, ' ').trim();
  if (!siteName) return orig;
  const parts = Array.from(orig.matchAll(separatorPattern(READABILITY_SEPARATORS + MORE_SEPARATORS, true)));
  if (parts.length === 0) return orig;
  const site = norm(siteName);
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  const before = orig.slice(0, last.index).trim();
  const after = orig.slice(first.index + first[0].length).trim();
  if (norm(orig.slice(last.index + last[0].length)) === site && wordCount(before) >= 2) return before;
  if (norm(orig.slice(0, first.index)) === site && wordCount(after) >= 2) return after;
  return orig;
}
