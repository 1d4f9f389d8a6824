import { shortText, textLength } from '../dom/block-text';
import { isOtherPageOfSite, parseUrl } from '../dom/same-site';

/**
 * A related story's headline that a news page sets between the article's paragraphs, in capitals and
 * as one link to another page of the same site: "TAYLOR SWIFT CLEARED TO PERFORM HITS AT AMAs AMID
 * FEUD WITH SCOOTER BRAUN, BIG MACHINE RECORDS: REPORT". The story's own words are never a whole
 * paragraph linked in capitals, and the model reads the headline as if it were the story's next
 * sentence. A link in capitals to another site ("CLICK FOR FULL STATE SWIM RESULTS") is a source the
 * story points to, and stays.
 * Lists of related stories ("More games news:", a closing list of headlines) and "Related: <link>"
 * lines stay: Readability's output keeps them (its test pages expect them), and they are links.
 */
const MIN_HEADLINE_WORDS = 4;
const MAX_HEADLINE_CHARS = 200;
/** Capitals among the letters of a headline set in capitals ("…AT AMAs…" keeps a few small letters). */
const CAPITALS_SHARE = 0.85;
/** Most of the paragraph is the link (a bold wrapper, a trailing "[VIDEO]" may be outside it). */
const LINK_SHARE = 0.8;

export function dropRelatedHeadlines(article: Element, pageUrl: string): void {
  const page = parseUrl(pageUrl);
  if (!page) return;
  for (const p of Array.from(article.querySelectorAll('p'))) {
    const text = shortText(p, MAX_HEADLINE_CHARS);
    if (text && isInCapitals(text) && isOneLinkWithinSite(p, text, page)) p.remove();
  }
}

function isInCapitals(text: string): boolean {
  if (tooManySmallLetters(text) || text.split(' ').length < MIN_HEADLINE_WORDS) return false;
  const letters = text.replace(/[^\p{L}]/gu, '');
  const capitals = letters.replace(/[^\p{Lu}]/gu, '').length;
  return letters.length > 0 && capitals / letters.length >= CAPITALS_SHARE;
}

/**
 * More small a–z letters than capitals allow among all the text's characters (letters are fewer): the
 * paragraph is not in capitals, told without the two passes over its letters. Prose fails at its
 * first few words.
 */
function tooManySmallLetters(text: string): boolean {
  const limit = (1 - CAPITALS_SHARE) * text.length;
  let small = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122 && ++small > limit) return true;
  }
  return false;
}

function isOneLinkWithinSite(block: Element, text: string, page: URL): boolean {
  const links = block.querySelectorAll('a[href]');
  if (links.length !== 1 || textLength(links[0]!) < LINK_SHARE * text.length) return false;
  return isOtherPageOfSite(links[0]!.getAttribute('href')!, page);
}
