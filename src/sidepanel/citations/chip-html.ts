import type { Citation } from '../../core/agent/citation-types';
import { chipHref, chipLabel } from './chip';
import { chipCheckMarkup } from './chip-check';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The chip as HTML, inserted after sanitising (its URL came from a document the model read, not from its text). */
export function chipHtml(c: Citation, index: number): string {
  const href = chipHref(c);
  const safeHref = /^https?:/i.test(href) ? href : '#';
  const check = chipCheckMarkup(c);
  return `<a class="cite${check.className}"${check.attributes} href="${escapeHtml(safeHref)}" data-cite="${index}" rel="noopener noreferrer" target="_blank">${escapeHtml(chipLabel(c))}</a>`;
}
