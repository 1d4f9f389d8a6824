import { collapsedText, inQuoteTableOrCode, lettersAndDigits } from '../dom/block-text';
import { blocksFromEnd } from '../dom/end-blocks';
import { parseUrl, siteOf } from '../dom/same-site';

/**
 * The paragraph a company ends each of its press releases with, describing itself: "Ascom is a global
 * solutions provider… Ascom is headquartered in Baar…", often under "About Ascom". It is the same on
 * every release, says nothing of the news, and is the site speaking of itself (as an author's bio is
 * the author): it goes. Only at the article's very end, only paragraphs that open with the site's own
 * name followed by what it is or does, two of them or one under "About <name>", and only when the
 * story above is longer.
 */
const MAX_BLOCKS = 4;
const MAX_CHARS = 1500;
/** The boilerplate is a small share of the page: a page about the company stays whole. */
const MAX_SHARE = 0.3;
const SAYS_WHAT_IT_IS = /^\s*(?:is|are|was|has|, (?:a|an|the)\b)/i;

export function dropPublisherBoilerplate(article: Element, pageUrl: string): void {
  const name = siteName(pageUrl);
  if (!name) return;
  const found: Element[] = [];
  let chars = 0;
  let titled = false;
  for (const { el, length } of blocksFromEnd(article)) {
    if (found.length >= MAX_BLOCKS || inQuoteTableOrCode(el)) break;
    const text = collapsedText(el.textContent);
    if (isAboutHeading(el, text, name)) {
      found.push(el);
      titled = true;
      break;
    }
    if (!opensWithName(text, name)) break;
    found.push(el);
    chars += length;
  }
  // One paragraph that opens with the name may be the story's last word ("Time is a flat circle"):
  // the boilerplate is titled "About …" or runs to more than one paragraph about the company.
  const paragraphs = found.length - (titled ? 1 : 0);
  if (paragraphs === 0 || (!titled && paragraphs < 2) || chars > MAX_CHARS) return;
  const total = (article.textContent ?? '').replace(/\s+/g, ' ').length;
  if (chars > MAX_SHARE * total) return;
  for (const el of found) el.remove();
}

/** The site's name as its address spells it: "ascom" for www.ascom.com, "acme" for news.acme.co.uk. */
function siteName(pageUrl: string): string | null {
  const url = parseUrl(pageUrl);
  if (!url || !/^https?:$/.test(url.protocol)) return null;
  const label = siteOf(url.hostname).split('.')[0] ?? '';
  return label.length >= 3 ? label.toLowerCase() : null;
}

/** "Ascom is a…", "Ascom, a global…", "Ascom Holding AG is…": the name, at most two more words, then what it is. */
function opensWithName(text: string, name: string): boolean {
  const m = /^([\p{L}\p{N}&.-]+)((?: [\p{Lu}][\p{L}.&-]*){0,2})(.*)$/u.exec(text);
  if (!m || lettersAndDigits(m[1]!) !== name) return false;
  return SAYS_WHAT_IT_IS.test(m[3]!);
}

function isAboutHeading(el: Element, text: string, name: string): boolean {
  if (!/^H[2-6]$/.test(el.nodeName.toUpperCase()) && el.nodeName.toUpperCase() !== 'P') return false;
  const m = /^about ([\p{L}\p{N}&.-]+)(?: [\p{L}.&-]+){0,2}:?$/iu.exec(text);
  return m !== null && lettersAndDigits(m[1]!) === name;
}

