import { blocksFromStart } from '../dom/end-blocks';

const HEAD_BLOCKS = 8;
const MAX_LINE_LENGTH = 200;
const COUNT = /^\d[\d,.]*[KkMm]?$/;

/**
 * A post's info line ("Apr 20, 2026 · Web · 50 · 100") links its boost and favourite counts as bare
 * numbers whose meaning only an icon shows: a reader of the text sees "50" and "100" and cannot tell
 * what they count. Where such a link carries no accessible name of its own (aria-label, title), it goes
 * with its "·" separator, and a separator left between nothing ("· ·", an icon's place) is read once.
 * Only short "·" lines among the article's first blocks are looked at; a number in a sentence stays.
 */
export function dropBareCounts(article: Element): void {
  let seen = 0;
  for (const { el, length } of blocksFromStart(article)) {
    if (++seen > HEAD_BLOCKS) return;
    if (length > MAX_LINE_LENGTH || !(el.textContent ?? '').includes('·')) continue;
    for (const a of Array.from(el.querySelectorAll('a'))) {
      const text = (a.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!COUNT.test(text) || a.hasAttribute('aria-label') || a.hasAttribute('title') || a.querySelector('[aria-label],[title]')) continue;
      const before = a.previousSibling;
      if (before?.nodeType === 3 && /·\s*$/.test(before.textContent ?? '')) before.textContent = before.textContent!.replace(/\s*·\s*$/, ' ');
      a.remove();
    }
    let open = false; // the text so far ends with a separator
    for (let n = el.firstChild; n; n = n.nextSibling) {
      if (n.nodeType !== 3) {
        if ((n.textContent ?? '').trim()) open = false;
        continue;
      }
      let t = (n.textContent ?? '').replace(/·(?:\s*·)+/g, '·');
      if (open) t = t.replace(/^\s*·/, ' ');
      if (t !== n.textContent) n.textContent = t;
      if (t.trim()) open = /·\s*$/.test(t);
    }
  }
}
