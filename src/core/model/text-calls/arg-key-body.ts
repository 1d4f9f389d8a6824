import { readToolArguments } from '../tool-arguments';
import type { ToolCall } from '../types';
import { excerpt, skipSpace } from './scanning';
import { makeCall, resolveToolName, unknownToolMessage } from './tool-names';

const KEY = '<arg_key>';
const KEY_CLOSE = '</arg_key>';
const VALUE = '<arg_value>';
const VALUE_CLOSE = '</arg_value>';

/**
 * Reads a GLM-4.5/4.6/4.7 call body: `name<arg_key>k</arg_key><arg_value>v</arg_value>…`, with or
 * without newlines between the parts (Ollama model/parsers/glm46.go and glm47.go; vLLM
 * tool_parsers/glm4_moe_tool_parser.py). `name {…}` / `name\n{…}` (a JSON object after the name,
 * as GLM-4 and several fine-tunes write) is read too. Values stay strings.
 */
export function callFromArgKeys(body: string, tools: readonly string[]): { calls: ToolCall[] } | { error: string } {
  const keyAt = body.indexOf(KEY);
  const braceAt = body.indexOf('{');
  const nameEnd = [keyAt, braceAt, body.length].filter((n) => n >= 0).reduce((a, b) => Math.min(a, b));
  const raw = body.slice(0, nameEnd).trim();
  if (!raw) return { error: `the call has no tool name: ${excerpt(body)}` };
  if (/\s/.test(raw)) return { error: `expected a tool name, found ${excerpt(raw)}` };
  const name = resolveToolName(raw, tools);
  if (!name) return { error: unknownToolMessage(raw, tools) };
  if (nameEnd === braceAt) {
    const a = readToolArguments(body.slice(braceAt).trim());
    return { calls: [makeCall(name, a.arguments, a.error)] };
  }
  const args: Record<string, unknown> = {};
  let i = skipSpace(body, nameEnd);
  while (i >= 0) {
    if (!body.startsWith(KEY, i)) return { error: `in the call to ${name}: expected <arg_key>, found ${excerpt(body.slice(i))}` };
    const kc = body.indexOf(KEY_CLOSE, i);
    if (kc < 0) return { error: `in the call to ${name}: <arg_key> is not closed` };
    const key = body.slice(i + KEY.length, kc).trim();
    const v = skipSpace(body, kc + KEY_CLOSE.length);
    if (v < 0 || !body.startsWith(VALUE, v)) return { error: `in the call to ${name}: <arg_key>${key}</arg_key> has no <arg_value>` };
    const vc = body.indexOf(VALUE_CLOSE, v);
    if (vc < 0) return { error: `in the call to ${name}: <arg_value> for ${key} is not closed` };
    if (!key) return { error: `in the call to ${name}: an argument has no name` };
    args[key] = body.slice(v + VALUE.length, vc);
    i = skipSpace(body, vc + VALUE_CLOSE.length);
  }
  return { calls: [makeCall(name, args)] };
}
