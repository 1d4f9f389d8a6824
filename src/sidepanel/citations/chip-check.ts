import type { Citation } from '../../core/agent/citation-types';
import { t } from '../../shared/i18n';

/** What the user is told about a citation whose sentence says something its lines do not. */
export function unverifiedNote(c: Pick<Citation, 'check'>): string | null {
  const missing = c.check?.missing ?? [];
  return missing.length ? t('citeNotFound', missing.join(', ')) : null;
}

/**
 * Marks an unverified chip: visibly by its class, and for assistive technology by an accessible
 * description naming what was not found (set as an attribute value, so page text stays text).
 */
export function markUnverified(chip: Element, c: Pick<Citation, 'check'>): void {
  const note = unverifiedNote(c);
  if (!note) return;
  chip.classList.add('unverified');
  chip.setAttribute('aria-description', note);
}
