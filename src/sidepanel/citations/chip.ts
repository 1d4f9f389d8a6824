import type { Citation } from '../../core/agent/citation-types';
import { hostOf, pageKey } from '../conversation/host';

/** `host†L10-L15`, or `host†L8` for one line; an attached file, which has no host, by its title. */
export function chipLabel(c: Pick<Citation, 'url' | 'host' | 'startLine' | 'endLine'> & { title?: string }): string {
  const host = (c.host || hostOf(c.url) || c.title || '').replace(/^www\./, '');
  const lines = c.endLine > c.startLine ? `L${c.startLine}-L${c.endLine}` : `L${c.startLine}`;
  return `${host}†${lines}`;
}

/** The page URL with the passage's text fragment (which replaces any fragment the URL had). */
export function chipHref(c: Pick<Citation, 'url' | 'fragment'>): string {
  if (!c.fragment) return c.url;
  const fragment = c.fragment.startsWith('#') ? c.fragment : `#${c.fragment}`;
  return pageKey(c.url) + fragment;
}
