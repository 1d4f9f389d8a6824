import { isAbortError, toSidelightError } from '../../errors';
import { ArgumentError } from './tool-arguments';
import type { ToolContext } from './tool-types';

/**
 * The text the model reads when a tool fails: `Error: …`, with what to do where we know it. Stop is
 * not a failure and is rethrown so the loop ends.
 */
export function failureResult(err: unknown, signal: AbortSignal): string {
  if (signal.aborted || isAbortError(err)) throw err;
  if (err instanceof ArgumentError) return `Error: ${err.message}`;
  return `Error: ${toSidelightError(err).toUserText()}`;
}

/**
 * A search tool's failure (browser.search, web_search), told to the panel and returned to the model:
 * once the query was read, the search's own error with its user text; before, the argument error.
 */
export function searchFailed(err: unknown, ctx: ToolContext, name: string, query: string): string {
  const result = failureResult(err, ctx.signal);
  if (query) {
    const error = toSidelightError(err);
    ctx.emit({ type: 'tool-error', step: ctx.step, name, message: error.toUserText(), error: error.toJSON() });
  } else ctx.emit({ type: 'tool-error', step: ctx.step, name, message: result.slice(7) });
  return result;
}

/**
 * A page tool's failure (browser.open, web_fetch): once the address was read, the page failed, said
 * to the model as `Error: could not <verb> <url>: …`; before, the argument error.
 */
export function pageFailed(err: unknown, ctx: ToolContext, name: string, url: string, verb: 'open' | 'fetch'): string {
  const result = failureResult(err, ctx.signal);
  if (!url) {
    ctx.emit({ type: 'tool-error', step: ctx.step, name, message: result.slice(7) });
    return result;
  }
  const error = toSidelightError(err);
  ctx.emit({ type: 'page-failed', step: ctx.step, url, error: error.toJSON() });
  return `Error: could not ${verb} ${url}: ${error.toUserText()}`;
}
