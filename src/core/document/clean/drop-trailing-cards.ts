import { shortText, textLength } from '../dom/block-text';
import { datelineParts } from '../metadata/datelines';
import { isOtherPageOfSite, parseUrl } from '../dom/same-site';

/**
 * Cards for other stories set after the story ("More news": a thumbnail linked to the other story, its
 * date, a line of summary), which Readability keeps beside the article when their summaries read as
 * sentences; it often strips their headline links, so each reads as a date and a stray sentence
 * ("April 21, 2026 / The company unveiled a new product expansion."). dropTeasers takes rows of three
 * cards or more; two dated cards that end the article are a rail too: a story does not end on two
 * boxes of the same class, each dated and showing a picture linked to another page of the site.
 */
const MIN_CARDS = 2;
const MAX_CARD_CHARS = 220;
/** How far down the article's last wrappers the row is looked for. */
const MAX_DEPTH = 6;
const MAX_DATE_CHARS = 60;

export function dropTrailingCards(article: Element, pageUrl: string): void {
  const page = parseUrl(pageUrl);
  if (!page) return;
  let last = article.lastElementChild;
  for (let depth = 0; last && depth < MAX_DEPTH; depth++, last = last.lastElementChild) {
    const kind = last.getAttribute('class');
    if (!kind) continue;
    const cards: Element[] = [];
    for (let el: Element | null = last; el && el.getAttribute('class') === kind; el = el.previousElementSibling) cards.push(el);
    // Cards with nothing before them are the page itself (a listing), not a rail after a story.
    const before = cards.at(-1)!.previousElementSibling;
    // (shortText with no room reads only to the first character: '' is no text at all.)
    if (cards.length < MIN_CARDS || !before || shortText(before, 0) === '') continue;
    if (cards.every((card) => isDatedCard(card, page))) for (const card of cards) card.remove();
    return;
  }
}

/**
 * A card shows the other story's picture, linked to it: two dated notes that end a story and link to the
 * site's follow-up ("Update, April 21: see our follow-up") are the story's, and have none.
 */
function isDatedCard(card: Element, page: URL): boolean {
  if (textLength(card) > MAX_CARD_CHARS) return false;
  const linksAway = Array.from(card.querySelectorAll('a[href]')).filter((a) => isOtherPageOfSite(a.getAttribute('href')!, page));
  if (!linksAway.some((a) => a.querySelector('img, picture'))) return false;
  return Array.from(card.querySelectorAll('p, div, span, time')).some((el) => {
    const text = shortText(el, MAX_DATE_CHARS);
    return !!text && datelineParts(text) !== null;
  });
}
