/**
 * Writes a page's "with" and "without" segments (tests/bench/segment-metric.ts) from its source's gold
 * text, the same way for every source, so that the generalisation corpus is annotated by a rule and not
 * by hand. Method:
 *
 * - "with": lines of the gold text that one block of the page shows (a segment never spans two blocks:
 *   Postlight's "first words" run a picture's caption into the first paragraph, and a caption is
 *   boilerplate to the metric), cut to at most MAX_WITH_CHARS at a word boundary (a prefix of a line is
 *   still text of the article); a line no block holds whole loses words from its start until one does.
 *   At least MIN_COMPARABLE letters or digits long; up to MAX_SEGMENTS of them, spread from the gold's
 *   start to its end. Sources whose gold is only the article's opening (goose3's `cleaned_text`,
 *   Postlight's first words) give what they have.
 * - "without": blocks of the page that are the site's and not the article's by the page's own structure
 *   — inside `<nav>`, `<header>`, `<footer>`, `<aside>`, `<form>` or an element with a landmark role
 *   (navigation, banner, contentinfo, complementary, search) — or links of a list of three or more links,
 *   and whose text is not in the gold (nor contains a "with" segment) and occurs once in the page's text
 *   (a name in a tag list that the story also mentions, a heading repeated in a menu: found in a document,
 *   it says nothing of which copy was kept); short labels under MIN_COMPARABLE letters are left out (a
 *   "Home" found anywhere in an article would count). Up to MAX_SEGMENTS, spread over the page. Class and id names are not read: the rules under test read them,
 *   and the annotation should not share their guesses.
 */
import { comparable, type Segments } from '../tests/bench/segment-metric';

export const MAX_SEGMENTS = 5;
export const MIN_COMPARABLE = 12;
const MAX_WITH_CHARS = 160;
const MAX_WITHOUT_CHARS = 160;

const CHROME_TAGS = new Set(['NAV', 'HEADER', 'FOOTER', 'ASIDE', 'FORM']);
const CHROME_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search']);
const NO_TEXT = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME']);
const CANDIDATE_TAGS = new Set(['A', 'LI', 'P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'SPAN', 'DIV', 'TD', 'DT', 'DD', 'SMALL', 'LABEL', 'FIGCAPTION', 'BUTTON']);

const collapse = (t: string) => t.replace(/\s+/g, ' ').trim();

/** `n` items of `xs` spread evenly from first to last (all of them when there are no more). */
export function spread<T>(xs: readonly T[], n: number): T[] {
  if (xs.length <= n) return [...xs];
  if (n === 1) return [xs[0]!];
  return Array.from({ length: n }, (_, i) => xs[Math.round((i * (xs.length - 1)) / (n - 1))]!);
}

/** A line cut to at most `max` characters at a space (scripts without spaces: at `max`). */
export function cutAtWord(line: string, max: number): string {
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return space > max / 2 ? cut.slice(0, space) : cut;
}

/** The comparable text of every element that holds text of its own (a text node as a child), page order. */
function blockTexts(doc: Document): string[] {
  const out: string[] = [];
  for (const el of Array.from((doc.body ?? doc.documentElement)?.querySelectorAll('*') ?? [])) {
    if (hidden(el)) continue;
    if (!Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.nodeValue ?? '').trim() !== '')) continue;
    out.push(comparable(el.textContent ?? ''));
  }
  return out;
}

/** The page's text, without what no reader sees (scripts, styles), as comparable. */
function pageText(doc: Document): string {
  const body = doc.body ?? doc.documentElement;
  if (!body) return '';
  const clone = body.cloneNode(true) as Element;
  for (const el of Array.from(clone.querySelectorAll('script, style, noscript, template, svg, iframe'))) el.remove();
  return comparable(clone.textContent ?? '');
}

/** The longest end of `line` (whole words; characters for scripts without spaces) that one block holds. */
function inOneBlock(line: string, blocks: readonly string[]): string | null {
  const held = (l: string) => {
    const c = comparable(l);
    return c.length >= MIN_COMPARABLE && blocks.some((b) => b.includes(c));
  };
  let rest = line;
  while (comparable(rest).length >= MIN_COMPARABLE) {
    if (held(rest)) return rest;
    const space = rest.indexOf(' ');
    rest = space > 0 ? rest.slice(space + 1) : rest.slice(Math.max(1, Math.floor(rest.length / 10)));
  }
  return null;
}

function inChrome(el: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement) {
    if (CHROME_TAGS.has(e.nodeName.toUpperCase())) return true;
    if (CHROME_ROLES.has((e.getAttribute('role') ?? '').toLowerCase())) return true;
  }
  return false;
}

function hidden(el: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement) if (NO_TEXT.has(e.nodeName.toUpperCase())) return true;
  return false;
}

/** A link of a list of three or more links (a menu, a "related" list, a footer's columns). */
function listedLink(el: Element): boolean {
  if (el.nodeName.toUpperCase() !== 'A') return false;
  const list = el.closest('ul, ol');
  return list !== null && list.querySelectorAll('a[href]').length >= 3;
}

/** The segments of one page, from its DOM and its source's gold text. */
export function annotate(doc: Document, gold: string): Segments {
  const blocks = blockTexts(doc);
  const page = pageText(doc);
  const once = (c: string) => page.indexOf(c) === page.lastIndexOf(c);
  const goldComparable = comparable(gold);
  const lines = gold
    .split(/\n+/)
    .map(collapse)
    .map((l) => cutAtWord(l, MAX_WITH_CHARS))
    .flatMap((l) => inOneBlock(l, blocks) ?? []);
  const withs = spread([...new Map(lines.map((l) => [comparable(l), l])).values()], MAX_SEGMENTS);
  const withComparables = withs.map(comparable);

  const seen = new Set<string>();
  const candidates: string[] = [];
  for (const el of Array.from((doc.body ?? doc.documentElement)?.querySelectorAll('*') ?? [])) {
    if (!CANDIDATE_TAGS.has(el.nodeName.toUpperCase()) || hidden(el)) continue;
    // The innermost block holding the text: an element with element children that also hold text is read by them.
    if (Array.from(el.children).some((c) => collapse(c.textContent ?? '') !== '' && c.nodeName.toUpperCase() !== 'A' && CANDIDATE_TAGS.has(c.nodeName.toUpperCase())) && el.nodeName.toUpperCase() !== 'A') continue;
    if (!inChrome(el) && !listedLink(el)) continue;
    const text = cutAtWord(collapse(el.textContent ?? ''), MAX_WITHOUT_CHARS);
    const c = comparable(text);
    if (c.length < MIN_COMPARABLE || seen.has(c)) continue;
    seen.add(c);
    if (goldComparable.includes(c) || withComparables.some((w) => w.includes(c) || c.includes(w)) || !once(c)) continue;
    candidates.push(text);
  }
  return { with: withs, without: spread(candidates, MAX_SEGMENTS) };
}
