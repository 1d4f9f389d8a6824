import type { Citation } from '../../core/agent/citation-types';
import { pageKey } from '../conversation/host';
import { siteOf } from './source-numbers';
import { t } from '../../shared/i18n';

type Cited = Pick<Citation, 'url' | 'host' | 'startLine' | 'endLine' | 'page'> & { title?: string };
type Lines = Pick<Citation, 'startLine' | 'endLine' | 'page'>;

/** What the chip shows: the source's number in the Sources list and its site, `1 · example.org`. */
export function chipLabel(c: Cited, number: number): string {
  return `${number} · ${siteOf(c)}`;
}

/** "lines 10 to 15" / "line 8" ("page 8, line 39" in a PDF): for the ear. */
function linesInWords(c: Lines): string {
  const lines = c.endLine > c.startLine ? t('citeLinesWords', c.startLine, c.endLine) : t('citeLine', c.startLine);
  return c.page === undefined ? lines : t('citePageWords', c.page, lines);
}

/** "lines 10–15" / "line 8" (a PDF's "p. 8 · L39", "p. 8 · L39–41", the page the file view shows): for the eye. */
export function linesShort(c: Lines): string {
  if (c.page !== undefined) return c.endLine > c.startLine ? t('citePageLinesShort', c.page, c.startLine, c.endLine) : t('citePageLineShort', c.page, c.startLine);
  return c.endLine > c.startLine ? t('citeLinesShort', c.startLine, c.endLine) : t('citeLine', c.startLine);
}

/** The chip's accessible name: "Source 1, example.org, lines 10 to 15". */
export function chipName(c: Cited, number: number): string {
  return t('citeChipName', number, siteOf(c), linesInWords(c));
}

/** A citation as link text in copied or exported markdown: `1 · example.org, lines 10–15`. */
export function citationText(c: Cited, number: number): string {
  return `${chipLabel(c, number)}, ${linesShort(c)}`;
}

/** The page URL with the passage's text fragment (which replaces any fragment the URL had). */
export function chipHref(c: Pick<Citation, 'url' | 'fragment'>): string {
  if (!c.fragment) return c.url;
  const fragment = c.fragment.startsWith('#') ? c.fragment : `#${c.fragment}`;
  return pageKey(c.url) + fragment;
}
