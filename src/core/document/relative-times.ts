/**
 * "3 hours ago" is only true on the day it was read: forums, comment threads and feeds (Reddit, Hacker
 * News, Discourse, Mastodon) write times relative to now and keep the date in a `datetime` or `title`
 * attribute, where a person reads it on hover. A document outlives the moment, so such a time gets
 * its date beside it: "3 hours ago (2025-01-15)".
 */
export const TIME_WITH_DATE = 'time[datetime], [title^="1"], [title^="2"]';

const RELATIVE = /\b(?:ago|yesterday|today|just now|now)\b|^\s*\d+\s*(?:s|m|h|d|w|mo|y|sec|secs|min|mins|hr|hrs)\s*$/i;
const ISO_DATE = /^\s*(\d{4}-\d{2}-\d{2})(?:[T ]|$)/;

export function dateRelativeTimes(elements: readonly Element[]): void {
  for (const el of elements) {
    const date = ISO_DATE.exec(el.getAttribute('datetime') ?? el.getAttribute('title') ?? '')?.[1];
    if (!date) continue;
    const text = el.textContent ?? '';
    if (!RELATIVE.test(text) || /\b\d{4}\b/.test(text) || text.length > 40) continue;
    el.appendChild(el.ownerDocument.createTextNode(` (${date})`));
  }
}
