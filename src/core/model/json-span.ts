/**
 * Finds where a JSON object or array that starts at `start` ends, without parsing it: depth counting
 * that understands strings and escapes. Lets a streaming parser know when a tool call is complete.
 */

/** Where an unfinished scan of a JSON span stopped, so the next chunk resumes instead of rescanning. */
export interface JsonSpanProgress {
  readonly start: number;
  readonly pos: number;
  readonly depth: number;
  readonly inString: boolean;
}

/**
 * Returns the index just past the closing bracket, or, while more input is needed, the progress to
 * pass next time: `progress` (from an earlier call on a prefix of the same text with the same `start`)
 * lets a growing text be scanned on from where that call stopped instead of from `start`.
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
