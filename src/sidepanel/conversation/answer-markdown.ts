import type { Citation } from '../../core/agent/citation-types';
import { chipHref, chipLabel } from '../citations/chip';

/** The answer as portable markdown: each citation marker becomes `[host†L1-L2](url#:~:text=…)`. */
export function answerWithLinks(content: string, citations: Citation[]): string {
  let text = content;
  const order = [...citations].sort((a, b) => b.index - a.index);
  for (const c of order) {
    const at = text.startsWith(c.marker, c.index) ? c.index : text.lastIndexOf(c.marker);
    if (at === -1) continue;
    const link = `[${chipLabel(c)}](${chipHref(c).replace(/\)/g, '%29').replace(/ /g, '%20')})`;
    text = text.slice(0, at) + link + text.slice(at + c.marker.length);
  }
  return text;
}
