/**
 * The sentence(s) the cited lines belong to, for the preview. Documents are wrapped into lines of a
 * few dozen words, so a cited line often starts and ends mid-sentence ("in twelve minutes without
 * lithium plating…"): `lead` is the start of its sentence from the lines before, `tail` the end from
 * the lines after, and `before`/`after` a line of context either side, shown dimmed.
 */
export interface Passage {
  lead: string;
  tail: string;
  before?: string;
  after?: string;
}

/** A sentence ends at . ! ? or … (with any closing quote or bracket) before a space or the line's end. */
const SENTENCE_END = /[.!?…]["'”’)\]]*(?=\s|$)/g;
/** A line that starts a block of its own (heading, list item, quote, table row): no sentence runs into it. */
const BLOCK_START = /^\s*(?:#{1,6}\s|[*+-]\s|\d+[.)]\s|>|\||--- Page \d+ ---)/;
/** Lines walked either way at most: a sentence is rarely longer, and the preview stays small. */
const MAX_WALK = 3;

function lastEnd(text: string): number {
  let end = -1;
  for (const m of text.matchAll(SENTENCE_END)) end = m.index + m[0].length;
  return end;
}

function firstEnd(text: string): number {
  const m = new RegExp(SENTENCE_END.source).exec(text);
  return m ? m.index + m[0].length : -1;
}

const nonEmpty = (s: string | undefined): string | undefined => (s && s.trim() ? s.trim() : undefined);

/** The passage around lines `startLine`–`endLine` (1-based, inclusive) of `lines`. */
export function citationPassage(lines: readonly string[], startLine: number, endLine: number): Passage {
  const first = startLine - 1;
  const last = endLine - 1;
  // Walk back to the start of the first cited line's sentence; `top` is the first line it used.
  let lead = '';
  let before: string | undefined;
  let top = first;
  if (!BLOCK_START.test(lines[first] ?? '')) {
    for (let k = first - 1; k >= Math.max(0, first - MAX_WALK); k--) {
      const text = lines[k] ?? '';
      if (!text.trim()) break;
      const end = lastEnd(text);
      if (end === text.trimEnd().length) break;
      if (end >= 0) {
        lead = `${text.slice(end).trim()} ${lead}`;
        before = text.slice(0, end);
        top = k;
        break;
      }
      lead = `${text.trim()} ${lead}`;
      top = k;
      if (BLOCK_START.test(text)) break;
    }
  }
  // Walk on to the end of the last cited line's sentence; `bottom` is the last line it used.
  let tail = '';
  let after: string | undefined;
  let bottom = last;
  const lastText = (lines[last] ?? '').trimEnd();
  if (lastEnd(lastText) !== lastText.length) {
    for (let k = last + 1; k <= Math.min(lines.length - 1, last + MAX_WALK); k++) {
      const text = lines[k] ?? '';
      if (!text.trim() || BLOCK_START.test(text)) break;
      const end = firstEnd(text);
      if (end >= 0) {
        tail = `${tail} ${text.slice(0, end).trim()}`;
        after = text.slice(end);
        bottom = k;
        break;
      }
      tail = `${tail} ${text.trim()}`;
      bottom = k;
    }
  }
  const out: Passage = { lead: lead.trim(), tail: tail.trim() };
  // Context where the walk left none: the nearest line with words, a blank line or two away.
  const b = nonEmpty(before) ?? nearest(lines, top - 1, -1);
  const a = nonEmpty(after) ?? nearest(lines, bottom + 1, 1);
  if (b) out.before = b;
  if (a) out.after = a;
  return out;
}

function nearest(lines: readonly string[], from: number, step: 1 | -1): string | undefined {
  for (let k = from, seen = 0; k >= 0 && k < lines.length && seen < 3; k += step, seen++) {
    const text = nonEmpty(lines[k]);
    if (text && !/^--- Page \d+ ---$/.test(text)) return text;
  }
  return undefined;
}
