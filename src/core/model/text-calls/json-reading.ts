import { type JsonSpanProgress, resumeJsonSpan } from '../json-span';
import { callsFromJson } from '../tool-call-json';
import { calls, failure, MORE, notACall, type ReadContext, type ReadResult } from './call-format';
import { closedBlock, excerpt, skipSpace, withOptionalTail } from './scanning';

/** Keys that open a JSON object written as a tool call, in the shapes the families use. */
const CALL_KEYS = new Set(['name', 'tool', 'tool_name', 'function', 'function_name', 'type', 'tool_calls', 'tool_call', 'tool_call_id', 'id', 'action', 'call']);

/**
 * Whether the JSON at `at` (`{` or `[`) starts like a tool call: an object whose first key is one
 * calls use, or an array of such objects. Lets prose with braces go out without waiting for the
 * closing bracket. 'more' while the first key is still arriving.
 */
export function looksLikeCallJson(text: string, at: number, final: boolean): 'yes' | 'no' | 'more' {
  let i = at;
  if (text[i] === '[') {
    i = skipSpace(text, i + 1);
    if (i < 0) return final ? 'no' : 'more';
    if (text[i] !== '{') return 'no';
  }
  const q = skipSpace(text, i + 1);
  if (q < 0) return final ? 'no' : 'more';
  if (text[q] !== '"') return 'no';
  const close = text.indexOf('"', q + 1);
  if (close < 0) return final || text.length - q > 20 ? 'no' : 'more';
  return CALL_KEYS.has(text.slice(q + 1, close)) ? 'yes' : 'no';
}

/**
 * What earlier reads of the same growing text found: where an unfinished span's scan stopped, and
 * each finished span (by its start) with what it held, so a call waiting for its closing marker or
 * for the next call is not scanned and parsed again on every chunk.
 */
interface JsonCallsMemo {
  span?: JsonSpanProgress;
  readonly done: Map<number, { end: number; r: ReturnType<typeof callsFromJson> }>;
}

/**
 * Reads JSON calls at `at`, one after another (`{…}{…}`, or `;`-separated when `separator` is set),
 * then an optional closing marker. `strict`: anything unreadable is an error for the model (the
 * text was explicitly marked as a call); otherwise it is ordinary content.
 */
export function readJsonCalls(
  text: string,
  at: number,
  ctx: ReadContext,
  opts: { strict: boolean; close?: string; tails?: readonly string[]; separator?: string },
): ReadResult {
  const found = [];
  const prior = ctx.memo as Partial<JsonCallsMemo> | undefined;
  const memo: JsonCallsMemo = prior?.done instanceof Map ? (prior as JsonCallsMemo) : { done: new Map() };
  const more: ReadResult = { kind: 'more', memo };
  let i = at;
  for (;;) {
    let known = memo.done.get(i);
    if (!known) {
      const span = resumeJsonSpan(text, i, memo.span);
      if (typeof span !== 'number') {
        memo.span = span;
        if (!opts.strict) return ctx.final ? notACall(text.length) : more;
        // Unfinished JSON: the call is consumed up to its closing marker, or to the end of the stream.
        const block = opts.close ? closedBlock(text, opts.close, ctx.final, i) : ctx.final ? { end: text.length } : undefined;
        if (!block) return more;
        return failure(`the call is incomplete JSON: ${excerpt(text.slice(at, 'bodyEnd' in block ? block.bodyEnd : block.end))}`, block.end);
      }
      known = { end: span, r: callsFromJson(text.slice(i, span), ctx.tools, opts.strict) };
      memo.done.set(i, known);
    }
    const { end, r } = known;
    if (r.kind === 'not-a-call') return notACall(end);
    const tails = opts.tails ?? (opts.close ? [opts.close] : []);
    if (r.kind === 'error') {
      const tailEnd = withOptionalTail(text, end, tails, ctx.final);
      return tailEnd === undefined ? more : failure(r.message, tailEnd);
    }
    found.push(...r.calls);
    // Another call may follow directly (or after the separator).
    let next = skipSpace(text, end);
    if (next < 0) {
      if (!ctx.final) return more;
      return calls(found, end);
    }
    if (opts.separator && text.startsWith(opts.separator, next)) {
      const after = skipSpace(text, next + opts.separator.length);
      if (after < 0 && !ctx.final) return more;
      if (after >= 0 && (text[after] === '{' || text[after] === '[')) {
        i = after;
        continue;
      }
      next = -1;
    }
    if (next >= 0 && opts.strict && text[next] === '{') {
      i = next;
      continue;
    }
    const tailEnd = withOptionalTail(text, end, tails, ctx.final);
    return tailEnd === undefined ? more : calls(found, tailEnd);
  }
}

/**
 * A JSON call in running text, where `prefix` (`{` or `[`, part of the opener) begins it: read only
 * when it starts like a call; anything else is given back as ordinary text. Offsets are in `text`.
 */
export function readLooseJson(text: string, prefix: string, ctx: ReadContext): ReadResult {
  const whole = prefix + text;
  const looks = looksLikeCallJson(whole, 0, ctx.final);
  if (looks === 'more') return MORE;
  if (looks === 'no') return notACall(0);
  const r = readJsonCalls(whole, 0, ctx, { strict: false });
  if (r.kind === 'calls' || r.kind === 'text') return { ...r, end: Math.max(0, r.end - prefix.length) };
  return r.kind === 'more' ? r : notACall(0);
}
