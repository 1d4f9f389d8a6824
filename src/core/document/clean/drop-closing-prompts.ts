import { inQuoteTableOrCode } from '../dom/block-text';
import { blocksFromEnd, blocksFromStart } from '../dom/end-blocks';
import { firstWhere, isHrefLink } from '../dom/element-walk';

/**
 * What a news page says after the story to keep the reader: "Follow us on Twitter", "Sign up for our
 * newsletter", "Join our forums", "Have a news tip? Let us know at…", "Click here to get the app", a
 * podcast's "How to listen" with its "Listen: <link> Download: <link>" rows.
 * Only at the end of the article (below its last paragraph of prose), or above its first one when the
 * prompt carries its link, and only short blocks that ask the reader to do such a thing go; the same
 * words inside the story stay.
 */
const PROMPT =
  /\b(?:follow us (?:on|at|@)|follow (?!(?:him|her|them|me)\b)[\w@.'’ ]{1,30} on (?:facebook|twitter|x|instagram|youtube|tiktok|linkedin|threads|bluesky|mastodon|telegram|whatsapp|snapchat|pinterest)(?:,? (?:and |or )?(?:facebook|twitter|x|instagram|youtube|tiktok|linkedin|threads|bluesky|mastodon|telegram|whatsapp|snapchat|pinterest))+|(?:sign up|subscribe|register) (?:for|to) (?:our|the|[\w.]+['’]s) [^.]{0,40}(?:newsletters?|channel|magazine|podcast|alerts)|(?:our|free|daily|weekly) newsletters?\b|join (?:our|the) [^.]{0,30}(?:forums?|community|conversation|newsletter)|click here to (?:get|download|subscribe|sign up|read)|(?:download|get) (?:the|our) [\w ]{0,20}app\b|share (?:it|this)(?: story| article)? with|like this (?:story|article)\?|let us know at|read more on|tell us what you think|delivered (?:through|to|straight to) your (?:letterbox|door|doorstep|inbox|mailbox)|our sister (?:title|publication|magazine|site)|subscribe to [\w.]{1,30} on (?:youtube|spotify|apple podcasts|itunes)|how to (?:listen|subscribe) to|listen back (?:here|on)|follow (?:[\w'’]+ ){1,3}(?:full )?coverage (?:of|at|on))/i;
/** A podcast's rows: "Listen: <link>", "Download: <link>" (a quote that opens with "Listen:" has no link). */
const LISTEN_ROW = /^\s*(?:listen|download|subscribe)(?: on [\w ]{1,20})?\s*:/i;
/**
 * Above the story only the site's own asks: its newsletter, its social accounts. "Click here to download
 * this game" at the top of a page is often what the page is about.
 */
const OPENING_PROMPT = /\b(?:follow us (?:on|at|@)|(?:sign up|subscribe|register) (?:for|to) (?:our|the|[\w.]+['’]s) [^.]{0,40}(?:newsletters?|alerts)|(?:our|free|daily|weekly) newsletters?\b)/i;
/** A quotation in the marks of English, German, French and others: "…", “…”, „…“, «…», »…«, 「…」. */
const QUOTATION = /"[^"]*"|“[^“”]*”|„[^„“”]*[“”]|«[^«»]*»|»[^«»]*«|「[^「」]*」|『[^『』]*』/g;
/** A block this long that asks nothing is the story's prose: the prompts are below it. */
const PROSE_CHARS = 120;
const MAX_PROMPT_CHARS = 300;
/** How many short blocks at the end (and the start) are looked at. */
const LOOK = 8;

export function dropClosingPrompts(article: Element): void {
  let looked = 0;
  for (const { el, length } of blocksFromEnd(article)) {
    if (++looked > LOOK) break;
    if (length <= MAX_PROMPT_CHARS && isPrompt(el) && !inQuoteTableOrCode(el)) promptBlock(el).remove();
    else if (length >= PROSE_CHARS) break;
  }
  // Above the story, a prompt links to where it asks the reader to go ("Sign up for the free daily
  // newsletter"); a lede that reports on a newsletter does not.
  looked = 0;
  for (const { el, length } of blocksFromStart(article)) {
    if (++looked > LOOK) break;
    if (length <= MAX_PROMPT_CHARS && firstWhere(el, isHrefLink) && OPENING_PROMPT.test(el.textContent ?? '') && !inQuoteTableOrCode(el)) promptBlock(el).remove();
    else if (length >= PROSE_CHARS) break;
  }
}

function isPrompt(el: Element): boolean {
  const text = el.textContent ?? '';
  return PROMPT.test(text) ? PROMPT.test(unquoted(text)) : LISTEN_ROW.test(text) && el.querySelector('a[href]') !== null;
}

/**
 * The text without what it quotes: words in quotation marks are someone's (a reviewer's "…delivered to
 * your door every month!"), not the site asking the reader. Each pair of marks is matched as a pair;
 * an unmatched mark stays as it is.
 */
function unquoted(text: string): string {
  return text.replace(QUOTATION, ' ');
}

/** A banner's caption takes its banner along. */
function promptBlock(el: Element): Element {
  return el.nodeName === 'FIGCAPTION' ? (el.closest('figure') ?? el) : el;
}
