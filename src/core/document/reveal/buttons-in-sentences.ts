import { closestTag } from '../dom/block-text';

/**
 * A button in the middle of a sentence is a word of it: a term the page explains in a pop-up when
 * clicked (`return the longest <button>special</button> subsequence`), shown as text among text.
 * Readability removes every button and our converter drops them, so the sentence would lose its
 * words. Such a button, with words on both sides of it in its paragraph, becomes its content before
 * Readability runs. A button at a paragraph's end ("Read more", "Copy") is a control and stays one.
 */
export const BUTTON_IN_PARAGRAPH = 'p button';

const WORD = /[\p{L}\p{N}]/u;
/** `closest('p')` by name (closestTag): linkedom compiles a selector on every call, and this is asked of every button. */
const PARAGRAPH: ReadonlySet<string> = new Set(['p']);

export function isButtonInParagraph(el: Element, name: string): boolean {
  return name === 'BUTTON' && closestTag(el, PARAGRAPH) !== null;
}

/** The text of the paragraph on one side of `el`, up to the paragraph's edge. */
function textBeside(el: Element, paragraph: Element, side: 'previousSibling' | 'nextSibling'): string {
  let text = '';
  for (let node: Node | null = el; node && node !== paragraph; node = node.parentNode) {
    for (let sib = node[side]; sib; sib = sib[side]) text += sib.textContent ?? '';
    if (WORD.test(text)) return text;
  }
  return text;
}

export function unwrapButtonsInSentences(found: readonly Element[]): void {
  for (const button of found) {
    const paragraph = closestTag(button, PARAGRAPH);
    if (!paragraph || !WORD.test(button.textContent ?? '')) continue;
    if (!WORD.test(textBeside(button, paragraph, 'previousSibling')) || !WORD.test(textBeside(button, paragraph, 'nextSibling'))) continue;
    button.replaceWith(...Array.from(button.childNodes));
  }
}
