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
