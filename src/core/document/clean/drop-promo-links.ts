import { inQuoteTableOrCode, linkTextLength, textLength } from '../dom/block-text';

/**
 * The site selling itself inside the story: "CLICK HERE TO GET THE FOX NEWS APP", "GET FOX BUSINESS ON
 * THE GO BY CLICKING HERE", "Subscribe to WIRED and stay smart…", a magazine banner captioned "Subscribe
 * to our sister title", "Get access to … Pro for as little as …". What gives them away is where they
 * link: the site's app, newsletter, subscription or promotion pages (the address says so, also inside
 * a tracking link's parameters). A block goes, wherever it stands, when it is either mostly links
 * there that ask something of the reader (click, subscribe, download…), or a short pitch that opens
 * with such a link ("Subscribe to … and stay smart"). A paragraph of the story that mentions an app, a
 * newsletter or a subscription links elsewhere (or nowhere) and stays; so does a list of apps that
 * links to their store pages without asking anything.
 */
const PROMO_HREF = /(?:^|[/?&=._#-])(?:apps?|app-?download|newsletters?|subscribe|subscriptions?|sign-?up|promos?|promotions?|membership)(?:[/?&=._#-]|$)/i;
/** What a pitch asks, in the few languages where it is cheap to say. */
const CALL = /\b(?:subscribe|subscriptions?|sign ?up|download|get access|click|clicking|tap here|join|register|install|abonnez|abonnieren|inscr[ií]bete|suscr[ií]bete|assine|iscriviti)\b/i;
const OPENING_CALL = /^\s*(?:subscribe|sign ?up|download|get|click|tap|join|register|install|abonnez|abonnieren|inscr[ií]bete|suscr[ií]bete|assine|iscriviti)\b/i;
const BLOCKS = 'p, li, figcaption, h2, h3, h4, h5, h6, div';
/** A pitch is a line or two; a longer block is the story's prose. */
const MAX_PROMO_CHARS = 400;
/** A pitch this short may be mostly words, when it opens with the call. */
const SHORT_PITCH_CHARS = 200;

export function dropPromoLinks(article: Element): void {
  for (const a of Array.from(article.querySelectorAll('a[href]'))) {
    if (!article.contains(a) || !isPromoHref(a.getAttribute('href')!)) continue;
    const block = a.closest(BLOCKS);
    if (!block || block === article || !article.contains(block) || inQuoteTableOrCode(block)) continue;
    const length = textLength(block);
    if (length === 0 || length > MAX_PROMO_CHARS) continue;
    const text = (block.textContent ?? '').trim();
    const linkText = (a.textContent ?? '').trim();
    const pitch = length <= SHORT_PITCH_CHARS && linkText !== '' && text.startsWith(linkText) && OPENING_CALL.test(linkText);
    const callingLinks = () => linkTextLength(block) >= 0.5 * length && CALL.test(text) && Array.from(block.querySelectorAll('a[href]')).every((l) => isPromoHref(l.getAttribute('href')!));
    if (!pitch && !callingLinks()) continue;
    // A banner's caption takes its banner along.
    (block.nodeName === 'FIGCAPTION' ? (block.closest('figure') ?? block) : block).remove();
  }
}

/** Cheap test on the raw address first: most links name none of these, and decoding costs. */
const PROMO_HINT = /app|newsletter|subscri|sign|promo|member/i;

function isPromoHref(href: string): boolean {
  if (!PROMO_HINT.test(href)) return false;
  let decoded = href;
  try {
    decoded = decodeURIComponent(href);
  } catch {
    // A malformed escape: read the address as it stands.
  }
  return PROMO_HREF.test(decoded);
}
