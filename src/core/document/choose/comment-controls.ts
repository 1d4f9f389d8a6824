/**
 * The buttons of a comment that are links in the page (Hacker News's "reply", "parent", "[–]"; old
 * Reddit's "permalink embed save report reply"): a reader sees them as controls, the model as words
 * and links to follow that lead nowhere it needs. Only a link whose whole text is one of these words
 * goes, with the "|" that separated it from the next; a comment that links a word like "link" or
 * "source" in a sentence keeps it.
 */
const CONTROL = /^(?:\[?[-+–−]\]?|\[\d+ (?:more|children)\]|reply|permalink|parent|context|root|prev|next|flag|favou?rite|report|save|unsave|share|embed|hide|give award|vote|upvote|downvote|collapse|expand)$/i;

/** Whether the link's whole text is one of a comment's control words. */
export function isControlLink(a: Element): boolean {
  const text = (a.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text !== '' && CONTROL.test(text);
}

export function dropCommentControls(block: Element): void {
  for (const a of Array.from(block.querySelectorAll('a'))) {
    if (!isControlLink(a)) continue;
    const before = a.previousSibling;
    const after = a.nextSibling;
    if (before?.nodeType === 3 && /\|\s*$/.test(before.textContent ?? '')) before.textContent = before.textContent!.replace(/\s*\|\s*$/, ' ');
    else if (after?.nodeType === 3 && /^\s*\|/.test(after.textContent ?? '')) after.textContent = after.textContent!.replace(/^\s*\|\s*/, ' ');
    a.remove();
  }
}
