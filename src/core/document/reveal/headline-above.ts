import { followingText, normalize, noteLeadIn } from './lead-ins';
import { headTitles } from '../metadata/page-title';

/**
 * The page's one `<h1>` in a block named "header" beside the article's body (`<div class="article-header">
 * <h1>` then `<div class="article-body">`): Readability strips a block whose class or id says "header"
 * as the site's header before scoring, and the headline goes with it. Where the headline repeats the
 * page's title nothing is lost (the view shows the title); where it says something else (a `<title>`
 * naming the site's section or written for search) the reader saw it above the text and the document
 * lacked it. Such a headline is noted to go back before the block its following text opens
 * (lead-ins.ts). Only a page's single h1 (several make a listing, not one headline), and only in a
 * "header" block: Readability's own test pages drop an h1 standing between plain blocks, and its
 * expected output is what the corpus guards.
 */
const HEADER = /header/i;
/** How far up from the h1 its header block is looked for. */
const MAX_DEPTH = 3;
/** The share of a headline's words in a title that makes it the title again. */
const SHARED = 0.5;

export function noteHeadlineAbove(headings: readonly Element[], root: Element): void {
  let h1: Element | null = null;
  for (const h of headings) {
    if (h.nodeName.toUpperCase() !== 'H1') continue;
    if (h1) return;
    h1 = h;
  }
  if (!h1 || !inHeaderBlock(h1, root)) return;
  const words = wordsOf(h1.textContent ?? '');
  if (words.length === 0 || titles(root).some((t) => repeats(words, t))) return;
  const text = followingText(h1);
  if (text) noteLeadIn(root, [text], [h1]);
}

function inHeaderBlock(h1: Element, root: Element): boolean {
  let e = h1.parentElement;
  for (let depth = 0; e && e !== root && depth < MAX_DEPTH; depth++, e = e.parentElement) {
    if (HEADER.test(e.getAttribute('class') ?? '') || HEADER.test(e.getAttribute('id') ?? '')) return true;
  }
  return false;
}

/** Most of the headline's words are the title's: the same headline, reworded ("Skyrim (skyrim) run speed"). */
function repeats(words: readonly string[], title: string): boolean {
  const inTitle = new Set(wordsOf(title));
  return words.filter((w) => inTitle.has(w)).length >= SHARED * words.length;
}

function wordsOf(text: string): string[] {
  return normalize(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The page's titles: its `<title>` and the titles its metadata gives, as normalize reads them. */
function titles(root: Element): string[] {
  const head = root.ownerDocument?.head;
  if (!head) return [];
  const { title, metaTitles } = headTitles(head);
  return [title ?? '', ...metaTitles].map(normalize).filter((t) => t !== '');
}
