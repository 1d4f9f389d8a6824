import { linkTextLength, textLength } from '../dom/block-text';
import { elementsWhere, firstWhere, isHrefLink } from '../dom/element-walk';

/**
 * A hover card: a linked name in the prose followed by a box that pops up over it, holding the same
 * link again and the person's or topic's latest stories ("Ilhan Omar" → "Ilhan Omar · Hillicon
 * Valley: … · Progressives oppose …"). Without styles the box is text glued into the sentence
 * ("Rep. Ilhan OmarIlhan OmarHillicon Valley: …"). It goes; the name's own link stays.
 * A box is recognised by what it holds, not by its name: right after a link, its first link goes
 * where that link goes, and it is nearly all links.
 */
const LINK_SHARE = 0.8;

export function dropHoverCards(article: Element): void {
  for (const link of elementsWhere(article, isHrefLink)) {
    const card = link.nextElementSibling;
    if (!card || card.nodeName === 'A' || !article.contains(card)) continue;
    const first = firstWhere(card, isHrefLink);
    if (!first || first.getAttribute('href') !== link.getAttribute('href')) continue;
    const length = textLength(card);
    if (length > 0 && elementsWhere(card, isHrefLink).length >= 2 && linkTextLength(card) >= LINK_SHARE * length) card.remove();
  }
}
