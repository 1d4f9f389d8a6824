import { firstText, followingText, normalize, noteLeadIn } from './lead-ins';

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
 * beside a headline.
 */

/** What prepare-content's one walk of the page collects for the rule (with `mayBeStandfirst`, its plain check). */
export const STANDFIRST = 'p, h2, h3, h4, h5, h6, div, span';

/** What a standfirst is set in, and what its inline wrapper may stand in. */
const TEXT_BLOCKS: ReadonlySet<string> = new Set(['P', 'H2', 'H3', 'H4', 'H5', 'H6']);
/** Boxes that hold text only as their own first child are read; others hold it deeper, in an element read itself. */
const BOXES: ReadonlySet<string> = new Set(['DIV', 'SPAN']);
const TAGS: ReadonlySet<string> = new Set([...TEXT_BLOCKS, ...BOXES]);

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

/** Notes the first element that repeats the page's description, before Readability moves anything (prepare-content's rule). */
export function noteStandfirst(candidates: readonly Element[], root: Element): void {
  const head = root.ownerDocument?.head;
  if (!head) return;
  const descriptions = new Set<string>();
  for (const meta of Array.from(head.querySelectorAll(DESCRIPTION))) {
    const text = normalize(meta.getAttribute('content') ?? '');
    if (text.length >= MIN_CHARS) descriptions.add(text);
  }
  if (descriptions.size === 0) return;
  const openings = new Set(Array.from(descriptions, (d) => d.slice(0, OPENING_CHARS)));
  for (const el of candidates) {
    // The first text is read before the whole element's: most differ from the start.
    const first = BOXES.has(el.nodeName.toUpperCase()) ? ownFirstText(el) : firstText(el);
    if (!first || !openings.has(normalize((first.nodeValue ?? '').slice(0, 2 * OPENING_CHARS)).slice(0, OPENING_CHARS))) continue;
    const text = normalize(el.textContent ?? '');
    if (!repeatsDescription(text, descriptions)) continue;
    const whole = outermostWithText(el, text.length);
    const following = followingText(whole);
    noteLeadIn(root, following ? [following] : [], [asParagraph(whole)], true);
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
