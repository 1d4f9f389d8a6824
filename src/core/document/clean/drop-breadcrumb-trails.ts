import { shortText } from '../dom/block-text';
import { leafBlocks, removeWithEmptyAncestors } from '../dom/leaf-blocks';
import { firstWhere, isHrefLink } from '../dom/element-walk';
import { parseUrl } from '../dom/same-site';

/**
 * A breadcrumb trail written as a line of links at the article's top: "Home | Math Display
 * Experiments | MathJax and KaTeX Comparison", "Home › Blog › This post". It tells where the page
 * sits in the site, not what the page says, and the document already has the page's title and
 * address. Markup that names it (`<nav>`, a "breadcrumb" class) goes with the site's navigation and
 * boilerplate; this is the trail written as a plain paragraph. It is known by its shape: two or more
 * links, each pair apart by a separator and nothing else (or set as a list's items, the stylesheet
 * drawing the separators), the first leading to the site's home, then at most the page's own name;
 * and only among the article's first blocks, where a trail stands.
 */

/** How many of the article's first blocks are read: a trail stands above the headline. */
const LOOK_AHEAD = 2;
/** A trail is one short line. */
const MAX_CHARS = 200;
/** What sites set between a trail's steps, alone and as a text is split around them. */
const SEPARATOR = /^[|›»>/\\→·•⟩▸►]+$/;
const AROUND_SEPARATORS = /\s*([|›»>/\\→·•⟩▸►]+)\s*/;
const LISTS: ReadonlySet<string> = new Set(['UL', 'OL']);

export function dropBreadcrumbTrails(article: Element, pageUrl: string): void {
  const page = parseUrl(pageUrl);
  if (!page) return;
  let read: Element | null = null;
  for (const leaf of leafBlocks(article, LOOK_AHEAD)) {
    // A trail set as a list has its steps as items, the separators drawn by the stylesheet.
    const block = leaf.nodeName === 'LI' && LISTS.has(leaf.parentElement?.nodeName ?? '') ? leaf.parentElement! : leaf;
    // A list whose first two items are the first blocks is read once.
    if (block === read) continue;
    read = block;
    if (firstWhere(block, isHrefLink) && shortText(block, MAX_CHARS) !== null && isTrail(block, page)) removeWithEmptyAncestors(block, article);
  }
}

/** Links apart by separators alone, the first to the site's home, then at most the page's own name. */
function isTrail(block: Element, page: URL): boolean {
  const steps: string[] = [];
  let first: Element | null = null;
  const walk = (el: Element): void => {
    for (let n = el.firstChild; n; n = n.nextSibling) {
      if (n.nodeType === 3) {
        for (const piece of (n.nodeValue ?? '').split(AROUND_SEPARATORS)) {
          if (piece.trim() !== '') steps.push(SEPARATOR.test(piece.trim()) ? 'separator' : 'text');
        }
      } else if (n.nodeType === 1) {
        const child = n as Element;
        if (child.nodeName.toUpperCase() === 'A') {
          first ??= child;
          steps.push('link');
        } else {
          if (child.nodeName.toUpperCase() === 'LI' && steps.length > 0) steps.push('separator');
          walk(child);
        }
      }
    }
  };
  walk(block);
  const shape = steps.filter((step, i) => step !== 'separator' || steps[i - 1] !== 'separator').join(' ');
  return /^link(?: separator link)+(?: separator text)?$/.test(shape) && first !== null && leadsHome(first, page);
}

function leadsHome(a: Element, page: URL): boolean {
  const to = parseUrl(a.getAttribute('href') ?? '', page.href);
  return to !== null && to.host === page.host && (to.pathname === '/' || /^\/index\.\w+$/.test(to.pathname));
}
