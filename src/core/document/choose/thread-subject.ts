import { collapsedText } from '../dom/block-text';

/**
 * A discussion page that shows its subject twice: the story as a listing shows it (title, points,
 * author, "45 comments") and again as the item the thread belongs to, or a post's header repeated in a
 * sticky bar. Above the first comment, a block whose text and links an earlier block there already
 * holds is a copy: it goes, the fuller first one stays. Only the blocks before the thread are
 * compared, and only those long enough to be more than a word or a button.
 */
const MIN_CHARS = 20;
/** Enough for a page's header area; a page with more blocks above its thread is not compared whole. */
const MAX_BLOCKS = 12;

export function dropRepeatedSubject(root: Element, firstComment: Element): void {
  // The blocks before the thread: the previous siblings of the first comment and of each box around it,
  // outermost first, so the list runs in reading order.
  const levels: Element[][] = [];
  for (let node: Element | null = firstComment; node && node !== root; node = node.parentElement) {
    const before: Element[] = [];
    for (let s = node.previousElementSibling; s; s = s.previousElementSibling) before.unshift(s);
    levels.unshift(before);
  }
  const blocks = levels.flat().slice(0, MAX_BLOCKS);
  const kept: { text: string; hrefs: Set<string> }[] = [];
  for (const el of blocks) {
    const text = collapsedText(el.textContent);
    if (text.length < MIN_CHARS) continue;
    const hrefs = new Set(Array.from(el.querySelectorAll('a[href]'), (a) => a.getAttribute('href')!));
    if (kept.some((k) => k.text.includes(text) && [...hrefs].every((h) => k.hrefs.has(h)))) {
      el.remove();
      continue;
    }
    kept.push({ text, hrefs });
  }
}

