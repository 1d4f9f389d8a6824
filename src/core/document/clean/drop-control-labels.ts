import { shortText } from '../dom/block-text';
import { elementsNamed, tagNames } from '../dom/element-walk';

/**
 * The words on a page's controls that Readability keeps as text: a gallery's "Caption", "Close" and
 * "Image 1 of 9", "Skip to content", "Advertisement", "Loading…", "Sign in", a lone "Subscribe" or
 * "Comments" button, "View author archive". A reader sees them as buttons and labels, not as the
 * article; in a document they are stray lines. Only an element whose whole text is such a label goes,
 * and never a link but a skip link, a "Share" link (a share dialog) or one that goes nowhere
 * (`href="#"`, a script: "Enlarge Image").
 * Captions have labels of their own: the words a screen reader says before one ("Image caption",
 * "Media caption", "Image copyright", hidden from sight) and a gallery's counter glued to it ("1of4").
 */
const CONTROL =
  /^(?:close|caption|open|next|previous|prev|play|pause|expand|enlarge(?: image)?|skip to (?:the )?(?:main )?content|loading(?: content)?|advert|advertisement|anzeige|publicidad|publicité|iklan|sponsored|comments?|\d+ comments?|post (?:a )?comment|leave a (?:comment|reply)|sign ?in|log ?in|subscribe|share(?: this(?: article| story)?)?|print(?: article)?|email|tweet|view author archive|email the author|follow on twitter|text size|order reprints|(?:image|photo|picture|slide) \d+ (?:of|\/) \d+|\d+ (?:of|\/) \d+|image \d+ of \/ \d+)$/i;
/** What a player or slideshow says where scripts did not run. */
const FALLBACK = /^(?:media playback is (?:unsupported|not supported) on your device|this (?:slideshow|video|content|gallery|player) requires javascript|your browser does not support (?:the )?(?:video|audio|iframes?)(?: tag| element)?|please enable javascript(?: to view [^.]*)?)$/i;
const CAPTION_LABEL = /^(?:(?:image|media|video|photo|picture) (?:caption|copyright|source|credit)|\d+ ?of ?\d+)$/i;
const SKIP_LINK = /^skip to /i;
const SHARE = /^share(?: this(?: article| story)?)?$/i;
/** `href="#"` (Readability makes it the page's URL and a bare "#") or a script: a control, not a link. */
const NOWHERE = /(?:^\s*javascript:|#\s*$)/i;
const CANDIDATES = tagNames('p, span, div, li, a, button, small, strong, h2, h3, h4, h5, h6, figcaption');

export function dropControlLabels(article: Element): void {
  for (const el of elementsNamed(article, CANDIDATES)) {
    const raw = shortText(el, 80);
    if (!raw) continue;
    const text = raw.replace(/[\s:.…()[\]+|]+$/, '').trim();
    if (text.length === 0 || !(CONTROL.test(text) || FALLBACK.test(text) || CAPTION_LABEL.test(text))) continue;
    // A link stays, whatever it says: the model may follow it ("18 comments", "Next", "Post a comment").
    // A skip link only jumps past the site's header.
    if (el.closest('pre, code, table') || el.querySelector('img, picture, video, svg')) continue;
    // A "Share" link opens a share dialog (a social site's intent page, the page itself with ?action=share),
    // never something to read.
    if (!SKIP_LINK.test(text) && !SHARE.test(text) && leadsSomewhere(el.closest('a[href]') ?? el.querySelector('a[href]'))) continue;
    el.remove();
  }
}

function leadsSomewhere(link: Element | null): boolean {
  return link !== null && !NOWHERE.test(link.getAttribute('href')!);
}
