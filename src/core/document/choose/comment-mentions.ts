import { AGE, AUTHOR } from './comment-header';

/**
 * Threads drawn flat (Mastodon's replies under a post, comment sections that answer by "@name"):
 * every comment stands at one level, and a reply says whom it answers by opening with a link to that
 * person. Read in the order such pages list a thread (each reply right after the comment it answers,
 * or after that comment's other replies), a comment that opens by mentioning the author of a comment
 * in the chain above it nests one level under that comment. A mention of someone who wrote no comment
 * there, or of the post's own author (linked outside the comments), leaves the comment at the top.
 */
export interface FlatComment {
  el: Element;
  depth: number;
}

export function nestByMentions(comments: FlatComment[], root: Element): void {
  if (comments.length < 2 || comments.some((c) => c.depth !== comments[0]!.depth)) return;
  const mentions = comments.map(mentionOf);
  if (mentions.every((m) => m === null)) return;
  const authors = comments.map(authorHref);
  const outside = hrefsOutside(root, new Set(comments.map((c) => c.el)));
  const base = comments[0]!.depth;
  let chain: { href: string | null; level: number }[] = [];
  comments.forEach((c, i) => {
    const m = mentions[i];
    let at = -1;
    if (m && !outside.has(m)) for (let j = chain.length - 1; j >= 0 && at < 0; j--) if (chain[j]!.href === m) at = j;
    const level = at < 0 ? 0 : chain[at]!.level + 1;
    chain = [...chain.slice(0, at + 1), { href: authors[i]!, level }];
    c.depth = base + level;
  });
}

function authorLink(el: Element): Element | null {
  const author = el.querySelector(AUTHOR);
  if (!author) return null;
  return author.nodeName === 'A' ? author : (author.closest('a') ?? author.querySelector('a[href]'));
}

function authorHref(c: FlatComment): string | null {
  const a = authorLink(c.el);
  return a && c.el.contains(a) ? a.getAttribute('href') : null;
}

/** The first link after the author's name, when it is a mention ("@carol"). */
function mentionOf(c: FlatComment): string | null {
  const author = authorLink(c.el);
  if (!author) return null;
  let seen = false;
  for (const a of Array.from(c.el.querySelectorAll('a[href]'))) {
    if (a === author || author.contains(a) || a.contains(author)) {
      seen = true;
      continue;
    }
    if (!seen || a.matches(AGE) || a.querySelector(AGE)) continue;
    const text = (a.textContent ?? '').trim();
    if (!text) continue;
    // The mention opens its paragraph: "@carol Good question", not "as @carol said".
    const block = a.closest('p, li, div');
    const opens = (block?.textContent ?? '').trimStart().startsWith(text);
    return text.startsWith('@') && opens ? a.getAttribute('href') : null;
  }
  return null;
}

function hrefsOutside(root: Element, comments: Set<Element>): Set<string> {
  const out = new Set<string>();
  for (const a of Array.from(root.querySelectorAll('a[href]'))) {
    let inside = false;
    for (let p = a.parentElement; p && p !== root && !inside; p = p.parentElement) inside = comments.has(p);
    if (!inside) out.add(a.getAttribute('href')!);
  }
  return out;
}
