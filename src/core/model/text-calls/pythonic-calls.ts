import type { ToolCall } from '../types';
import { calls, failure, type ReadContext, type ReadResult } from './call-format';
import { bracketEnd, Incomplete, type PyCall, PyReader, PySyntaxError } from './python-syntax';
import { makeCall, resolveToolName, unknownToolMessage } from './tool-names';

/** The tool a pythonic callee names: Llama 3.1 writes built-ins as `name.call(…)`. */
export function resolvePyName(raw: string, tools: readonly string[]): string | undefined {
  return resolveToolName(raw, tools) ?? (raw.endsWith('.call') ? resolveToolName(raw.slice(0, -5), tools) : undefined);
}

function toToolCalls(list: readonly PyCall[], tools: readonly string[]): { calls: ToolCall[] } | { error: string } {
  const out: ToolCall[] = [];
  for (const c of list) {
    const name = resolvePyName(c.name, tools);
    if (!name) return { error: unknownToolMessage(c.name, tools) };
    if (c.positional) return { error: `${name} was given ${c.positional} argument(s) without a name; write each as name=value` };
    out.push(makeCall(name, c.args));
  }
  return { calls: out };
}

/**
 * An unfinished list is decided only by a closing bracket: the one that ends the list, or one that
 * ends the malformed construct `bracketEnd` consumes.
 */
const AWAIT_BRACKET: ReadResult = Object.freeze({ kind: 'more', until: '])}' });

/**
 * Reads `[name(k=v, …), …]` at `at` (the `[`): Llama 3.2 / Llama 4 / ToolACE pythonic lists (vLLM
 * tool_parsers/pythonic_tool_parser.py and llama4_pythonic_tool_parser.py). A malformed list is
 * consumed up to its closing bracket.
 */
export function readPyList(s: string, at: number, ctx: ReadContext): ReadResult {
  const r = new PyReader(s, at, ctx.final);
  try {
    r.expect('[');
    const list: PyCall[] = [];
    while (r.peek() !== ']') {
      list.push(r.callArgs(r.name()));
      if (r.peek() === ',') r.i++;
      else if (r.peek() !== ']') r.expect(']');
    }
    r.i++;
    const out = toToolCalls(list, ctx.tools);
    return 'error' in out ? failure(out.error, r.i) : calls(out.calls, r.i);
  } catch (err) {
    if (err instanceof Incomplete) return AWAIT_BRACKET;
    if (!(err instanceof PySyntaxError)) throw err;
    const end = bracketEnd(s, at);
    if (end < 0) return ctx.final ? failure(`the call list is malformed: ${err.message}`, s.length) : AWAIT_BRACKET;
    return failure(`the call list is malformed: ${err.message}`, end);
  }
}

/**
 * Reads a complete block of pythonic calls: one per line or comma/semicolon-separated, optionally as
 * a `[…]` list, each optionally wrapped in `print(…)` (Gemma's ```tool_code blocks, Llama 4's
 * `<|python_start|>`, LFM2's `<|tool_call_start|>`, Olmo 3's `<function_calls>`).
 */
export function pyCallsInBlock(body: string, tools: readonly string[]): { calls: ToolCall[] } | { error: string } {
  const r = new PyReader(body, 0, true);
  const list: PyCall[] = [];
  try {
    for (;;) {
      while (r.i < body.length && /[\s,;]/.test(body[r.i]!)) r.i++;
      if (r.i >= body.length) break;
      if (body[r.i] === '[') {
        r.i++;
        while (r.peek() !== ']') {
          list.push(r.callArgs(r.name()));
          if (r.peek() === ',') r.i++;
        }
        r.i++;
        continue;
      }
      const name = r.name();
      if (name === 'print') {
        r.expect('(');
        list.push(r.callArgs(r.name()));
        r.expect(')');
      } else {
        list.push(r.callArgs(name));
      }
    }
  } catch (err) {
    if (err instanceof PySyntaxError) return { error: `the call is malformed: ${err.message}` };
    if (err instanceof Incomplete) return { error: 'the call ends too early' };
    throw err;
  }
  if (!list.length) return { error: 'the block holds no call' };
  return toToolCalls(list, tools);
}
