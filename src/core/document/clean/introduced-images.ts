import { shortText } from '../dom/block-text';

/**
 * A picture the text introduces ("Here is an architecture diagram:", "I used this graphic to
 * illustrate the idea:") is part of what the author says: the sentence points at it and stops. The
 * model cannot see the picture, so it gets the picture's text alternative — its alt, which is what
 * the page gives anyone who cannot see it — on a line of its own, in italics, where the picture stood.
 * Only there: elsewhere alts are mostly a copy of the caption, the headline again, or words for
 * search engines, and a reader of the page never sees them. A picture with a caption (the caption
 * says it), inside a link (the link's name says it), sharing its block with text (an icon, an emoji),
 * or with a one-word alt ("photo", "chart") stays as it was: left out of the text.
 */
const MIN_WORDS = 2;
/** How much of the text before the picture is read: its end is what matters. */
const TAIL_CHARS = 200;
const INTRODUCES = /:\s*$/;

export function describeIntroducedImages(article: Element): void {
  for (const img of Array.from(article.getElementsByTagName('img'))) {
    const alt = img.getAttribute('alt')?.replace(/\s+/g, ' ').trim() ?? '';
    if (alt.split(' ').length < MIN_WORDS || !INTRODUCES.test(textBefore(img, article)) || !standsAlone(img, article)) continue;
    const line = img.ownerDocument.createElement('p');
    const em = img.ownerDocument.createElement('em');
    em.textContent = alt;
    line.appendChild(em);
    img.replaceWith(line);
  }
}

/** Elements that hold blocks: a picture whose nearest ancestor with text is one of these is a block of its own. */
const CONTAINERS = new Set(['DIV', 'SECTION', 'ARTICLE', 'MAIN', 'BODY', 'FIGURE', 'CENTER', 'BLOCKQUOTE']);

/** Not in a link or a captioned figure, and a block of its own: the wrappers around it hold no text. */
function standsAlone(img: Element, article: Element): boolean {
  for (let e = img.parentElement; e; e = e.parentElement) {
    const name = e.nodeName.toUpperCase();
    if (name === 'A' || name === 'FIGCAPTION' || name === 'BUTTON') return false;
    if (name === 'FIGURE' && Array.from(e.children).some((c) => c.nodeName.toUpperCase() === 'FIGCAPTION' && shortText(c, 0) === null)) return false;
    if (e === article) return true;
    if (shortText(e, 0) === null) return CONTAINERS.has(name);
  }
  return true;
}

/** The end of the text right before `img` in document order (the last text of the nearest block before it). */
function textBefore(img: Element, article: Element): string {
  for (let e: Element | null = img; e && e !== article; e = e.parentElement) {
    for (let s = e.previousSibling; s; s = s.previousSibling) {
      const tail = lastText(s);
      if (tail !== null) return tail.slice(-TAIL_CHARS);
    }
  }
  return '';
}

/** The last non-blank text under `node`, read from the end (a large block before costs nothing more). */
function lastText(node: Node): string | null {
  if (node.nodeType === 3) return /\S/.test(node.nodeValue ?? '') ? node.nodeValue! : null;
  if (node.nodeType !== 1) return null;
  const name = node.nodeName.toUpperCase();
  if (name === 'SCRIPT' || name === 'STYLE' || name === 'TEMPLATE' || name === 'NOSCRIPT') return null;
  for (let c = node.lastChild; c; c = c.previousSibling) {
    const t = lastText(c);
    if (t !== null) return t;
  }
  return null;
}
