import { newCallId } from '../tool-arguments';
import { toWireName } from '../tool-name-aliases';
import type { ToolCall } from '../types';

const tables = new WeakMap<readonly string[], Map<string, string>>();

/** Every spelling of each offered tool (its name and its `browser_search` wire alias) → its name. */
function spellings(tools: readonly string[]): Map<string, string> {
  let t = tables.get(tools);
  if (!t) {
    t = new Map();
    for (const name of tools) if (!t.has(toWireName(name))) t.set(toWireName(name), name);
    for (const name of tools) t.set(name, name);
    tables.set(tools, t);
  }
  return t;
}

const NAMESPACES = ['functions.', 'default_api.', 'tools.'];

/**
 * The offered tool a model meant by `raw`: the exact name, its `browser_search` wire alias, or either
 * behind a namespace models add (`functions.` in harmony and Kimi, `default_api.` in Gemma), or quoted.
 * Called at every `[word` of an answer, so the common miss is one map lookup.
 */
export function resolveToolName(raw: string, tools: readonly string[]): string | undefined {
  const table = spellings(tools);
  const direct = table.get(raw);
  if (direct) return direct;
  let name = raw.trim();
  const q = name[0];
  if (name.length >= 2 && (q === '"' || q === "'") && name[name.length - 1] === q) name = name.slice(1, -1).trim();
  const found = name === raw ? undefined : table.get(name);
  if (found || !name.includes('.')) return found;
  const ns = NAMESPACES.find((p) => name.startsWith(p));
  return ns ? table.get(name.slice(ns.length)) : undefined;
}

export function unknownToolMessage(raw: string, tools: readonly string[]): string {
  return `there is no tool named ${JSON.stringify(raw.trim().slice(0, 80))}; the tools are ${tools.join(', ')}`;
}

export function makeCall(name: string, args: Record<string, unknown>, argumentsError?: string): ToolCall {
  return { id: newCallId(), name, arguments: args, ...(argumentsError ? { argumentsError } : {}) };
}
