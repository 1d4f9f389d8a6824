/** Words of a cited line as they appear on the rendered page: link quotes and markdown removed. */
export function plainLine(line: string): string {
  return line
    .replace(/【\d+†([^†】]*)(?:†[^】]*)?】/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+|\d+[.)]\s+)+/, '')
    .replace(/(\*\*|__|`+|~~)/g, '')
    .replace(/(^|\s)[*_](\S)/g, '$1$2')
    .replace(/(\S)[*_](?=\s|$|[.,;:!?])/g, '$1')
    .replace(/\|/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text fragments reserve `-`, `,` and `&`; everything else follows URI component rules. */
function encodeTerm(text: string): string {
  return encodeURIComponent(text).replace(/-/g, '%2D').replace(/,/g, '%2C').replace(/&/g, '%26');
}

const EDGE_WORDS = 4;

/**
 * `#:~:text=start,end` that makes the browser scroll to and highlight the cited passage. Short
 * passages are matched whole; longer ones by their first and last few words, which survives
 * differences in how the page wraps or formats the middle.
 */
export function textFragment(lines: readonly string[]): string {
  const words = lines.map(plainLine).filter(Boolean).join(' ').split(' ').filter(Boolean);
  if (words.length === 0) return '';
  if (words.length <= EDGE_WORDS * 2) return `#:~:text=${encodeTerm(words.join(' '))}`;
  const start = words.slice(0, EDGE_WORDS).join(' ');
  const end = words.slice(-EDGE_WORDS).join(' ');
  return `#:~:text=${encodeTerm(start)},${encodeTerm(end)}`;
}
