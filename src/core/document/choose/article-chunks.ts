import { linkTextLength, textLength } from '../dom/block-text';
import { keptBlocksParent } from '../dom/readability-content';
import { closestWhere } from '../dom/element-walk';
import { classAttribute } from '../dom/class-tokens';

/**
 * An article the site cut into chunks: the same container (or paragraph) several times down the
 * page, an ad row or a teaser between each, each chunk deep enough in its own wrappers that none of
 * Readability's scores reaches a common parent. Readability keeps the chunk that scored highest and
 * leaves the others in the page. They are found by what the kept part is named (tag and class, the
 * page's own name for "a chunk of this text"), and put back in page order.
 */

/** A chunk is prose: at least this much text… */
const MIN_CHUNK_CHARS = 80;
/** …and no more of it in links than this (a teaser card of the same name is mostly its link). */
const MAX_LINK_DENSITY = 0.25;
/** A chunk of text asks nothing of the reader: a box with fields is a sign-up or paywall form of the same name. */
const FORM_FIELD = 'input, select, textarea';

/**
 * Where a paragraph named as the text's is still no chunk of it: a picture's caption, and the page's
 * navigation, footer and asides (a site's "about us" in its paragraph style).
 */
const OUTSIDE_TEXT: ReadonlySet<string> = new Set(['figure', 'figcaption', 'nav', 'footer', 'aside']);
const outsideText = (el: Element) => OUTSIDE_TEXT.has(el.localName.toLowerCase());

const nameOf = (el: Element): string | null => {
  // classAttribute, not getAttribute: the scan below reads the class of every element of a kept tag.
  const cls = classAttribute(el)?.trim();
  return cls ? `${el.localName.toLowerCase()} ${cls.split(/\s+/).sort().join(' ')}` : null;
};

/** The kept part's names: the wrappers down to `container` (where its blocks stand), and a name two or more of the blocks share. */
function keptNames(article: Element, container: Element): Set<string> {
  const names = new Set<string>();
  for (let el: Element | null = article.firstElementChild; el; el = el.firstElementChild) {
    if (!/^readability-page-/.test(el.id)) {
      const name = nameOf(el);
      if (name) names.add(name);
    }
    if (el === container) break;
  }
  const seen = new Set<string>();
  for (const block of Array.from(container.children)) {
    const name = nameOf(block);
    if (!name) continue;
    if (seen.has(name)) names.add(name);
    seen.add(name);
  }
  return names;
}

/**
 * Puts back into Readability's `article` the chunks of it left in `work` (the page Readability read,
 * what it did not take). `elements`: the page's elements in page order, listed before Readability ran.
 */
export function joinArticleChunks(article: Element, work: Document, elements: readonly Element[]): void {
  const container = keptBlocksParent(article);
  const names = keptNames(article, container);
  if (names.size === 0) return;
  // The text's own paragraphs, by name: a chunk holds one of them (a teaser box of the same layout name holds other paragraphs).
  const paragraphNames = new Set<string>();
  for (const p of Array.from(article.getElementsByTagName('p'))) {
    const name = nameOf(p);
    if (name) paragraphNames.add(name);
  }
  if (paragraphNames.size === 0) return;
  const holdsParagraph = (el: Element) => (el.localName.toLowerCase() === 'p' ? [el] : Array.from(el.getElementsByTagName('p'))).some((p) => paragraphNames.has(nameOf(p) ?? ''));
  const tags = new Set(Array.from(names, (n) => n.slice(0, n.indexOf(' '))));
  const chunks: Element[] = [];
  // The last element of a kept name met: what is inside it is judged with it (a form's paragraph goes with the form).
  let met: Element | undefined;
  for (const el of elements) {
    if (!tags.has(el.localName.toLowerCase())) continue;
    const name = nameOf(el);
    if (!name || !names.has(name) || met?.contains(el)) continue;
    met = el;
    if (el.getRootNode() !== work) continue;
    if (el.querySelector(FORM_FIELD) || closestWhere(el, outsideText) || !holdsParagraph(el)) continue;
    const length = textLength(el);
    if (length < MIN_CHUNK_CHARS || linkTextLength(el) > MAX_LINK_DENSITY * length) continue;
    chunks.push(el);
  }
  if (chunks.length === 0) return;
  const order = new Map<Element, number>();
  elements.forEach((el, i) => order.set(el, i));
  // A kept block's place in the page: its own, or that of its first element that has one (Readability makes some blocks anew).
  const placeOf = (block: Element): number | undefined => {
    for (let el: Element | null = block; el; el = el.firstElementChild) {
      const at = order.get(el);
      if (at !== undefined) return at;
    }
    return undefined;
  };
  const placed = Array.from(container.children, (block) => ({ block, at: placeOf(block) })).filter((b): b is { block: Element; at: number } => b.at !== undefined);
  if (placed.length === 0) return;
  for (const chunk of chunks) {
    const at = order.get(chunk)!;
    const before = placed.find((b) => b.at > at);
    container.insertBefore(chunk, before ? before.block : null);
    placed.push({ block: chunk, at });
    placed.sort((a, b) => a.at - b.at);
  }
}
