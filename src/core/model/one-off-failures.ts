import { SidelightError } from '../errors';

/**
 * Failures a server reports when it could not parse what the model happened to sample: a tool call
 * cut short or written a little off. They are sampling accidents, not a broken setup, and the same
 * round asked again usually goes through.
 * - Ollama's harmony parser (gpt-oss), harmony/harmonyparser.go `HarmonyMessageHandler.Add`:
 *   `error parsing tool call: raw='…', err=…`, the last line of the 200 NDJSON stream.
 * - llama.cpp's chat parser, common/chat.cpp `common_chat_peg_parse`: `Failed to parse input at pos N: …`,
 *   a 500 `server_error` (inside the stream, without [DONE], when streaming).
 * Each pattern matches only the server's own words: what follows them is the model's text (which a
 * page it read may have written), so it is never repeated to the user as the server's.
 */
const ONE_OFF_PARSE_FAILURES: readonly RegExp[] = [/error parsing tool call(?=: raw=)/i, /Failed to parse input at pos \d+/i];

/** The server's words for a one-off parse failure (without the model's text), or undefined for any other error. */
export function oneOffParseFailure(err: unknown): string | undefined {
  if (!(err instanceof SidelightError)) return undefined;
  const text = `${err.message} ${typeof err.cause === 'string' ? err.cause : ''}`;
  for (const p of ONE_OFF_PARSE_FAILURES) {
    const m = p.exec(text);
    if (m) return m[0];
  }
  return undefined;
}
