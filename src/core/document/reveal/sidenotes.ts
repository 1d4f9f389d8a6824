import { collapsedText, lettersAndDigits } from '../dom/block-text';
import { inPageFragment } from '../notes/linked-footnotes';

/**
 * Sidenotes and margin notes (Tufte CSS, org-mode's HTML export, many blog themes): the note's text
 * sits inside the sentence it annotates (`influence<sup>2</sup><span class="sidenote">That's to say,
 * contagious</span> on the broader industry`) and the stylesheet floats it into the margin. Read as
 * text, the note splits the sentence in two. A reader of the page sees the sentence whole, its
 * marker, and the note beside it: the note is moved after its paragraph (list item, cell), numbered
 * as the marker is, and left out when the page also lists it with its other notes, where the marker
 * links to it.
 */
export const SIDENOTE = '.sidenote, .marginnote, .margin-note, .side-note';

const SIDENOTE_CLASS = /(?:^|\s)(?:sidenote|marginnote|margin-note|side-note)(?:\s|$)/;
/** What a note may be inside a sentence: an inline element (a block there would already end the paragraph). */
const INLINE = new Set(['SPAN', 'SMALL']);
/** Blocks that hold a sentence and have a place after them for its note. */
const AFTER = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
/** Blocks that hold a sentence and keep its note inside, at their end (a note after an item would end the list). */
const AT_END = new Set(['LI', 'DD', 'DT', 'TD', 'TH', 'BLOCKQUOTE', 'FIGCAPTION']);
/** Elements a note's text may hold that make it a block of its own. */
const BLOCKS = new Set(['P', 'DIV', 'UL', 'OL', 'BLOCKQUOTE', 'PRE', 'TABLE', 'FIGURE']);
const MARKER = /^[[(]?(?:\d{1,3}|[*†‡§¶]{1,3}|[a-z])[\])]?\.?$/i;
/** The note's own number where it opens: "2. ", "[2]", "2:". */
const LEADING_NUMBER = /^[[(]?\d{1,3}[\])]?[.:]?\s*/;

export function isSidenote(_el: Element, _name: string, cls: string): boolean {
  return cls.length >= 8 && cls.includes('note') && SIDENOTE_CLASS.test(cls);
}

export function moveSidenotes(found: readonly Element[]): void {
  const after = new NotesAfterSentences();
  let counted = 0;
  for (const note of found) {
    if (!INLINE.has(note.nodeName.toUpperCase()) || !note.parentElement) continue;
    // A note inside a note (a number span classed "sidenote-number" is not one; a nested sidenote is).
    if (note.parentElement?.closest(SIDENOTE)) continue;
    const host = hostBlock(note);
    if (!host) continue;
    const numbered = /(?:^|\s)sidenote(?:\s|$)/.test(note.getAttribute('class') ?? '');
    if (numbered) counted++;
    const label = markerBefore(note);
    const body = collapsedText(note.textContent).replace(LEADING_NUMBER, '');
    if (!body || (label && listedElsewhere(note, label, body, host))) {
      note.remove();
      if (label) tidyLabel(label, null);
      continue;
    }
    let number: string | null = null;
    if (label) {
      const text = collapsedText(label.textContent);
      // Tufte CSS numbers marker and note by a counter in its stylesheet: both are empty in the page.
      if (!text && numbered && !LEADING_NUMBER.test(collapsedText(note.textContent))) number = String(counted);
      tidyLabel(label, number ?? (MARKER.test(text) ? text : null));
    }
    after.place(note, host, number);
  }
}

/**
 * Puts notes after the sentence that holds them (sidenotes here, notes shown on hover in
 * hidden-footnotes): after a paragraph or heading, in the order they come; at the end of a list item
 * or cell, which a block after would close.
 */
export class NotesAfterSentences {
  /** Where the next note of a host goes after its host: after the notes already moved there. */
  private readonly lastAfter = new Map<Element, Element>();

  /** The note's content, in a paragraph (a div when it holds blocks) opening with `number` as a superscript. */
  place(note: Element, host: Element, number: string | null): void {
    const doc = note.ownerDocument;
    const hasBlocks = Array.from(note.children).some((c) => BLOCKS.has(c.nodeName.toUpperCase()));
    const moved = doc.createElement(hasBlocks ? 'div' : 'p');
    if (number) {
      const sup = doc.createElement('sup');
      sup.textContent = number;
      moved.append(sup, doc.createTextNode(' '));
    }
    while (note.firstChild) moved.appendChild(note.firstChild);
    note.remove();
    if (AFTER.has(host.nodeName.toUpperCase())) {
      (this.lastAfter.get(host) ?? host).after(moved);
      this.lastAfter.set(host, moved);
    } else {
      host.appendChild(moved);
    }
  }
}

/** The block whose sentence holds `note`: its nearest ancestor that is not inline text markup. */
export function hostBlock(note: Element): Element | null {
  for (let p = note.parentElement; p; p = p.parentElement) {
    const name = p.nodeName.toUpperCase();
    if (AFTER.has(name) || AT_END.has(name)) return p;
    if (!PHRASING.has(name)) return null;
  }
  return null;
}

const PHRASING = new Set(['SPAN', 'A', 'EM', 'I', 'B', 'STRONG', 'SMALL', 'SUP', 'SUB', 'Q', 'CITE', 'MARK', 'U', 'S', 'LABEL', 'FONT']);

/**
 * The marker the note follows, skipping the checkbox that toggles it on small screens: a `<label>`
 * (org-mode, Tufte CSS) or a `<sup>` / link (a linked footnote marker); null when there is none.
 */
function markerBefore(note: Element): Element | null {
  for (let n = note.previousSibling; n; n = n.previousSibling) {
    if (n.nodeType === 3) {
      if ((n.textContent ?? '').trim()) return null;
      continue;
    }
    if (n.nodeType !== 1) continue;
    const el = n as Element;
    const name = el.nodeName.toUpperCase();
    if (name === 'INPUT') {
      if ((el.getAttribute('type') ?? '').toLowerCase() === 'checkbox') continue;
      return null;
    }
    return name === 'LABEL' || name === 'SUP' || name === 'A' ? el : null;
  }
  return null;
}

/**
 * A label marker becomes the superscript number a reader sees (`number`), or goes when it is only a
 * toggle (Tufte's "⊕" for a margin note); the checkbox it toggles goes with the note. A `<sup>` or
 * link marker stays as it is.
 */
function tidyLabel(label: Element, number: string | null): void {
  if (label.nodeName.toUpperCase() !== 'LABEL') return;
  for (let n = label.nextSibling; n; ) {
    const next: ChildNode | null = n.nextSibling;
    if (n.nodeType === 1) {
      if ((n as Element).nodeName.toUpperCase() !== 'INPUT') break;
      (n as Element).remove();
    } else if ((n.textContent ?? '').trim()) break;
    n = next;
  }
  const text = collapsedText(label.textContent);
  if (number) {
    const sup = label.ownerDocument.createElement('sup');
    sup.textContent = number;
    label.replaceWith(sup);
  } else if (!text || !/[\p{L}\p{N}]/u.test(text)) {
    label.remove();
  }
}

/** Before Readability makes links absolute, a link into this page is its fragment alone. */
const FRAGMENT_ONLY: ReadonlySet<string> = new Set();

/**
 * Whether the page lists the note with the others too: its marker links into the page, and what it
 * links to (the note, or the number inside it) says the same.
 */
function listedElsewhere(note: Element, marker: Element, body: string, host: Element): boolean {
  const link = marker.nodeName.toUpperCase() === 'A' ? marker : marker.querySelector('a[href^="#"]');
  const id = link ? inPageFragment(link, FRAGMENT_ONLY) : null;
  if (!id) return false;
  const target = note.ownerDocument.getElementById(id);
  if (!target || host.contains(target)) return false;
  const want = lettersAndDigits(body);
  let el: Element | null = target;
  for (let i = 0; el && i < 4; i++, el = el.parentElement) {
    if (lettersAndDigits(el.textContent ?? '').includes(want)) return true;
  }
  return false;
}
