import { newCallId, readToolArguments } from './tool-arguments';
import { toWireName } from './tool-name-aliases';
import type { ToolCall } from './types';

export type JsonCallsResult = { kind: 'calls'; calls: ToolCall[] } | { kind: 'not-a-call' } | { kind: 'error'; message: string };

function exactName(raw: string, tools: readonly string[]): string | undefined {
  return tools.find((t) => t === raw) ?? tools.find((t) => toWireName(t) === raw);
}

function nameOf(obj: Record<string, unknown>): string | undefined {
  for (const key of ['name', 'tool', 'tool_name', 'function_name']) {
    if (typeof obj[key] === 'string') return obj[key] as string;
  }
  const fn = obj.function;
  if (fn && typeof fn === 'object' && typeof (fn as { name?: unknown }).name === 'string') return (fn as { name: string }).name;
  return undefined;
}

function argumentsOf(obj: Record<string, unknown>): unknown {
  for (const key of ['arguments', 'parameters', 'args', 'input']) if (key in obj) return obj[key];
  const fn = obj.function;
  if (fn && typeof fn === 'object') {
    const f = fn as Record<string, unknown>;
    if ('arguments' in f) return f.arguments;
    if ('parameters' in f) return f.parameters;
  }
  return undefined;
}

/** Objects that look like calls, including ones wrapped as `{"tool_calls": […]}` or `{"tool_call": {…}}`. */
function candidates(value: unknown, depth = 0): Record<string, unknown>[] {
  if (depth > 3 || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((v) => candidates(v, depth + 1));
  const obj = value as Record<string, unknown>;
  if (nameOf(obj) !== undefined) return [obj];
  return Object.values(obj).flatMap((v) => candidates(v, depth + 1));
}

/**
 * Reads tool calls from JSON the model wrote as text. `strict` (an explicit tool-call tag) turns
 * anything unreadable into an error for the model; otherwise (a bare `{` or a ```json block) JSON
 * that is not a call is ordinary content.
 */
export function callsFromJson(text: string, tools: readonly string[], strict: boolean): JsonCallsResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    if (!strict) return { kind: 'not-a-call' };
    return { kind: 'error', message: `the tool call is not valid JSON (${(err as Error).message}): ${text.slice(0, 200)}` };
  }
  const objs = candidates(value);
  if (objs.length === 0) return strict ? { kind: 'error', message: `the tool call has no "name": ${text.slice(0, 200)}` } : { kind: 'not-a-call' };
  const calls: ToolCall[] = [];
  for (const obj of objs) {
    const raw = nameOf(obj)!;
    const name = exactName(raw, tools);
    if (!name) {
      if (!strict) return { kind: 'not-a-call' };
      return { kind: 'error', message: `there is no tool named "${raw}"; the tools are ${tools.join(', ')}` };
    }
    const args = readToolArguments(argumentsOf(obj));
    calls.push({ id: newCallId(), name, arguments: args.arguments, ...(args.error ? { argumentsError: args.error } : {}) });
  }
  return { kind: 'calls', calls };
}
