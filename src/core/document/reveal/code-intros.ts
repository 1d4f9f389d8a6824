import { HEADING_TAGS, textLength } from '../dom/block-text';
import { firstText, followingText, noteLeadIn } from './lead-ins';

/**
 * The sentence that introduces a code block ("Here is the key generation code:", "Run this:") and the
 * heading right above it. On a short page of prose and code Readability may score the code block
 * highest and keep it alone: the reader sees what the code is for, the model got bare code. The
 * paragraph right before each code block (or before the wrapper it sits in), when it ends in a colon,
 * is noted with a heading right before it, to go back above the block if Readability leaves them out
 * (lead-ins.ts).
 */
const MAX_INTRO_CHARS = 300;
/** How many wrappers of a code block are climbed to find what comes before it. */
const MAX_WRAPPERS = 8;
/** A wrapper may add this much text to the code (a language label, a copy button, line numbers). */
const WRAPPER_CHARS = 40;

/** What prepare-content's one walk of the page collects for the rule (with `isCodeBlock`, its plain check). */
export const CODE_BLOCK = 'pre';

export function isCodeBlock(_el: Element, name: string): boolean {
  return name === 'PRE';
}

export function noteCodeIntros(blocks: readonly Element[], root: Element): void {
  for (const pre of blocks) {
    const intro = introOf(pre);
    if (!intro) continue;
    const texts = [followingText(intro), firstText(pre)].filter((t): t is Node => t !== null);
    if (texts.length === 0) continue;
    const before = intro.previousElementSibling;
    noteLeadIn(root, texts, before && HEADING_TAGS.has(before.nodeName.toUpperCase()) ? [before, intro] : [intro]);
  }
}

/** The paragraph right before `pre` or its wrappers (which add little text to it), if it introduces it (ends in a colon). */
function introOf(pre: Element): Element | null {
  let el: Element = pre;
  let length = textLength(pre);
  for (let i = 0; i < MAX_WRAPPERS && el.parentElement; i++) {
    const prev = el.previousElementSibling;
    if (prev && prev.nodeName.toUpperCase() === 'P') break;
    const outer = textLength(el.parentElement);
    if (outer > length + WRAPPER_CHARS) break;
    el = el.parentElement;
    length = outer;
  }
  const prev = el.previousElementSibling;
  if (!prev || prev.nodeName.toUpperCase() !== 'P') return null;
  const text = (prev.textContent ?? '').trim();
  return text.length <= MAX_INTRO_CHARS && text.endsWith(':') ? prev : null;
}
