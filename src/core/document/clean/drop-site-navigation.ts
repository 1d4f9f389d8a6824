import { linkTextLength, textLength } from '../dom/block-text';
import { classWords } from '../dom/class-tokens';

/**
 * The site's menus inside an article. When a page's article shares one container with the header
 * (Readability then returns much of the body), its `<nav>` and menu bars come along: "Home, News,
 * Sports, Jobs, Sign in…". A navigation block is dropped when it is mostly links and they lead to
 * other pages; a table of contents (links within this page) and a pager ("Next page") stay.
 */
const NAVIGATION = 'nav, [role="navigation"], [role="menu"], [role="menubar"]';
const PAGER = / (?:pagination|pager|paging|page numbers|adjacent posts|post navigation|toc|table of contents) /;

export function dropSiteNavigation(article: Element, pageUrl: string): void {
  let page = withoutHash(pageUrl);
  try {
    page = withoutHash(new URL(pageUrl).href);
  } catch {
    // Not a URL (a bare file name): compared as written.
  }
  for (const nav of Array.from(article.querySelectorAll(NAVIGATION))) {
    if (!article.contains(nav) || PAGER.test(classWords(nav)) || PAGER.test(` ${(nav.getAttribute('aria-label') ?? '').toLowerCase()} `)) continue;
    const length = textLength(nav);
    if (length > 0 && linkTextLength(nav) / length < 0.5) continue;
    const links = Array.from(nav.querySelectorAll('a[href]'));
    const away = links.filter((a) => leavesPage(a.getAttribute('href')!, page)).length;
    if (links.length === 0 || away / links.length > 0.5) nav.remove();
  }
}

function withoutHash(url: string): string {
  const i = url.indexOf('#');
  return i < 0 ? url : url.slice(0, i);
}

function leavesPage(href: string, page: string): boolean {
  if (href.startsWith('#')) return false;
  try {
    return withoutHash(new URL(href, page).href) !== page;
  } catch {
    return true;
  }
}
