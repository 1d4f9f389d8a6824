import { SidelightError } from '../errors';

/**
 * Failures a server reports when it could not parse what the model happened to sample: a tool call
 * cut short or written a little off. They are sampling accidents, not a broken setup, and the same
 * round asked again usually goes through.
 * - Ollama's harmony parser (gpt-oss), harmony/harmonyparser.go `HarmonyMessageHandler.Add`:
 *   `error parsing tool call: raw='…', err=…`, the last line of the 200 NDJSON stream.
 * - llama.cpp's chat parser, common/chat.cpp `common_chat_peg_parse`: `Failed to parse input at pos N: …`,
 *   a 500 `server_error` (inside the stream, without [DONE], when streaming).
 */
const ONE_OFF_PARSE_FAILURES: readonly RegExp[] = [/error parsing tool call: raw=/i, /Failed to parse input at pos \d+/i];

export function isOneOffParseFailure(err: unknown): boolean {
  if (!(err instanceof SidelightError)) return false;
  const text = `${err.message} ${typeof err.cause === 'string' ? err.cause : ''}`;
  return ONE_OFF_PARSE_FAILURES.some((p) => p.test(text));
}
