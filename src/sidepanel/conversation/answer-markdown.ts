import type { Citation } from '../../core/agent/citation-types';
import { withoutMarkers } from '../../core/agent/unresolved-citations';
import { chipHref, citationText } from '../citations/chip';
import { numberSources, sourceNumberMap } from '../citations/source-numbers';
import { pageKey } from './host';

/**
 * The answer as portable markdown: each citation marker becomes `[1 · example.org, lines 1–2](url#:~:text=…)`,
 * numbered like the panel's chips (cited pages in order of first citation). A marker that resolves to
 * nothing is dropped: copied text never carries raw `【…】` markup (the export lists those apart).
 */
export function answerWithLinks(content: string, citations: Citation[]): string {
  const numbers = sourceNumberMap(numberSources([], citations));
  let text = content;
  const order = [...citations].sort((a, b) => b.index - a.index);
  for (const c of order) {
    const at = text.startsWith(c.marker, c.index) ? c.index : text.lastIndexOf(c.marker);
    if (at === -1) continue;
    const link = `[${citationText(c, numbers.get(pageKey(c.url)) ?? 0)}](${chipHref(c).replace(/\)/g, '%29').replace(/ /g, '%20')})`;
    text = text.slice(0, at) + link + text.slice(at + c.marker.length);
  }
  return withoutMarkers(text);
}
