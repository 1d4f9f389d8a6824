import { elementsNamed, elementsWhere, firstWhere, isHrefLink } from '../dom/element-walk';
import { HEADING_NAMES } from '../dom/block-text';

/**
 * A wiki's "[edit]" links beside its section headings (MediaWiki's `[edit | edit source]`, other
 * wikis' "Edit"): they lead to an editor, not to more of the article, and in a document they turn
 * every heading into "History[edit]". Only a heading's link whose whole text says edit and whose
 * address is an editing one goes, with the brackets and bars around it; any other link in a heading
 * stays.
 */
const EDIT_TEXT = /^(?:edit|edit source|edit section|modifier|bearbeiten|editar|modifica|编辑)$/i;
/** MediaWiki's `action=edit` / `veaction=edit`, or a path ending in /edit. */
const EDIT_HREF = /[?&](?:ve)?action=edit\b|\/edit(?:[/?#]|$)/i;
/** What is left of a wrapper once its edit links are gone: brackets, bars, spaces. */
const PUNCTUATION = /^[\s[\]|()·]*$/;

export function dropEditLinks(article: Element): void {
  for (const heading of elementsNamed(article, HEADING_NAMES)) {
    const links = elementsWhere(heading, isHrefLink).filter(
      (a) => EDIT_TEXT.test((a.textContent ?? '').trim()) && EDIT_HREF.test(a.getAttribute('href')!),
    );
    for (const a of links) {
      // Then the wrappers left holding only its brackets and bars.
      let parent: Element | null = a.parentElement;
      a.remove();
      while (parent && parent !== heading && PUNCTUATION.test(parent.textContent ?? '') && !firstWhere(parent, isImgOrSvg)) {
        const next: Element | null = parent.parentElement;
        parent.remove();
        parent = next;
      }
    }
    if (links.length > 0) trimTrailingBrackets(heading);
  }
}

function isImgOrSvg(el: Element): boolean {
  const name = el.localName.toLowerCase();
  return name === 'img' || name === 'svg';
}

/** Brackets left as loose text at the heading's end ("History [ ]", "Sync ["). */
function trimTrailingBrackets(heading: Element): void {
  let n = heading.lastChild;
  while (n && n.nodeType === 3 && PUNCTUATION.test(n.nodeValue ?? '')) {
    n.remove();
    n = heading.lastChild;
  }
  if (n && n.nodeType === 3) n.nodeValue = (n.nodeValue ?? '').replace(/[\s[(|·]+$/, '');
}
