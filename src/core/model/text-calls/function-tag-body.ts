import { readToolArguments } from '../tool-arguments';
import type { ToolCall } from '../types';
import { excerpt, skipSpace } from './scanning';
import { makeCall, resolveToolName, unknownToolMessage } from './tool-names';

const OPEN = '<function=';
const CLOSE = '</function>';
const PARAM = '<parameter=';
const PARAM_CLOSE = '</parameter>';

/** Qwen3-Coder trims exactly one newline on each side of a value (Ollama model/parsers/qwen3coder.go parseValue). */
function trimOneNewline(v: string): string {
  let s = v;
  if (s.startsWith('\r\n')) s = s.slice(2);
  else if (s.startsWith('\n')) s = s.slice(1);
  if (s.endsWith('\r\n')) s = s.slice(0, -2);
  else if (s.endsWith('\n')) s = s.slice(0, -1);
  return s;
}

const unquote = (s: string) => s.trim().replace(/^(["'])(.*)\1$/s, '$2');

/** `<parameter=k>v</parameter>…`; a missing `</parameter>` ends at the next parameter (as vLLM's qwen3coder parser allows). */
function readParameters(inner: string): { arguments: Record<string, unknown> } | { error: string } {
  const args: Record<string, unknown> = {};
  let i = skipSpace(inner);
  while (i >= 0) {
    if (!inner.startsWith(PARAM, i)) return { error: `expected <parameter=name>value</parameter>, found ${excerpt(inner.slice(i))}` };
    const gt = inner.indexOf('>', i + PARAM.length);
    if (gt < 0) return { error: `a <parameter= tag is not closed with ">": ${excerpt(inner.slice(i))}` };
    const key = unquote(inner.slice(i + PARAM.length, gt));
    const close = inner.indexOf(PARAM_CLOSE, gt + 1);
    const next = inner.indexOf(PARAM, gt + 1);
    let valueEnd: number;
    let after: number;
    if (close >= 0 && (next < 0 || close < next)) {
      valueEnd = close;
      after = close + PARAM_CLOSE.length;
    } else {
      valueEnd = next >= 0 ? next : inner.length;
      after = valueEnd;
    }
    if (!key) return { error: 'a parameter has no name' };
    args[key] = trimOneNewline(inner.slice(gt + 1, valueEnd));
    i = skipSpace(inner, after);
  }
  return { arguments: args };
}

/**
 * Reads `<function=name><parameter=k>v</parameter></function>` blocks (Qwen3-Coder, Qwen3.5,
 * Nemotron, Seed-OSS; format as parsed by Ollama model/parsers/qwen3coder.go and vLLM
 * tool_parsers/qwen3coder_tool_parser.py). A JSON object in place of the parameters is the Llama 3.1
 * `<function=name>{…}</function>` form (llama.cpp common/chat.cpp). Values stay strings: without the
 * tools' schemas there is nothing to convert them to, and the browser tools accept numeric strings.
 */
export function callsFromFunctionTags(body: string, tools: readonly string[]): { calls: ToolCall[] } | { error: string } {
  const out: ToolCall[] = [];
  let i = skipSpace(body);
  while (i >= 0) {
    if (!body.startsWith(OPEN, i)) {
      return { error: out.length ? `unexpected text after </function>: ${excerpt(body.slice(i))}` : `expected <function=name>, found ${excerpt(body.slice(i))}` };
    }
    const gt = body.indexOf('>', i + OPEN.length);
    if (gt < 0) return { error: `the <function= tag is not closed with ">": ${excerpt(body.slice(i))}` };
    const raw = body.slice(i + OPEN.length, gt);
    const close = body.indexOf(CLOSE, gt + 1);
    const innerEnd = close >= 0 ? close : body.length;
    const inner = body.slice(gt + 1, innerEnd);
    const name = resolveToolName(raw, tools);
    if (!name) return { error: unknownToolMessage(unquote(raw), tools) };
    const first = skipSpace(inner);
    if (first >= 0 && inner[first] === '{') {
      const a = readToolArguments(inner.trim());
      out.push(makeCall(name, a.arguments, a.error));
    } else {
      const a = readParameters(inner);
      if ('error' in a) return { error: `in the call to ${name}: ${a.error}` };
      out.push(makeCall(name, a.arguments));
    }
    i = close >= 0 ? skipSpace(body, close + CLOSE.length) : -1;
  }
  if (!out.length) return { error: 'the call is empty' };
  return { calls: out };
}
