import { HEADING_TAGS } from '../dom/block-text';

/**
 * Ids that are a heading's words made an anchor: documentation generators, wikis and markdown
 * renderers give each section the slug of its heading (Sphinx's `<div class="section"
 * id="example-1-amend-a-shared-changeset">`, `<section id="related-work">`, MediaWiki's `<span
 * id="Social_media">` inside the heading). Readability reads ids as the page's own names for its
 * parts, so a section whose title says "shared", "comment", "related", "media" or "footer" is taken
 * for a share bar, a comment thread or a footer — stripped, or scored below zero and cleaned away —
 * though a reader sees a section of the article like the others. Such an id is moved to
 * `data-heading-id` before Readability runs; ids that are not a heading's words stay, and so does
 * every class.
 */
/** Readability 0.6.0's unlikelyCandidates and negative patterns (REGEXPS), which it tests ids against. */
const READ_AS_CHROME =
  /-ad-|ai2html|banner|breadcrumbs|combx|comment|community|cover-wrap|disqus|extra|footer|gdpr|header|legends|menu|related|remark|replies|rss|shoutbox|sidebar|skyscraper|social|sponsor|supplemental|ad-break|agegate|pagination|pager|popup|yom-remote|hidden|^hid$| hid$| hid |^hid |com-|contact|masthead|media|meta|outbrain|promo|scroll|share|shopping|tags|widget|byline|author|dateline|writtenby/i;

/** What prepare-content's one walk of the page collects for the rule (with `hasId`, its plain check). */
export const WITH_ID = '[id]';

export function hasId(el: Element): boolean {
  return el.hasAttribute('id');
}

/** Moves the ids among `found` (elements with an id) that Readability would read as chrome and that are their heading's slug. */
export function keepHeadingAnchors(found: readonly Element[]): void {
  for (const el of found) {
    const id = el.getAttribute('id')!;
    if (!READ_AS_CHROME.test(id)) continue;
    // A class that says the same ("comments-area") and a one-word title ("Comments", "Related") name
    // the page's furniture: that id is its role as much as its heading's slug.
    if (READ_AS_CHROME.test(el.getAttribute('class') ?? '')) continue;
    const heading = headingOf(el);
    const title = heading && words(heading.textContent ?? '');
    if (!title || !title.includes(' ') || words(id).replace(/ \d+$/, '') !== title) continue;
    el.removeAttribute('id');
    el.setAttribute('data-heading-id', id);
  }
}

/** The heading `el` is, is inside, or opens with (its first element, or that element's first). */
function headingOf(el: Element): Element | null {
  for (let e: Element | null = el; e; e = e.parentElement) if (HEADING_TAGS.has(e.nodeName.toUpperCase())) return el;
  let first = el.firstElementChild;
  for (let depth = 0; first && depth < 2; depth++, first = first.firstElementChild) if (HEADING_TAGS.has(first.nodeName.toUpperCase())) return first;
  return null;
}

/** Letters and digits, lower case, one space between runs: the same for a title and its slug. */
function words(s: string): string {
  return s
    .replace(/['’]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .join(' ');
}
