import type { UnresolvedCitation } from '../../core/agent/unresolved-citations';
import { linesShort } from './chip';
import { t } from '../../shared/i18n';

/** What the marked chip shows in place of a citation that resolves to nothing: "source not read". */
export function unresolvedLabel(u: Pick<UnresolvedCitation, 'reason'>): string {
  return t(u.reason === 'source-not-read' ? 'citeSourceNotRead' : 'citeLineNotInPage');
}

/** Why, in a sentence: "The answer cites source 7, line 3, but did not open it." */
export function unresolvedDescription(u: UnresolvedCitation): string {
  const lines = linesShort(u);
  if (u.reason === 'source-not-read') return t('citeSourceNotReadWhy', u.cursor, lines);
  return u.pageLines === undefined ? t('citeLineNotInPageWhy', lines, u.cursor) : t('citeLineNotInPageOf', lines, u.cursor, u.pageLines);
}

/**
 * The marked chip for a citation that resolves to nothing: not a link (there is nothing to go to), a
 * note whose name says it could not be resolved and whose description says why. Text and attributes
 * only: the marker's numbers come from the model and are never markup.
 */
export function unresolvedChipElement(doc: Document, u: UnresolvedCitation): HTMLElement {
  const chip = doc.createElement('span');
  chip.className = 'cite-unresolved';
  chip.setAttribute('role', 'note');
  chip.textContent = unresolvedLabel(u);
  chip.setAttribute('aria-label', t('citeUnresolvedName', unresolvedLabel(u)));
  chip.setAttribute('aria-description', unresolvedDescription(u));
  chip.title = unresolvedDescription(u);
  return chip;
}
