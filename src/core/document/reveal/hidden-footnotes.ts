import { hostBlock, NotesAfterSentences } from './sidenotes';

/**
 * Footnotes a page shows on hover or click: the note's text is in the page, hidden (`display:none`
 * or `hidden`) until a script shows it — inside the marker itself (`<span class="note">1<span
 * style="display:none">The note.</span></span>`), or in a block elsewhere that the marker names
 * (`data-definition`, `aria-describedby`, `href="#id"`). A person reads them; without this rule they
 * are lost with everything else hidden. An inline note is shown after the paragraph that holds its
 * marker, as a sidenote is (in brackets after the marker where it is in no paragraph); a
 * named one where it stands (an `<aside>` becomes a `<div>`: Readability drops asides).
 */
export const FOOTNOTE_PARTS = '[hidden], [style*="none"], [data-definition], [aria-describedby], a[href^="#"]';

const HIDDEN_STYLE = /display\s*:\s*none\s*;?/i;
/** A marker: a number, a sign, or one letter, in brackets or not. */
const MARKER = /^[[(]?(?:\d{1,3}|[*†‡§¶#]{1,3}|[a-z])[\])]?$/i;
const INLINE = new Set(['SPAN', 'SUP', 'A', 'SMALL', 'LABEL']);

function isHidden(el: Element): boolean {
  return el.hasAttribute('hidden') || HIDDEN_STYLE.test(el.getAttribute('style') ?? '');
}

function show(el: Element): void {
  el.removeAttribute('hidden');
  const style = el.getAttribute('style');
  if (style) el.setAttribute('style', style.replace(HIDDEN_STYLE, ''));
}

function textOf(node: Node): string {
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A link's fragment as the id it names; a malformed escape (a stray `%` in a real page's link) as written. */
function fragmentId(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

export function showHiddenFootnotes(found: readonly Element[]): void {
  const after = new NotesAfterSentences();
  const named = new Set<string>();
  for (const el of found) {
    for (const id of (el.getAttribute('data-definition') ?? '').split(/\s+/)) if (id) named.add(id);
    for (const id of (el.getAttribute('aria-describedby') ?? '').split(/\s+/)) if (id) named.add(id);
    const href = el.nodeName === 'A' ? (el.getAttribute('href') ?? '') : '';
    if (href.length > 1) named.add(fragmentId(href.slice(1)));
  }
  for (const el of found) {
    if (!isHidden(el)) continue;
    const note = textOf(el);
    if (!note) continue;
    const parent = el.parentElement;
    if (parent && INLINE.has(parent.nodeName) && INLINE.has(el.nodeName)) {
      const marker = textOf(parent).replace(note, '').trim();
      if (MARKER.test(marker)) {
        show(el);
        const host = hostBlock(parent);
        if (host) {
          // The marker reads as one: a superscript, as it looks on the page.
          if (parent.nodeName !== 'SUP') {
            for (const n of Array.from(parent.childNodes)) if (n !== el && n.nodeType === 3) n.remove();
            const sup = el.ownerDocument.createElement('sup');
            sup.textContent = marker;
            parent.insertBefore(sup, el);
          }
          after.place(el, host, marker);
        } else {
          el.before(el.ownerDocument.createTextNode(' ['));
          el.after(el.ownerDocument.createTextNode(']'));
        }
        continue;
      }
    }
    if (el.id && named.has(el.id) && !INLINE.has(el.nodeName)) {
      show(el);
      if (el.nodeName === 'ASIDE') {
        const div = el.ownerDocument.createElement('div');
        for (const attr of Array.from(el.attributes)) div.setAttribute(attr.name, attr.value);
        while (el.firstChild) div.appendChild(el.firstChild);
        el.replaceWith(div);
      }
    }
  }
}
