import { shortText } from '../dom/block-text';
import { classWords } from '../dom/class-tokens';
import { insideOpaque, leafBlocks, removeWithEmptyAncestors } from '../dom/leaf-blocks';

/**
 * What a news page says about the author after the story: how to reach them ("Write to Al Root at
 * allen.root@dowjones.com", "Reach the reporters on Twitter at …", "Amy Kuperinsky may be reached at …",
 * a bare "paul.takahashi@chron.com" or "twitter.com/paultakahashi") and the author's bio box ("Phil
 * Helsel is a reporter for NBC News.", "Regan is a Southeastern Connecticut native now living in …",
 * under an "About the author" heading or the author's name). Who wrote the story is said once at its
 * top (article-byline.ts); the rest is the site's, not the story's. Only the article's last few blocks
 * are read, from the end, and only until the story's prose: a sentence about a person inside the story
 * stays, and so does who contributed to the report ("Reporting by …", "… contributed to this report"):
 * on a wire story that is the only credit there is.
 */

/** Innermost blocks looked at from the article's end. */
const LOOK_BACK = 10;
const MAX_CONTACT_CHARS = 300;
const MAX_BIO_CHARS = 600;
/** A block this long that is no author note is the story's prose: the notes are below it. */
const PROSE_CHARS = 120;

const CONTACT =
  /^(?:have a (?:news )?tip\?\s*)?(?:write to|reach (?:the )?(?:reporters?|writers?|authors?|him|her|them)\b|contact (?:the )?(?:reporters?|writers?|authors?)\b|e-?mail (?:the )?(?:reporters?|writers?|authors?)\b|(?:follow|contact|email|e-mail) (?:him|her|them) (?:on|at)\b)/iu;
/** "Amy Kuperinsky may be reached at …": a name (capitals, case kept) that can be reached. */
const REACHABLE = /^(?:Have a (?:news )?tip\?\s*)?\p{Lu}[\p{L}.'’-]+(?: \p{Lu}[\p{L}.'’-]+){0,3} (?:can|may) be (?:reached|contacted|emailed)\b/u;
/** A block that is only an address: a mail address, a social profile, a handle. */
const BARE_ADDRESS = /^(?:(?:mailto:)?[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?:\/\/)?(?:www\.)?(?:twitter|x|facebook|instagram|linkedin|threads|bsky)\.(?:com|net|app)\/[\w.@/-]+|@\w{2,30})$/iu;
const ABOUT_AUTHOR = /^(?:about|more about|meet) (?:the )?(?:authors?|writers?|reporters?|contributors?)$/iu;
/** A bio says what its subject is or does. */
const BIO_VERB = /^(?:is|was|has|had|covers|writes|reports|joined|lives|teaches|edits|serves|spent|holds)\b/u;
/** How far up a bio's own class is looked for: its box wraps it closely. */
const BIO_CLASS_DEPTH = 4;
const BIO_CLASS = / (?:bio|biography|about author|author about|author description|author info)(?= )/;

export function dropAuthorNotes(article: Element, byline?: string | null): void {
  const names = authorNames(byline);
  let bioSeen = false;
  for (const el of leafBlocks(article, LOOK_BACK, true)) {
    if (insideOpaque(el, article)) continue;
    const text = shortText(el, MAX_BIO_CHARS);
    if (text === '') continue;
    if (text === null) break;
    const heading = /^H[1-6]$/.test(el.nodeName);
    if (heading ? ABOUT_AUTHOR.test(text) : text.length <= MAX_CONTACT_CHARS && (CONTACT.test(text) || REACHABLE.test(text) || BARE_ADDRESS.test(text))) {
      removeWithEmptyAncestors(el, article);
    } else if (!heading && isBio(el, text, names, article)) {
      removeWithEmptyAncestors(el, article);
      bioSeen = true;
    } else if (bioSeen && names.some((n) => text.toLowerCase() === n)) {
      // The name the bio box shows above the bio.
      removeWithEmptyAncestors(el, article);
    } else if (!heading && text.length >= PROSE_CHARS) {
      break;
    }
    // A short heading ("More Business News") is passed: notes may sit above the site's lists.
  }
}

/**
 * A paragraph about the story's author: it starts with their name (or first name) and a verb of being
 * or doing; or it sits in a block the site names a bio ("articleByline__bio", "author-bio").
 */
function isBio(el: Element, text: string, names: string[], root: Element): boolean {
  const lower = text.toLowerCase();
  for (const name of names) if (lower.startsWith(name + ' ') && BIO_VERB.test(lower.slice(name.length + 1))) return true;
  let depth = 0;
  for (let p: Element | null = el; p && p !== root && depth < BIO_CLASS_DEPTH; p = p.parentElement, depth++) if (BIO_CLASS.test(classWords(p))) return true;
  return false;
}

/** "By MEG KINNARD and ERRIN HAINES, Associated Press" → full names and first names, lower case. */
export function authorNames(byline?: string | null): string[] {
  if (!byline || /\d/.test(byline)) return [];
  const names: string[] = [];
  for (const part of byline.replace(/^by\s+/i, '').split(/\s*(?:,|\band\b|&|\||·)\s*/i)) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0 || words.length > 4) continue;
    names.push(words.join(' ').toLowerCase());
    if (words.length > 1 && words[0]!.length > 2) names.push(words[0]!.toLowerCase());
  }
  return names;
}
