import { collapsedText } from '../dom/block-text';
import { opensParent } from './note-labels';

/**
 * Notes numbered in bold after a rule (`<hr>` then `<p><strong>1</strong> First note…</p>`, as some
 * blogs write them by hand), cited in the text by a bare `<sup>1</sup>`. A reader matches number to
 * note by eye; read as text, the note opens with a plain "1" ("1 First note…", "**1**"), unlike the
 * superscript that cites it and the notes of other pages ("^1 First note…"). The bold number becomes
 * that superscript, when every number cited in the text opens one of the paragraphs after the rule.
 */
const NUMBER = /^(\d{1,3})$/;
const BOLD = new Set(['STRONG', 'B']);

export function raiseBoldNoteLabels(article: Element): void {
  if (article.getElementsByTagName('hr').length === 0) return;
  // The numbers cited before the last rule (in document order: linkedom's compareDocumentPosition is unreliable).
  let rule: Element | null = null;
  let cited = new Set<string>();
  const before = new Set<string>();
  for (const el of Array.from(article.querySelectorAll('hr, sup'))) {
    if (el.nodeName.toUpperCase() === 'HR') {
      rule = el;
      cited = new Set(before);
      continue;
    }
    const m = NUMBER.exec(collapsedText(el.textContent));
    if (m && !el.closest('a') && !el.querySelector('a')) before.add(m[1]!);
  }
  if (!rule) return;
  if (cited.size === 0) return;
  const labels = new Map<string, Element>();
  for (let block = rule.nextElementSibling; block; block = block.nextElementSibling) {
    if (block.nodeName.toUpperCase() !== 'P') continue;
    const first = block.firstElementChild;
    if (!first || !BOLD.has(first.nodeName.toUpperCase()) || first.children.length > 0) continue;
    const m = NUMBER.exec(collapsedText(first.textContent));
    if (!m || labels.has(m[1]!) || !opens(block, first)) continue;
    labels.set(m[1]!, first);
  }
  if (![...cited].every((n) => labels.has(n))) return;
  for (const [n, bold] of labels) {
    const sup = bold.ownerDocument.createElement('sup');
    sup.textContent = n;
    bold.replaceWith(sup);
  }
}

/** Whether `label` opens `block` and text follows it there. */
function opens(block: Element, label: Element): boolean {
  return opensParent(label) && collapsedText(block.textContent).length > collapsedText(label.textContent).length;
}
