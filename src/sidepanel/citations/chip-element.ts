import type { Citation } from '../../core/agent/citation-types';
import { chipHref, chipLabel, chipName } from './chip';
import { markUnverified, unverifiedNote } from './chip-check';

/**
 * The chip for a citation, built as a DOM node and inserted after sanitising (see insert-chips.ts). Its
 * URL comes from a document the model read, not from the model's text; anything but http(s) becomes `#`.
 * The answer's delegated listeners find chips by `a.cite` and their citations by `data-cite` (the first)
 * and `data-cites` (all, once neighbours are merged, see chip-merge.ts).
 */
export function chipElement(doc: Document, c: Citation, index: number, number: number): HTMLAnchorElement {
  const href = chipHref(c);
  const a = doc.createElement('a');
  a.className = 'cite';
  a.setAttribute('href', /^https?:/i.test(href) ? href : '#');
  a.dataset.cite = String(index);
  a.dataset.cites = String(index);
  a.rel = 'noopener noreferrer';
  a.target = '_blank';
  a.textContent = chipLabel(c, number);
  a.setAttribute('aria-label', chipName(c, number));
  markUnverified(a, c);
  return a;
}

/**
 * What the chip for `c` shows that its marker does not say (its number, its site, whether it is
 * unverified), as a key: equal keys make equal chips, so a rendered block can keep its chip.
 */
export function chipShows(c: Citation, number: number): string {
  return `${chipLabel(c, number)}|${unverifiedNote(c) ?? ''}`;
}
