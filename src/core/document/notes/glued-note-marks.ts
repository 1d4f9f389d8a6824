import { inPageFragment, pageAddresses } from './linked-footnotes';
import { NOTE_NUMBER_OPENING } from './note-labels';

/**
 * A note's marker that is a plain number, styled small and raised by the page's stylesheet
 * (`centuries.<a name="FnAnchor_1" href="#Footnote_1"><span class="fn">1</span></a>`, as Project
 * Gutenberg's books and older sites write it). Read as text it glues to the word before it:
 * "centuries.1", "apse.2 The colonnaded nave". It is made the superscript it looks like ("centuries.^1").
 * A number is a marker only when the note it links to links back to it, or opens with that number ("4. …").
 */
const NUMBER = /^\d{1,3}$/;

export function raiseGluedNoteMarks(article: Element, pageUrls: readonly string[]): void {
  const here = pageAddresses(pageUrls);
  const marks: { a: Element; target: string; own: string | null; number: string }[] = [];
  // By tag, not by a selector on href: this runs on every article and selectors cost more in linkedom.
  for (const a of Array.from(article.getElementsByTagName('a'))) {
    if (!(a.getAttribute('href') ?? '').includes('#')) continue;
    const own = a.getAttribute('id') ?? a.getAttribute('name');
    const number = (a.textContent ?? '').trim();
    if (!NUMBER.test(number) || !glued(a) || a.closest('sup') || a.querySelector('sup')) continue;
    const target = inPageFragment(a, here);
    if (target) marks.push({ a, target, own, number });
  }
  if (marks.length === 0) return;
  const named = new Map<string, Element>();
  for (const el of Array.from(article.querySelectorAll('[id], a[name]'))) {
    for (const key of [el.getAttribute('id'), el.getAttribute('name')]) if (key && !named.has(key)) named.set(key, el);
  }
  for (const { a, target, own, number } of marks) {
    const note = named.get(target);
    if (!note || !((own && linksBack(note, own, here)) || opensWith(note, number))) continue;
    const sup = a.ownerDocument.createElement('sup');
    a.replaceWith(sup);
    sup.appendChild(a);
  }
}

const OPENS_WITH_NUMBER = new RegExp(NOTE_NUMBER_OPENING);

/** Whether the note opens with the marker's number ("4. “Owl,” Sakka’s clan name."). */
function opensWith(note: Element, number: string): boolean {
  return OPENS_WITH_NUMBER.exec(note.textContent ?? '')?.[1] === number;
}

/** Whether `a` stands against the text before it, with no space between. */
function glued(a: Element): boolean {
  let prev: Node | null = a.previousSibling;
  for (let p: Element | null = a; !prev && p?.parentElement; p = p.parentElement) {
    if (!['SPAN', 'EM', 'I', 'B', 'STRONG'].includes(p.parentElement.nodeName.toUpperCase())) return false;
    prev = p.parentElement.previousSibling;
  }
  const text = prev?.textContent ?? '';
  return text !== '' && /\S$/.test(text);
}

/** Whether the note (the element the marker links to, or the block around it) links back to `own`. */
function linksBack(note: Element, own: string, here: ReadonlySet<string>): boolean {
  for (let el: Element | null = note, i = 0; el && i < 2; el = el.parentElement, i++) {
    const links = el.nodeName.toUpperCase() === 'A' ? [el] : Array.from(el.querySelectorAll('a[href*="#"]'));
    if (links.some((l) => inPageFragment(l, here) === own)) return true;
  }
  return false;
}
