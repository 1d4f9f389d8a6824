import { inQuoteTableOrCode, textLength } from '../dom/block-text';
import { blocksFromEnd, blocksFromStart } from '../dom/end-blocks';

/**
 * The site's legal and commerce lines around a story: its copyright line ("Copyright © 2019 Press TV.
 * All rights reserved.", "The contents of this site are ©2019 …", "This material may not be
 * published, broadcast, rewritten or redistributed", "Any re-use permitted for informational and
 * non-commercial or personal use only"), affiliate disclosures ("This post may contain
 * affiliate links", "… may earn a commission on purchases made through links in this article"),
 * comment-moderation notices and cookie banners (with their "Accept" button). A site in mainland China
 * closes with its registration numbers instead of (or beside) a copyright line, as the law there asks of
 * every site: its ICP filing ("京ICP备19004658号", "粤ICP证030173号") and its public-security filing
 * ("沪公网安备 31010402000012号", "公安备案号11010502030143"). They are not the story, and a reader skips them.
 * Only short blocks among the last few (below the story's last paragraph of prose) go, plus affiliate
 * disclosures among the first few; the same words inside the story stay: an article about copyright
 * law, affiliate marketing or comment moderation names them in its prose, not in a closing line.
 */
const COPYRIGHT =
  /(?:[©ⓒ]|\(c\)|\bcopyright)\s*[©ⓒ@]?\s*(?:\d{4}\b)|\bcopyright\s*[©ⓒ]|무단\s?전재|無断転載|版[权權]所有|\ball rights reserved\b|tous droits réservés|todos los derechos reservados|todos os direitos reservados|alle rechte vorbehalten|tutti i diritti riservati|\bno part (?:of this [\w ]{1,20})?may be reproduced|\bmay not be (?:re)?published, broadcast|\bsubject to copyright\b|\b(?:re-?use|reproduction|redistribution|republication)\b[^.]{0,60}\b(?:non-?commercial|without (?:prior )?(?:written )?permission|personal use only)/i;
/** A registration number as Chinese sites show it: the filing's name, then its number. */
const REGISTRATION = /ICP\s*[备備證证]\s*(?:案\s*)?(?:[号號]\s*)?[:：]?\s*\d{5}|公[网網]安[备備]\s*\d{5}|公安[备備]案[号號]?\s*[:：]?\s*\d{5}/;
/** A Chinese sentence's punctuation: a registration named in one is the story's ("the site ran before its filing …"). */
const SENTENCE = /[，。；！？]/;
const AFFILIATE =
  /\b(?:affiliate (?:and\/or referral )?(?:links?|commissions?|partnerships?)|may (?:earn|receive|get|collect) (?:a |an )?(?:small )?(?:affiliate )?(?:share of (?:sales|revenue)|commissions?|fees?|compensation)|prices (?:are )?subject to change)/i;
/** A cookie notice says so and offers its button ("Accept", "Got it"): a story about cookies has none. */
const COOKIES = /\b(?:uses?|using) cookies\b|\bcookie (?:policy|settings|preferences)\b|utiliza(?:mos)? cookies|verwendet cookies|utilise des cookies|usa(?:mos)? (?:os )?cookies/i;
const CONSENT = /^\s*(?:accept|i accept|agree|i agree|ok|okay|got it|allow|aceptar|accepter|akzeptieren|aceitar|accetto)\b/i;
const MODERATION =
  /\b(?:comments?|coment[aá]rios?|commentaires?|kommentare?|commenti)\b[^.]{0,100}\b(?:moderat|aprovad|approv|modér|moderiert|freigeschaltet)|\bmoderat\w* (?:all )?comments\b/i;
/** An aside in brackets: "(affiliate link)", "[paid link]". */
const ASIDE = /\([^()]*\)|\[[^[\]]*\]/g;
/** A block whose text outside its asides is under this share of it is the aside. */
const ASIDE_SHARE = 0.5;
/** A notice is a line or two; a longer block is the story's prose. */
const MAX_NOTICE_CHARS = 400;
/** A block this long that is no notice is the story's prose: the notices are below (or above) it. */
const PROSE_CHARS = 120;
/** How many blocks at each end are looked at. */
const LOOK = 8;
/**
 * A copyright line takes its container along (the site's address, its logo link, "Via <agency>") when
 * that is this short and adds no paragraph of prose.
 */
const MAX_FOOTER_CHARS = 300;

export function dropClosingNotices(article: Element): void {
  let looked = 0;
  let total = -1;
  for (const { el, length } of blocksFromEnd(article)) {
    if (++looked > LOOK) break;
    const text = length <= MAX_NOTICE_CHARS && !inQuoteTableOrCode(el) ? (el.textContent ?? '') : '';
    if (text && (COPYRIGHT.test(text) || (REGISTRATION.test(text) && !SENTENCE.test(text)))) {
      if (total < 0) total = textLength(article);
      footerOf(el, article, total).remove();
    } else if (text && (isNotice(text, AFFILIATE) || isNotice(text, MODERATION) || isCookieNotice(el, text))) el.remove();
    else if (length >= PROSE_CHARS) break;
  }
  looked = 0;
  for (const { el, length } of blocksFromStart(article)) {
    if (++looked > LOOK) break;
    if (length <= MAX_NOTICE_CHARS && isNotice(el.textContent ?? '', AFFILIATE)) el.remove();
    else if (length >= PROSE_CHARS) break;
  }
}

/**
 * The block is the notice, not a paragraph of prose that marks one of its links "(affiliate link)" in
 * passing: the notice is said outside brackets, or the bracketed aside that says it is most of the
 * block (a disclosure written as one "(…)").
 */
function isNotice(text: string, notice: RegExp): boolean {
  if (!notice.test(text)) return false;
  const outside = text.replace(ASIDE, ' ');
  return notice.test(outside) || outside.trim().length < ASIDE_SHARE * text.trim().length;
}

function isCookieNotice(el: Element, text: string): boolean {
  return COOKIES.test(text) && Array.from(el.querySelectorAll('a, button')).some((c) => CONSENT.test(c.textContent ?? ''));
}

/** The largest block around a copyright line that is still only a short site footer. */
function footerOf(el: Element, article: Element, total: number): Element {
  let footer = el;
  let length = textLength(el);
  for (let parent = el.parentElement; parent && parent !== article; parent = parent.parentElement) {
    const parentLength = textLength(parent);
    if (parentLength > MAX_FOOTER_CHARS || parentLength > 0.25 * total || parentLength - length >= PROSE_CHARS) break;
    footer = parent;
    length = parentLength;
  }
  return footer;
}
