import { firstText, followingText, normalize, noteLeadIn } from './lead-ins';
import { classWords } from '../dom/class-tokens';
import { isHidden } from '../dom/main-text';
import { HEADING_TAGS, linkTextLength } from '../dom/block-text';

/**
 * The standfirst: the sentence or two under a headline that sums the story up, which most sites also
 * give as the page's description (`<meta name="description">`, og:description). Pages set it in the
 * headline's block beside the date, the author and the share buttons, as a paragraph, a subheading
 * (`<h2 class="subtitle">`) or a bare box of text, and Readability, scoring the body's paragraphs,
 * leaves that block out with the standfirst in it, though a reader reads it right before the first
 * paragraph. The first element of the page that says what the description says is noted to go back
 * as a paragraph before the block its following text opens (lead-ins.ts), or before the article's
 * first block when that text is a byline or a date the article left out too; unless the article has
 * it. The description is the test: text the page itself names as its summary, not any short text
 * beside a headline. A page whose description says something else still names its standfirst in its
 * markup (`class="article-lead"`, `subheadline`, `strapline`, an `<hgroup>`'s text): the first such
 * element right after the headline goes back alike (noteNamed). A page that does neither: the first
 * block of prose under its headline (noteFirstProse).
 */

/** What prepare-content's one walk of the page collects for the rule (with `mayBeStandfirst`, its plain check). */
export const STANDFIRST = 'h1, p, h2, h3, h4, h5, h6, div, span';

/** What a standfirst is set in, and what its inline wrapper may stand in. */
const TEXT_BLOCKS: ReadonlySet<string> = new Set(['P', 'H2', 'H3', 'H4', 'H5', 'H6']);
/** Boxes that hold text only as their own first child are read; others hold it deeper, in an element read itself. */
const BOXES: ReadonlySet<string> = new Set(['DIV', 'SPAN']);
const TAGS: ReadonlySet<string> = new Set(['H1', ...TEXT_BLOCKS, ...BOXES]);

export function mayBeStandfirst(_el: Element, name: string): boolean {
  return TAGS.has(name);
}

/** Where the page describes itself, as Readability reads its excerpt. */
const DESCRIPTION = 'meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]';
/** A shorter description is a label ("Blog", "News and views"), not a summary a paragraph repeats. */
const MIN_CHARS = 40;
/** How much of an element's first text is compared before its whole text is read. */
const OPENING_CHARS = 24;
/** What a description cut short ends with. */
const CUT = /\s*(?:\.\.\.|…)$/;
/**
 * The shorter of an element's text and the description, when one begins the other, is at least this
 * share of the longer: a description cut at a word limit, or one that adds a sentence to the standfirst;
 * not a description that begins the whole story (a box holding the article's text as its own).
 */
const MIN_SHARE = 0.5;

/**
 * Notes the page's standfirst, before Readability moves anything (prepare-content's rule): by the
 * description and by its name. `found`: the walk's text blocks and boxes, and the headlines (h1) among them.
 */
export function noteStandfirst(found: readonly Element[], root: Element): void {
  // Both: the element that repeats the description may be another (a share box's text, a hidden teaser) that the article leaves out.
  const described = noteDescribed(found, root);
  const near = underHeadline(found);
  if (!near) return;
  // Neither: the first prose under the headline, when it reads as a standfirst.
  if (!noteNamed(near, root, described) && !described) noteFirstProse(near, root);
}

/** The page's headline (its first h1) and the elements right after it, where a standfirst stands. */
interface UnderHeadline {
  headline: Element;
  after: readonly Element[];
}

function underHeadline(found: readonly Element[]): UnderHeadline | null {
  const h1 = found.findIndex((el) => el.nodeName.toUpperCase() === 'H1');
  return h1 < 0 ? null : { headline: found[h1]!, after: found.slice(h1 + 1, h1 + 1 + NEAR_HEADLINE) };
}

/** Notes `el` (whose text is `length` long) to go back as a paragraph before the text that follows it. */
function noteAsLeadIn(el: Element, length: number, root: Element): void {
  const whole = outermostWithText(el, length);
  const following = followingText(whole);
  noteLeadIn(root, following ? [following] : [], [asParagraph(whole)], true);
}

/** Notes the first element that repeats the page's description, and gives its text (normalized). */
function noteDescribed(candidates: readonly Element[], root: Element): string | undefined {
  const head = root.ownerDocument?.head;
  if (!head) return undefined;
  const descriptions = new Set<string>();
  for (const meta of Array.from(head.querySelectorAll(DESCRIPTION))) {
    const text = normalize(meta.getAttribute('content') ?? '');
    if (text.length >= MIN_CHARS) descriptions.add(text);
  }
  if (descriptions.size === 0) return undefined;
  const openings = new Set(Array.from(descriptions, (d) => d.slice(0, OPENING_CHARS)));
  for (const el of candidates) {
    if (el.nodeName.toUpperCase() === 'H1') continue;
    // The first text is read before the whole element's: most differ from the start.
    const first = BOXES.has(el.nodeName.toUpperCase()) ? ownFirstText(el) : firstText(el);
    if (!first || !openings.has(normalize((first.nodeValue ?? '').slice(0, 2 * OPENING_CHARS)).slice(0, OPENING_CHARS))) continue;
    const text = normalize(el.textContent ?? '');
    if (!repeatsDescription(text, descriptions)) continue;
    noteAsLeadIn(el, text.length, root);
    return text;
  }
  return undefined;
}

/**
 * What sites name a standfirst, in their classes and ids (class-tokens.ts words), in English (most
 * sites' names, whatever their language) and in the languages whose sites name it in their own.
 */
const STANDFIRST_NAME = / (?:standfirst|strapline|stand first|lead|lede|dek|deck|sub ?title|sub ?headline|sub ?head|excerpt|summary|intro|abstract|perex|vorspann|entradilla|chapo|chapeau|sottotitolo|occhiello|spot|zajawka) /;
/** A named standfirst may be a short line ("A big shift, but with some wiggle room"): its name says what it is. */
const MIN_NAMED_CHARS = 20;
/** A standfirst stands right under the headline: among this many of the elements after it. */
const NEAR_HEADLINE = 40;
/** Longer is no standfirst but a block of the story (a box named "intro" around its first paragraphs). */
const MAX_CHARS = 800;
/** Its words are its own: a linked teaser named "summary" is mostly its link. */
const MAX_LINK_SHARE = 0.3;

/**
 * A page whose description does not repeat its standfirst (written for search, or cut short) still
 * names it: the first element after the page's headline whose class or id says standfirst (or the
 * text of a heading group, `<hgroup>`, beside its heading) and holds a sentence of its own.
 */
function noteNamed({ headline, after }: UnderHeadline, root: Element, described: string | undefined): string | undefined {
  for (const el of after) {
    if (headline.contains(el) || !(STANDFIRST_NAME.test(classWords(el)) || (el.parentElement?.nodeName.toUpperCase() === 'HGROUP' && !HEADING_TAGS.has(el.nodeName.toUpperCase())))) continue;
    const text = normalize(el.textContent ?? '');
    if (text.length < MIN_NAMED_CHARS || text.length > MAX_CHARS || linkTextLength(el) > MAX_LINK_SHARE * text.length) continue;
    // The standfirst the description found, again: it goes back once.
    if (described && (described.includes(text) || text.includes(described))) return text;
    noteAsLeadIn(el, text.length, root);
    return text;
  }
  return undefined;
}

/** Shorter text under a headline is a date, a byline, a button's label: no standfirst. */
const MIN_PROSE_CHARS = 40;
/**
 * What the blocks around a headline are that are no standfirst, by their class or id and those of the
 * boxes around them below the one they share with the headline: a lead photo's caption and credit, the
 * byline and date, share rows, tags, the kicker, an embedded video's title.
 */
const NOT_STANDFIRST = / (?:caption|credit|byline|author|date|time|meta|copyright|photo|image|img|figure|share|social|breadcrumb|tag|tags|label|kicker|topic|category|title|video) /;
/** Where text under a headline is another thing's: a photo, a menu, a sidebar, a footer, a linked card. */
const ELSEWHERE = 'figure, figcaption, nav, aside, footer, a';

/**
 * A page that neither describes nor names its standfirst: the first block of text under the headline,
 * when it reads as a standfirst (a sentence or a few, not a link, not a caption, a byline or a share
 * row, and shown). Often it is the article's own first paragraph; then it is in the article already and
 * goes back nowhere (lead-ins.ts). Otherwise it is what Readability left out above the body: the
 * standfirst, a product's or a course's summary under its name, a question under its title.
 */
function noteFirstProse({ headline, after }: UnderHeadline, root: Element): void {
  for (const el of after) {
    if (headline.contains(el) || el.nodeName.toUpperCase() === 'H1' || (BOXES.has(el.nodeName.toUpperCase()) && !ownFirstText(el))) continue;
    const text = normalize(el.textContent ?? '');
    if (text.length < MIN_PROSE_CHARS) continue;
    // The first block of text under the headline is the standfirst if anything is: past it is the story.
    if (text.length > MAX_CHARS || linkTextLength(el) > MAX_LINK_SHARE * text.length || el.closest(ELSEWHERE)) return;
    for (let at: Element | null = el; at; at = at.parentElement) if (isHidden(at)) return;
    for (let at: Element | null = el; at && !at.contains(headline); at = at.parentElement) if (NOT_STANDFIRST.test(classWords(at))) return;
    noteAsLeadIn(el, text.length, root);
    return;
  }
}

/** The element's first non-blank child when it is text: a box whose text is its own, not a wrapper's. */
function ownFirstText(el: Element): Node | null {
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3 && /\S/.test(c.nodeValue ?? '')) return c;
    if (c.nodeType === 1) return null;
  }
  return null;
}

/** The element's text and the description are one, or one begins the other and holds most of it. */
function repeatsDescription(text: string, descriptions: ReadonlySet<string>): boolean {
  if (descriptions.has(text)) return true;
  for (const d of descriptions) {
    const kept = d.replace(CUT, '');
    if (kept.length >= MIN_CHARS && text.startsWith(kept) && kept.length >= MIN_SHARE * text.length) return true;
    if (text.length >= MIN_CHARS && d.startsWith(text) && text.length >= MIN_SHARE * d.length) return true;
  }
  return false;
}

/** The paragraph or heading holding nothing but the element's text (`<p><span>…</span></p>` → the paragraph); never a box around it. */
function outermostWithText(el: Element, length: number): Element {
  let at = el;
  while (at.parentElement && TEXT_BLOCKS.has(at.parentElement.nodeName.toUpperCase()) && normalize(at.parentElement.textContent ?? '').length === length) at = at.parentElement;
  return at;
}

/** A subheading or a box of text goes back as what it is to a reader: the article's first paragraph. */
function asParagraph(el: Element): Element {
  if (el.nodeName.toUpperCase() === 'P') return el;
  const p = el.ownerDocument.createElement('p');
  for (let c = el.firstChild; c; c = c.nextSibling) p.appendChild(c.cloneNode(true));
  return p;
}
