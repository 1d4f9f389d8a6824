import type { Citation } from '../../core/agent/citation-types';

/** What the user is told about a citation whose sentence says something its lines do not. */
export function unverifiedNote(c: Pick<Citation, 'check'>): string | null {
  const missing = c.check?.missing ?? [];
  return missing.length ? `not found in the cited lines: ${missing.join(', ')}` : null;
}

function escapeAttribute(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Extra class and attributes of an unverified chip: marked visibly by its class, and for assistive
 * technology by an accessible description naming what was not found.
 */
export function chipCheckMarkup(c: Pick<Citation, 'check'>): { className: string; attributes: string } {
  const note = unverifiedNote(c);
  if (!note) return { className: '', attributes: '' };
  return { className: ' unverified', attributes: ` aria-description="${escapeAttribute(note)}"` };
}
