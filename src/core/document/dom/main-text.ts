/**
 * How much of an element is main text, measured the way block classifiers that hold across sites and
 * languages measure it (boilerpipe's and Dragnet's text and link density per block, jusText's length
 * classes in `justext/core.py`): each innermost block (a paragraph, an item, a cell, a div's own words)
 * is main text when it is long enough to be prose and little of it is link text; menus, link lists,
 * buttons and captions are not. Blocks inside the page's landmarks (`nav`, `header`, `footer`,
 * `aside`, `form`, and their ARIA roles) are the site's, not the page's: trafilatura's tree cleaning
 * drops the same tags before it looks for text.
 *
 * Lengths are in Latin-character equivalents: a Chinese character or a Japanese kana says about what
 * three Latin letters say (a translation into Japanese or Chinese has about a third of the characters
 * of its English original), so a 200-character Japanese paragraph weighs as a 600-letter English one.
 */

/** Blocks of their own: their text is one unit, apart from the blocks around them. */
const BLOCKS = new Set([
  'P', 'LI', 'TD', 'TH', 'DD', 'DT', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'DIV', 'SECTION', 'ARTICLE',
  'MAIN', 'UL', 'OL', 'DL', 'TABLE', 'TR', 'FIGURE', 'FIGCAPTION', 'BODY', 'SUMMARY', 'DETAILS', 'ADDRESS',
]);
/** Never read: no text a person sees. */
const SILENT = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME', 'OBJECT', 'SELECT', 'BUTTON', 'TEXTAREA']);
/** The site's own regions around a page's content. */
const LANDMARKS = new Set(['NAV', 'HEADER', 'FOOTER', 'ASIDE', 'FORM']);
/**
 * …and a dialog: by WAI-ARIA a window apart from the page's own (a cookie consent's preference centre,
 * a sign-in or report form), whose prose is no part of the page's content even when it is long.
 */
const LANDMARK_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search', 'menu', 'menubar', 'dialog', 'alertdialog']);

/** jusText's `length_low` (70 characters): a shorter block is no paragraph of prose on its own. */
export const MIN_PROSE_BLOCK = 70;
/** boilerpipe's and jusText's link density boundary (jusText `max_link_density` 0.2, boilerpipe 0.33): more is a block of links. */
export const MAX_LINK_DENSITY = 0.33;

interface Block {
  text: number;
  links: number;
}

/** The main text of `root`, in Latin-character equivalents: the sum of its prose blocks (see above). */
export function mainTextLength(root: Element | null): number {
  return root ? measure(root, null) : 0;
}

/**
 * The main text of `root` and of each element inside it that holds any (elements without main text are
 * left out of the map): one walk, for finding where on a page its main text stands.
 */
export function mainTextByElement(root: Element): { total: number; within: Map<Element, number> } {
  const within = new Map<Element, number>();
  return { total: measure(root, within), within };
}

function measure(root: Element, within: Map<Element, number> | null): number {
  // Returns the prose of `el`'s own blocks below it; the text of inline children goes into `block`.
  const visit = (el: Element, block: Block, inLink: boolean): number => {
    let total = 0;
    for (let n = el.firstChild; n; n = n.nextSibling) {
      if (n.nodeType === 3) {
        const w = weightedLength(n.nodeValue ?? '');
        block.text += w;
        if (inLink) block.links += w;
        continue;
      }
      if (n.nodeType !== 1) continue;
      const child = n as Element;
      const name = child.nodeName.toUpperCase();
      if (SILENT.has(name) || isLandmark(child, name) || isHidden(child)) continue;
      let prose: number;
      if (BLOCKS.has(name)) {
        const own: Block = { text: 0, links: 0 };
        prose = visit(child, own, inLink) + proseOf(own);
      } else {
        // An inline element's text belongs to the block around it; only the blocks inside it are its own.
        prose = visit(child, block, inLink || name === 'A');
      }
      if (within && prose > 0) within.set(child, prose);
      total += prose;
    }
    return total;
  };
  const top: Block = { text: 0, links: 0 };
  const total = visit(root, top, false);
  return total + proseOf(top);
}

/** A block's length when it is prose, else 0. */
function proseOf(b: Block): number {
  return b.text >= MIN_PROSE_BLOCK && b.links <= MAX_LINK_DENSITY * b.text ? b.text : 0;
}

const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;

/** Not shown: a closed dialog, `hidden`, `aria-hidden`, or hidden by its style (a mega menu, a modal's text). */
export function isHidden(el: Element): boolean {
  if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true' || (el.nodeName.toUpperCase() === 'DIALOG' && !el.hasAttribute('open'))) return true;
  const style = el.getAttribute('style');
  return style !== null && HIDDEN_STYLE.test(style);
}

function isLandmark(el: Element, name: string): boolean {
  if (LANDMARKS.has(name)) return true;
  const role = el.getAttribute('role');
  return role !== null && LANDMARK_ROLES.has(role);
}

/** A Han character or kana counts as this many Latin letters (see above). */
const HAN_OR_KANA_WEIGHT = 3;

function isHanOrKana(c: number): boolean {
  return (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff);
}

/** Characters that are not white space, a Han character or kana counting three (see above). */
export function weightedLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 0x20 || c === 0xa0 || c === 0x3000) continue;
    n += isHanOrKana(c) ? HAN_OR_KANA_WEIGHT : 1;
  }
  return n;
}

/**
 * `length` (a text's characters, white space and all, as the choose stage's checks count them) in
 * Latin-character equivalents, its Han characters and kana weighed as above. The checks' thresholds
 * ("under 250 characters is a teaser") were set on alphabetic text.
 */
export function readingLength(text: string, length: number): number {
  let dense = 0;
  for (let i = 0; i < text.length; i++) if (isHanOrKana(text.charCodeAt(i))) dense++;
  return length + (HAN_OR_KANA_WEIGHT - 1) * dense;
}
