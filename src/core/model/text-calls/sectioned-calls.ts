import type { ToolCall } from '../types';
import { closedBlock } from './scanning';

export type OneCall = { calls: ToolCall[] } | { error: string };

/**
 * Splits a section body into its calls: each starts at `begin` and ends at `end` (or at the next
 * `begin`, or the section's end, when a model leaves it out), and is read by `readOne`. Well-formed
 * calls are kept even when a neighbour is malformed, as vLLM's Kimi-K2 and DeepSeek parsers do.
 */
export function callsInSection(body: string, begin: string, end: string, readOne: (call: string) => OneCall): { calls: ToolCall[]; errors: string[] } {
  const found: ToolCall[] = [];
  const errors: string[] = [];
  let i = body.indexOf(begin);
  while (i >= 0) {
    const from = i + begin.length;
    const next = body.indexOf(begin, from);
    const block = closedBlock(body.slice(from, next < 0 ? undefined : next), end, true)!;
    const r = readOne(body.slice(from, from + block.bodyEnd));
    if ('error' in r) errors.push(r.error);
    else found.push(...r.calls);
    i = next;
  }
  if (!found.length && !errors.length) errors.push('the section holds no call');
  return { calls: found, errors };
}
