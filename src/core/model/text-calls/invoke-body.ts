import type { ToolCall } from '../types';
import { excerpt, skipSpace } from './scanning';
import { makeCall, resolveToolName, unknownToolMessage } from './tool-names';

const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`).exec(tag)?.[1] ?? new RegExp(`\\s${name}\\s*=\\s*'([^']*)'`).exec(tag)?.[1];

/**
 * Reads `<invoke name="x"><parameter name="k">v</parameter></invoke>` blocks, optionally with a
 * namespace prefix on every tag (`prefix` = "" for MiniMax-M2, "｜DSML｜" for DeepSeek V3.2). Extra
 * attributes are ignored, as vLLM's minimax_m2_tool_parser.py does. Values stay strings.
 */
export function callsFromInvokes(body: string, tools: readonly string[], prefix = ''): { calls: ToolCall[] } | { error: string } {
  const open = `<${prefix}invoke`;
  const close = `</${prefix}invoke>`;
  const pOpen = `<${prefix}parameter`;
  const pClose = `</${prefix}parameter>`;
  const out: ToolCall[] = [];
  let i = skipSpace(body);
  while (i >= 0) {
    if (!body.startsWith(open, i)) return { error: `expected ${open} name="<tool>">, found ${excerpt(body.slice(i))}` };
    const gt = body.indexOf('>', i);
    if (gt < 0) return { error: `${open} is not closed with ">"` };
    const raw = attr(body.slice(i, gt), 'name');
    if (raw === undefined) return { error: `${open}> has no name="<tool>"` };
    const name = resolveToolName(raw, tools);
    if (!name) return { error: unknownToolMessage(raw, tools) };
    const ce = body.indexOf(close, gt);
    const inner = body.slice(gt + 1, ce < 0 ? undefined : ce);
    const args: Record<string, unknown> = {};
    let k = skipSpace(inner);
    while (k >= 0) {
      if (!inner.startsWith(pOpen, k)) return { error: `in the call to ${name}: expected ${pOpen} name="…">, found ${excerpt(inner.slice(k))}` };
      const pgt = inner.indexOf('>', k);
      const key = pgt < 0 ? undefined : attr(inner.slice(k, pgt), 'name');
      if (key === undefined) return { error: `in the call to ${name}: a parameter has no name="…"` };
      const pe = inner.indexOf(pClose, pgt);
      if (pe < 0) return { error: `in the call to ${name}: ${pClose} is missing for ${key}` };
      args[key] = inner.slice(pgt + 1, pe).replace(/^\n/, '').replace(/\n$/, '');
      k = skipSpace(inner, pe + pClose.length);
    }
    out.push(makeCall(name, args));
    i = ce < 0 ? -1 : skipSpace(body, ce + close.length);
  }
  if (!out.length) return { error: 'the block holds no call' };
  return { calls: out };
}
