import { leafBlocks, removeWithEmptyAncestors } from '../dom/leaf-blocks';

/**
 * A row of small linked faces after the story: who liked or shared it, each a 32-pixel avatar linking
 * to a profile ("User A's avatar", "User B's avatar"). Read as text they are a line of names of
 * strangers, glued together. Only after the story's last block of text, only pictures the page itself
 * sizes as icons, each the whole of its link, and two or more of them: one small picture may be the
 * story's.
 */

/** Innermost blocks looked at from the article's end. */
const LOOK_BACK = 8;
const MAX_ICON_PX = 48;
const MIN_FACES = 2;

export function dropAvatarRows(article: Element): void {
  const faces: Element[] = [];
  for (const el of leafBlocks(article, LOOK_BACK, true)) {
    if (el.nodeName !== 'IMG') {
      // Text after the faces' row ends the search: the row must close the article.
      if (/[\p{L}\p{N}]/u.test(el.textContent ?? '')) break;
      continue;
    }
    const link = iconLink(el);
    if (link) faces.push(link);
  }
  if (faces.length < MIN_FACES) return;
  for (const link of faces) removeWithEmptyAncestors(link, article);
}

/** The link an icon-sized picture is the whole of, or null. */
function iconLink(img: Element): Element | null {
  const w = Number(img.getAttribute('width'));
  const h = Number(img.getAttribute('height'));
  if (!(w > 0 && w <= MAX_ICON_PX && h > 0 && h <= MAX_ICON_PX)) return null;
  const link = img.closest('a');
  if (!link || (link.textContent ?? '').trim() !== '' || link.querySelectorAll('img').length !== 1) return null;
  return link;
}
