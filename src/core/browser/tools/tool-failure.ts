import { isAbortError, toSidelightError } from '../../errors';
import { ArgumentError } from './tool-arguments';

/**
 * The text the model reads when a tool fails: `Error: …`, with what to do where we know it. Stop is
 * not a failure and is rethrown so the loop ends.
 */
export function failureResult(err: unknown, signal: AbortSignal): string {
  if (signal.aborted || isAbortError(err)) throw err;
  if (err instanceof ArgumentError) return `Error: ${err.message}`;
  return `Error: ${toSidelightError(err).toUserText()}`;
}
