/**
 * Finds where a JSON object or array that starts at `start` ends, without parsing it: depth counting
 * that understands strings and escapes. Lets a streaming parser know when a tool call is complete.
 * Returns the index just past the closing bracket, or -1 when more input is needed.
 */
export function jsonSpanEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) depth++;
    else if (c === 125 /* } */ || c === 93 /* ] */) {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** Where an unfinished scan of a JSON span stopped, so the next chunk resumes instead of rescanning. */
export interface JsonSpanProgress {
  readonly start: number;
  readonly pos: number;
  readonly depth: number;
  readonly inString: boolean;
}

/**
 * `jsonSpanEnd` for a text that grows: `progress` (from an earlier call on a prefix of the same text
 * with the same `start`) lets it go on where that call stopped. Returns the end, or the progress to
 * pass next time.
 */
export function resumeJsonSpan(text: string, start: number, progress?: JsonSpanProgress): number | JsonSpanProgress {
  let depth = 0;
  let inString = false;
  let i = start;
  if (progress && progress.start === start && progress.pos <= text.length) ({ depth, inString, pos: i } = progress);
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) {
        // The escaped character has not arrived yet: resume at the backslash.
        if (i + 1 >= text.length) break;
        i++;
      } else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) depth++;
    else if (c === 125 /* } */ || c === 93 /* ] */) {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return { start, pos: i, depth, inString };
}
