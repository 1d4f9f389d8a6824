/**
 * "3 hours ago" is only true on the day it was read: forums, comment threads and feeds (Reddit, Hacker
 * News, Discourse, Mastodon) write times relative to now and keep the date in a `datetime` or `title`
 * attribute, where a person reads it on hover. A document is stored and cited long after that moment,
 * and a model does not know what "now" was, so such a time reads as its date: "2025-01-15". Where the
 * relative words are not one text node of their own, the date goes beside them: "3 hours ago (2025-01-15)".
 * GitHub's `<relative-time>` element is rewritten by its script to "2 days ago" or "on Jan 15" as time
 * passes; the page's HTML holds a fallback ("Jan 15, 2026"). It reads as its date whatever it says, so
 * the fast path and the live tab give one document.
 * A date without its year ("May 16", "5月16日", "16 mai": X, Mastodon and many feeds leave out the current
 * year) is as relative: true only in the year it was read. It reads as its date too. A time of day
 * ("12:30", "10 AM") stays: it says something the date does not.
 */
export const TIME_WITH_DATE = 'time[datetime], relative-time[datetime], [title^="1"], [title^="2"]';

const RELATIVE = /\b(?:ago|yesterday|today|just now|now)\b|^\s*\d+\s*(?:s|m|h|d|w|mo|y|sec|secs|min|mins|hr|hrs)\s*$/i;
/** A day without a year, short: one or two numbers of at most two digits ("11/20/19" has its year), no clock time. */
const YEARLESS = /^(?=[^:]{1,20}$)(?=.*\d)(?!.*\d{3})(?!.*\d\D+\d+\D+\d)(?!.*\d\s*[ap]\.?m\b)/i;
const ISO_DATE = /^\s*(\d{4}-\d{2}-\d{2})(?:[T ]|$)/;

export function dateRelativeTimes(elements: readonly Element[]): void {
  for (const el of elements) {
    const date = ISO_DATE.exec(el.getAttribute('datetime') ?? el.getAttribute('title') ?? '')?.[1];
    if (!date) continue;
    const text = el.textContent ?? '';
    if (text.length > 40) continue;
    if (el.localName.toLowerCase() !== 'relative-time' && ((!RELATIVE.test(text) && !YEARLESS.test(text.trim())) || /\b\d{4}\b/.test(text))) continue;
    const words = onlyTextNode(el);
    if (words) words.data = words.data.replace(/\S(?:.*\S)?/s, date);
    else el.appendChild(el.ownerDocument.createTextNode(` (${date})`));
  }
}

/** The element's one non-blank text node, however deep (`<span><a>3 hours ago</a></span>`), or null. */
function onlyTextNode(el: Element): Text | null {
  let found: Text | null = null;
  const visit = (node: Node): boolean => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) {
        if (!/\S/.test((child as Text).data)) continue;
        if (found) return false;
        found = child as Text;
      } else if (child.nodeType === 1 && !visit(child)) return false;
    }
    return true;
  };
  return visit(el) ? found : null;
}
