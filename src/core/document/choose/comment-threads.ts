/**
 * Comment threads as a tree the model can read: each comment becomes one item of a nested list,
 * its own lines (author, age, points, then its text) indented under a bullet, its replies one level
 * deeper. Measured on a thread of eleven comments in o200k tokens (the gpt-oss tokenizer), a list
 * indented two spaces a level costs 471 tokens and 11 lines, nested blockquotes 538–614 tokens and
 * 22–33 lines (every wrapped line repeats each `> `), the flat page 572 tokens and 44 lines. Wrapped
 * lines stay indented under their comment (wrap.ts indents continuations under a list item's text).
 *
 * Nesting is read from what the page says, in this order:
 * - Hacker News: flat table rows (`tr.comtr`), each indented by `td.ind` (`indent` attribute or a
 *   spacer image 40 px wide per level);
 * - new Reddit: `<shreddit-comment depth="N">`;
 * - otherwise comments inside comments (old Reddit's `.comment` in `.child`, WordPress's `li.comment`
 *   in `ol.children`, GitHub's timeline comments with review comments inside, schema.org Comment
 *   items such as Discourse's posts);
 * - else any element whose class names one comment (`comment-item`, `reply`) nested in another, or
 *   the items of a list named for comments or replies (`<ol class="comments">`) with their nested lists;
 * - else boxes side by side that each open with their author and time (comment-heads.ts);
 * - a thread drawn flat nests by whom each reply opens by mentioning (comment-mentions.ts).
 */
import { closestTag, textLength } from '../dom/block-text';
import { classAttribute, classWords } from '../dom/class-tokens';
import { dropCommentControls } from './comment-controls';
import { leadWithAuthor } from './comment-header';
import { headedPosts } from './comment-heads';
import { nestByMentions } from './comment-mentions';
import { dropRepeatedSubject } from './thread-subject';

export const COMMENT = '.comment, .comtr, [itemprop="comment"], [itemtype*="schema.org/Comment"], [data-type="comment"], shreddit-comment, .crawler-post';
const COMMENT_CLASS = /(?:^|\s)(?:comment|comtr|crawler-post)(?:\s|$)/;

/**
 * `el.matches(COMMENT)` by reading a few attributes: linkedom compiles the selector on every call
 * and tests its seven parts against each element. An element without attributes is a comment only
 * as `<shreddit-comment>`.
 */
export function isComment(el: Element): boolean {
  if (!el.hasAttributes()) return el.localName.toLowerCase() === 'shreddit-comment';
  return (
    COMMENT_CLASS.test(classAttribute(el) ?? '') ||
    el.getAttribute('itemprop') === 'comment' ||
    (el.getAttribute('itemtype') ?? '').includes('schema.org/Comment') ||
    el.getAttribute('data-type') === 'comment' ||
    el.localName.toLowerCase() === 'shreddit-comment'
  );
}

/** Anything that may start a thread: every way below of finding comments needs one of these. */
export const HINT = `${COMMENT}, [class*="omment"], [class*="eply"], [id*="omment"]`;
/**
 * `root.querySelector(HINT) !== null`, by reading a few attributes of each element: linkedom tests
 * the selector's ten parts against every element of a page without comments.
 */
export function hasHint(root: Element): boolean {
  const all = root.querySelectorAll('*');
  for (let i = 0; i < all.length; i++) {
    const el = all[i]!;
    if (!el.hasAttributes()) {
      if (el.localName.toLowerCase() === 'shreddit-comment') return true;
      continue;
    }
    const cls = classAttribute(el) ?? '';
    if (cls.includes('omment') || cls.includes('eply') || (el.getAttribute('id') ?? '').includes('omment') || isComment(el)) return true;
  }
  return false;
}

/** The marker turndown's comment rule looks for; its value is the comment's depth (0 = top level). */
export const COMMENT_DEPTH = 'data-comment-depth';
/** Hacker News draws one level of indent as a spacer image this wide. */
const HN_INDENT_PX = 40;
const MIN_COMMENTS = 2;

interface Comment {
  el: Element;
  depth: number;
}

/**
 * Rewrites the comments under `root` into flat, depth-marked blocks in reading order (a comment, then
 * its replies), ready for the markdown converter's comment rule. Returns how many it marked.
 */
export function markCommentThreads(root: Element): number {
  // Most pages have no comments: one walk that stops at the first hint decides.
  if (!hasHint(root)) return 0;
  const comments = findComments(root);
  if (comments.length < MIN_COMMENTS) return 0;
  nestByMentions(comments, root);
  const least = Math.min(...comments.map((c) => c.depth));
  const doc = root.ownerDocument;
  const blocks = new Map<Element, Element>();
  for (const c of comments) {
    const block = doc.createElement('div');
    block.setAttribute(COMMENT_DEPTH, String(c.depth - least));
    blocks.set(c.el, block);
  }
  // Blocks stand, in document order, where their thread's first comment stood: a table of comment
  // rows gives way to a list, replies follow the comment they answer. Places are read before
  // anything moves.
  const anchors = new Map<Element, Element[]>();
  for (const c of comments) {
    const anchor = placeOf(c.el, blocks, root);
    if (!anchors.has(anchor)) anchors.set(anchor, []);
    anchors.get(anchor)!.push(blocks.get(c.el)!);
  }
  // Each comment's own content goes into its block; replies inside it go along for now (they move
  // into their own blocks in turn), then the emptied comment elements go.
  for (const c of comments) {
    const block = blocks.get(c.el)!;
    const cells = c.el.nodeName === 'TR' ? Array.from(c.el.querySelectorAll(':scope > td, :scope > th')) : [c.el];
    for (const cell of cells) while (cell.firstChild) block.appendChild(cell.firstChild);
  }
  for (const [anchor, list] of anchors) {
    for (const block of list) anchor.parentNode?.insertBefore(block, anchor);
  }
  for (const c of comments) c.el.remove();
  for (const anchor of anchors.keys()) if (anchor.isConnected && !(anchor.textContent ?? '').trim()) anchor.remove();
  for (const block of blocks.values()) {
    dropCommentControls(block);
    dropLeftIndents(block);
    leadWithAuthor(block);
  }
  const first = blocks.get(comments[0]!.el)!;
  if (root.contains(first)) dropRepeatedSubject(root, first);
  return comments.length;
}

function findComments(root: Element): Comment[] {
  const rows = Array.from(root.querySelectorAll('tr.comtr'));
  if (rows.length > 0) return rows.map((el) => ({ el, depth: rowIndent(el) }));
  const shreddit = Array.from(root.querySelectorAll('shreddit-comment'));
  if (shreddit.length > 0) {
    return shreddit.map((el) => ({ el, depth: Number(el.getAttribute('depth')) || nestedDepth(el, 'shreddit-comment', root) }));
  }
  const named = withoutWrappers(Array.from(root.querySelectorAll(COMMENT)).filter(outsideCode), root);
  if (named.length >= MIN_COMMENTS) {
    const set = new Set(named);
    return named.map((el) => ({ el, depth: depthAmong(el, set, root) }));
  }
  return genericComments(root);
}

/**
 * A box around exactly one comment (Mastodon's reply wrapper, Discourse's schema.org Comment around
 * its post) is not a comment of its own.
 */
function withoutWrappers(found: Element[], root: Element): Element[] {
  const set = new Set(found);
  const inner = new Map<Element, Element[]>();
  for (const el of found) {
    let p = el.parentElement;
    while (p && p !== root && !set.has(p)) p = p.parentElement;
    if (p && set.has(p)) (inner.get(p) ?? inner.set(p, []).get(p)!).push(el);
  }
  for (const [outer, list] of inner) if (list.length === 1 && textLength(list[0]!) === textLength(outer)) set.delete(outer);
  return found.filter((el) => set.has(el));
}

/** A class that names one comment ("comment-item", "reply"), not a part of one or a list of them. */
const COMMENT_WORD = / (?:comment|reply) /;
const PART_WORD = / (?:body|content|text|meta|header|footer|author|avatar|actions?|form|count|link|button|date|time|votes?|score|list|area|section|children|replies|respond|title|toolbar|menu|info|icon|number|input|edit|hide|hidden) /;
/** A list holding comments: `<ol class="comments">`, `<ul class="comment-list">`, "replies". */
const LIST_WORD = / (?:comments|replies) |comment list/;
const COMMENT_LISTS = ['ul', 'ol'].flatMap((t) => [`${t}[class*="omment"]`, `${t}[class*="eplies"]`, `${t}[id*="omment"]`, `${t}[id*="eplies"]`]).join(', ');
const REPLIES_WORD = / (?:children|replies|comments) /;

/**
 * Sites without a known comment markup: elements whose class names one comment, nested through their
 * "children"/"replies" containers; else the items of lists named for comments, nested through lists.
 */
function genericComments(root: Element): Comment[] {
  const named = Array.from(root.querySelectorAll('[class*="omment"], [class*="eply"]')).filter((el) => {
    const words = classWords(el);
    return COMMENT_WORD.test(words) && !PART_WORD.test(words) && outsideCode(el);
  });
  const set = new Set(withoutWrappers(named, root));
  if (set.size >= MIN_COMMENTS) {
    return [...set].map((el) => ({ el, depth: depthAmong(el, set, root) }));
  }
  const lists = Array.from(root.querySelectorAll(COMMENT_LISTS)).filter((l) => LIST_WORD.test(classWords(l)));
  const items = new Set<Element>();
  for (const list of lists) for (const li of Array.from(list.querySelectorAll(':scope > li'))) items.add(li);
  // Replies: items of a "children"/"replies" list right under a comment (a bulleted list in a
  // comment's text is not one).
  for (const li of Array.from(items)) {
    for (const reply of Array.from(li.querySelectorAll('li'))) {
      const list = reply.parentElement!;
      if (isList(list) && list.parentElement && items.has(list.parentElement) && REPLIES_WORD.test(classWords(list))) items.add(reply);
    }
  }
  if (items.size < MIN_COMMENTS) return headedPosts(root).map((el) => ({ el, depth: 0 }));
  const ordered = Array.from(root.querySelectorAll('li')).filter((li) => items.has(li));
  return ordered.map((el) => ({ el, depth: depthAmong(el, items, root) }));
}

const CODE_TAGS: ReadonlySet<string> = new Set(['pre', 'code']);

/**
 * Highlighters name a comment in code as a comment (Prism's `token comment`, highlight.js's
 * `hljs-comment`): it is a line of the code, not a reader's comment.
 */
function outsideCode(el: Element): boolean {
  return closestTag(el, CODE_TAGS) === null;
}


function isList(el: Element): boolean {
  return el.nodeName === 'UL' || el.nodeName === 'OL';
}

function depthAmong(el: Element, set: Set<Element>, root: Element): number {
  let depth = 0;
  for (let p = el.parentElement; p && p !== root; p = p.parentElement) if (set.has(p)) depth++;
  return depth;
}

/** A Hacker News row's level: its `td.ind`'s `indent` attribute, else its spacer image's width ÷ 40. */
function rowIndent(row: Element): number {
  const ind = row.querySelector('td.ind');
  if (!ind) return 0;
  const level = Number(ind.getAttribute('indent'));
  if (Number.isFinite(level) && ind.hasAttribute('indent')) return level;
  const width = Number(ind.querySelector('img')?.getAttribute('width'));
  return Number.isFinite(width) ? Math.round(width / HN_INDENT_PX) : 0;
}

function nestedDepth(el: Element, selector: string, root: Element): number {
  let depth = 0;
  for (let p = el.parentElement; p && p !== root; p = p.parentElement) if (p.matches(selector)) depth++;
  return depth;
}

/**
 * Where a comment's block goes: before the comment itself, or, for a reply, before the block of the
 * comment after which it is read — in practice the outermost comment holding it, whose blocks are
 * inserted in document order. Rows of a table go before the table.
 */
function placeOf(el: Element, blocks: Map<Element, Element>, root: Element): Element {
  let outer = el;
  for (let p = el.parentElement; p; p = p.parentElement) if (blocks.has(p)) outer = p;
  if (outer.nodeName === 'TR') return outer.closest('table') ?? outer;
  // Out of boxes that hold only this comment (a "reply wrapper"), so no empty box stays between two.
  for (let p = outer.parentElement; p && p !== root && p.children.length === 1 && !hasOwnText(p); p = p.parentElement) outer = p;
  return outer;
}

function hasOwnText(el: Element): boolean {
  for (const n of Array.from(el.childNodes)) if (n.nodeType === 3 && (n.textContent ?? '').trim()) return true;
  return false;
}

/** Hacker News's indent cell and its spacer image: the depth says it now. */
function dropLeftIndents(block: Element): void {
  for (const el of Array.from(block.querySelectorAll('td.ind, .ind'))) el.remove();
}
