/**
 * `【3†L10-L15】`, `【8†L3】`, and the ASCII form `[3†L10-L15]` some models write instead. Dashes may be
 * en dashes and the second `L` may be missing (`【3†L10-15】`).
 */
export const CITATION_PATTERN = /(?:【|\[)(\d+)†L(\d+)(?:\s*[-–]\s*L?(\d+))?(?:】|\])/g;

/** True when `tail` could still grow into a citation marker: `【`, `【3`, `【3†L1`, `[3†L10-L1`… */
const PARTIAL = /(?:【|\[)(?:\d+(?:†(?:L(?:\d+(?:\s*[-–]?\s*L?\d*)?)?)?)?)?$/;

/** Length of the end of `text` that may be the beginning of a marker and should wait for more text. */
export function partialMarkerLength(text: string): number {
  const open = Math.max(text.lastIndexOf('【'), text.lastIndexOf('['));
  if (open < 0 || text.length - open > 24) return 0;
  const tail = text.slice(open);
  const m = PARTIAL.exec(tail);
  return m && m.index === 0 ? tail.length : 0;
}
