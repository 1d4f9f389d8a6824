import { collapsedText } from '../dom/block-text';

/**
 * A picture and a name side by side, each linking to the same page (an author's avatar and name, a
 * product's photo and title), are one link drawn twice. The image's name then only says the name
 * again ("Test User's avatar" before "Test User"): the link with the text keeps it, the picture's
 * copy goes. A name that says more than the text beside it (a photo described) stays.
 */
/** How far up from the image's link the text link may stand: the name's line, not the next section. */
const MAX_CLIMB = 3;

export function namedByLinkBeside(link: Element, name: string): boolean {
  const text = twinText(link);
  return text !== '' && name.toLowerCase().includes(text);
}

/** The text of the link beside `link` that leads to the same page, lower-cased; '' when there is none. */
export function twinText(link: Element): string {
  const next = nextLink(link);
  if (!next || next.getAttribute('href') !== link.getAttribute('href')) return '';
  return collapsedText(next.textContent).toLowerCase();
}

/** The first link after `link` with nothing to read between them; null past any text. */
function nextLink(link: Element): Element | null {
  let node: Element = link;
  for (let up = 0; up < MAX_CLIMB && node.parentElement; up++, node = node.parentElement) {
    for (let sib = node.nextSibling; sib; sib = sib.nextSibling) {
      const text = collapsedText(sib.textContent);
      if (sib.nodeType !== 1) {
        if (text) return null;
        continue;
      }
      const el = sib as Element;
      const found = el.matches('a[href]') ? el : el.querySelector('a[href]');
      if (found) return text.startsWith(collapsedText(found.textContent)) ? found : null;
      if (text) return null;
    }
  }
  return null;
}
