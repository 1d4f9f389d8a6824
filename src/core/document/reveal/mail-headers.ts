import { textLength } from '../dom/block-text';
import { followingText, noteLeadIn } from './lead-ins';

/**
 * A letter's header lines — From, To, Date, Subject — above the letter on a newsletter's web archive,
 * a mailing-list archive, an email-style post. Readability reads the block as metadata (it is usually
 * named so: "email-meta") and drops it, and with it who wrote the letter, to whom and when. A block
 * of at least two such lines, one of them From or Subject, is noted before Readability runs and goes
 * back before the letter (lead-ins.ts). Labels are the header's words alone in an element of their
 * own (`<span>From:</span>`, `<b>Subject:</b>`, `<dt>`, `<th>`); a form's fields are no header.
 */
const LABEL = /^(from|to|cc|date|sent|subject|reply-to)\s*:?$/i;
const MAX_LABEL_CHARS = 12;
/** A header is a few short lines: a longer block holds more than a header. */
const MAX_BLOCK_CHARS = 600;

/** What prepare-content's one walk of the page collects for the rule (with `mayBeLabel`, its plain check). */
export const LABEL_ELEMENTS = 'span, b, strong, dt, th';
const LABEL_NAMES = new Set(['SPAN', 'B', 'STRONG', 'DT', 'TH']);

export function mayBeLabel(_el: Element, name: string): boolean {
  return LABEL_NAMES.has(name);
}

/** Notes the header blocks among `found` (candidate labels) as lead-ins of what follows them. */
export function noteMailHeaders(found: readonly Element[], root: Element): void {
  const blocks = new Map<Element, Set<string>>();
  for (const el of found) {
    const only = el.firstChild;
    if (!only || only !== el.lastChild || only.nodeType !== 3 || (only.nodeValue ?? '').length > MAX_LABEL_CHARS) continue;
    const label = LABEL.exec((only.nodeValue ?? '').trim())?.[1]?.toLowerCase();
    const line = el.parentElement;
    const block = line?.nodeName.toUpperCase() === 'TR' || line?.nodeName.toUpperCase() === 'DL' ? line.parentElement : line?.parentElement;
    if (!label || !block) continue;
    if (!blocks.has(block)) blocks.set(block, new Set());
    blocks.get(block)!.add(label);
  }
  for (const [block, labels] of blocks) {
    if (labels.size < 2 || !(labels.has('from') || labels.has('subject'))) continue;
    if (block.querySelector('input, textarea, select, button') || textLength(block) > MAX_BLOCK_CHARS) continue;
    const text = followingText(block);
    if (text) noteLeadIn(root, [text], [block]);
  }
}
