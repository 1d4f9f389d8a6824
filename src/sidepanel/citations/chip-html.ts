import type { Citation } from '../../core/agent/citation-types';
import { chipHref, chipLabel } from './chip';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The chip as HTML, inserted after sanitising (its URL came from a document the model read, not from its text). */
export function chipHtml(c: Citation, index: number): string {
  const href = chipHref(c);
  const safeHref = /^https?:/i.test(href) ? href : '#';
  return `<a class="cite" href="${escapeHtml(safeHref)}" data-cite="${index}" rel="noopener noreferrer" target="_blank">${escapeHtml(chipLabel(c))}</a>`;
}
