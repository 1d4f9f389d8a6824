import { collapsedText } from '../dom/block-text';
import { inPageFragment, pageAddresses } from './linked-footnotes';

/**
 * A note's number standing apart from the note: texinfo's `<h5><a id="FOOT1" href="#DOCF1">(1)</a></h5>`
 * over the note's paragraph, a reference list's `<a id="ref1">1.</a>` beside `<div class="reference-content">`,
 * a footnote definition's `<sup id="fn-1">` before `<div class="footnote-body">`. On the page the number
 * sits beside or just above its note; in a document it is a line of its own ("(1)", "1."), a paragraph
 * away from what it numbers. A number is a note's label only when a marker in the text links to it. It
 * becomes the superscript the note opens with ("^1 The note…"), as a note moved after its sentence
 * opens; the link back it may hold goes with it (in a document it is one more link to the page itself).
 * A label already opening its note's line stays where it is, a superscript if it was not one; one
 * in brackets in a superscript (Word's "[1]") reads as its number, as the note's other labels do.
 */
const LABEL = /^[[(]?(\d{1,3})[\])]?[.:]?$/;
/** Blocks a note's text may be in, or be wrapped in. */
const BODY = new Set(['P', 'DIV']);
/** Blocks a label may stand in on its own line. */
const OWN_LINE = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

export function joinNoteLabels(article: Element, pageUrls: readonly string[]): void {
  const here = pageAddresses(pageUrls);
  /** The notes' ids, with the number that cites each. */
  const cited = new Map<string, string>();
  // By tag, not by a selector on href: this runs on every article and selectors cost more in linkedom.
  for (const a of Array.from(article.getElementsByTagName('a'))) {
    if (!(a.getAttribute('href') ?? '').includes('#')) continue;
    const text = (a.textContent ?? '').trim();
    if (text.length > 6 || !LABEL.test(text)) continue;
    const id = inPageFragment(a, here);
    // A number linking to itself (an RFC's section number, `<a name="section-1" href="#section-1">`) cites nothing.
    if (id && id !== a.getAttribute('id') && id !== a.getAttribute('name')) cited.set(id, LABEL.exec(text)![1]!);
  }
  if (cited.size === 0) return;
  for (const el of Array.from(article.querySelectorAll('[id], a[name]'))) {
    const id = el.getAttribute('id');
    const name = el.getAttribute('name');
    if (!(id && cited.has(id)) && !(name && cited.has(name))) continue;
    const text = collapsedText(el.textContent);
    const m = LABEL.exec(text);
    if (!article.contains(el)) continue;
    if (!m) {
      raiseLinkedLabel(el, cited.get(id ?? '') ?? cited.get(name ?? '')!);
      continue;
    }
    let box = el;
    while (box.parentElement && box.parentElement !== article && collapsedText(box.parentElement.textContent) === text) box = box.parentElement;
    const ownLine = OWN_LINE.has(box.nodeName.toUpperCase());
    if (!ownLine && !opensParent(box)) continue;
    const sup = article.ownerDocument.createElement('sup');
    sup.textContent = m[1]!;
    // The markers still link to it.
    sup.setAttribute('id', id && cited.has(id) ? id : name!);
    const next = nextSignificant(box);
    if (next && next.nodeType === 1 && BODY.has((next as Element).nodeName.toUpperCase())) {
      const para = firstParagraph(next as Element);
      if (!para) continue;
      para.prepend(sup, ' ');
      box.remove();
    } else if (!ownLine && next && next.nodeType === 3 && /^\s/.test(next.textContent ?? '') && !box.querySelector('sup') && !box.closest('sup')) {
      box.replaceWith(sup);
    } else if (!ownLine && (box.nodeName.toUpperCase() === 'SUP' || box.querySelector('sup')) && opensBlock(box)) {
      numberOnly(el, box, m[1]!);
    }
  }
}

/**
 * The note holding its own number, a link back to the marker (`<p id="ftnt1"><a href="#ftnt_ref1">[1]</a>
 * These exploits…`, as Google Docs and many blogs write notes): the number becomes the superscript a
 * note opens with ("^1 These exploits…"), still the link back it is on the page.
 */
function raiseLinkedLabel(note: Element, number: string): void {
  let label: Element | null = null;
  for (let n: Element | null = note, depth = 0; n && depth < 4; depth++) {
    const first = significantFrom(n.firstChild);
    if (first?.nodeType === 3) return raiseTextLabel(first as Text, number);
    if (!first || first.nodeType !== 1) return;
    const child = first as Element;
    if (LABEL.test(collapsedText(child.textContent))) {
      label = child;
      break;
    }
    if (!OPENS_NOTE.has(child.nodeName.toUpperCase())) return;
    n = child;
  }
  if (!label) return;
  if (label.nodeName.toUpperCase() === 'SUP' || label.querySelector('sup')) {
    // A superscript number standing before the note's paragraph (`<div id="1"><sup>1</sup><p>The note…`,
    // as pulldown-cmark and mdBook write a note) is a line of its own in a document: it opens the paragraph.
    // Readability may have put it in a paragraph of its own.
    const sup = label.nodeName.toUpperCase() === 'SUP' ? label : label.querySelector('sup')!;
    let box = sup;
    const own = collapsedText(sup.textContent);
    while (box.parentElement && box.parentElement !== note && collapsedText(box.parentElement.textContent) === own) box = box.parentElement;
    const next = nextSignificant(box);
    const para = next?.nodeType === 1 && BODY.has((next as Element).nodeName.toUpperCase()) ? firstParagraph(next as Element) : null;
    if (!para) return;
    para.prepend(sup, ' ');
    if (box !== sup) box.remove();
    return;
  }
  if (label.closest('sup')) return;
  const link = label.nodeName.toUpperCase() === 'A' ? label : label.querySelector('a[href*="#"]');
  if (!link || !(link.getAttribute('href') ?? '').includes('#')) return;
  const next = nextSignificant(label);
  // "1. Introduction", "2)": a number read with what follows it.
  if (!next || next.nodeType !== 3 || /^[.,;:)\]]/.test(next.textContent ?? '')) return;
  const m = LABEL.exec(collapsedText(label.textContent))!;
  link.textContent = m[1]!;
  const sup = label.ownerDocument.createElement('sup');
  label.replaceWith(sup);
  sup.appendChild(link);
}

/**
 * A note whose text opens with its number (`<p id="note04">4. “Owl,” Sakka’s clan name.</p>`): read as
 * text, "4." opening a line is escaped as a list's number would be ("4\. “Owl,”…"). The number becomes
 * the superscript a note opens with ("^4 “Owl,”…") when it is the one its marker shows.
 */
function raiseTextLabel(text: Text, number: string): void {
  const m = TEXT_LABEL.exec(text.data);
  if (!m || m[1] !== number) return;
  const sup = text.ownerDocument.createElement('sup');
  sup.textContent = number;
  text.data = text.data.slice(m[0].length);
  text.before(sup, ' ');
}

/** "4. ", "[4] ", "(4) ", "4) ": a note's number set apart from its text by punctuation and a space. */
export const NOTE_NUMBER_OPENING = String.raw`^\s*[[(]?(\d{1,3})(?:[\])][.:]?|[.:])\s`;
/** The same, with the note's text after it. */
const TEXT_LABEL = new RegExp(String.raw`${NOTE_NUMBER_OPENING}\s*(?=\S)`);

/** What a note's text may open with, around its number. */
const OPENS_NOTE = new Set(['P', 'SPAN', 'B', 'STRONG', 'SMALL']);

/**
 * A note's number in a superscript, in brackets (`<sup><a id="_ftn1" href="#_ftnref1">[1]</a> </sup>`, as
 * Word writes a note's number): it reads as the number alone, the superscript a note opens with ("^1 The
 * note…") and its marker shows, set apart from the note's text by a space. The link back stays.
 */
function numberOnly(label: Element, box: Element, number: string): void {
  const text = collapsedText(label.textContent);
  if (text === number) return;
  let inner = label;
  while (inner.children.length === 1 && collapsedText(inner.children[0]!.textContent) === text) inner = inner.children[0]!;
  inner.textContent = number;
  for (let last = box.lastChild; last?.nodeType === 3 && !(last.textContent ?? '').trim(); last = box.lastChild) last.remove();
  box.after(box.ownerDocument.createTextNode(' '));
}

/** Whether `el` opens the block it is in: nothing with text before it there, through the inline elements around it. */
function opensBlock(el: Element): boolean {
  for (let n: Element | null = el; n && INLINE.has(n.nodeName.toUpperCase()); n = n.parentElement) if (!opensParent(n)) return false;
  return true;
}

const INLINE = new Set(['SPAN', 'A', 'EM', 'I', 'B', 'STRONG', 'SMALL', 'SUP', 'FONT']);

/** Whether nothing with text comes before `el` in its parent. */
export function opensParent(el: Element): boolean {
  for (let n = el.previousSibling; n; n = n.previousSibling) if ((n.textContent ?? '').trim()) return false;
  return true;
}

/** The node after `el` that is not blank text. */
function nextSignificant(el: Element): ChildNode | null {
  return significantFrom(el.nextSibling);
}

/** `node` or the first sibling after it that is not blank text. */
function significantFrom(node: ChildNode | null): ChildNode | null {
  let n = node;
  while (n && n.nodeType !== 1 && !(n.textContent ?? '').trim()) n = n.nextSibling;
  return n;
}

/** The paragraph a note's text opens with, through the blocks that wrap it; null when it opens with a list, a table… */
function firstParagraph(body: Element): Element | null {
  let block = body;
  for (;;) {
    const first = significantFrom(block.firstChild);
    if (!first) return null;
    if (first.nodeType !== 1) return block;
    const name = (first as Element).nodeName.toUpperCase();
    if (BODY.has(name)) block = first as Element;
    else if (OWN_LINE.has(name) || ['UL', 'OL', 'TABLE', 'PRE', 'BLOCKQUOTE', 'FIGURE', 'DL', 'HR'].includes(name)) return null;
    else return block;
  }
}
