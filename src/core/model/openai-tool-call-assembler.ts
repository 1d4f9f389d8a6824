import { newCallId, readToolArguments } from './tool-arguments';
import type { ToolCall } from './types';

export interface ToolCallDelta {
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: unknown };
}

/**
 * OpenAI-style streams send each tool call in pieces: the first delta for an index carries id and
 * name, later ones append to the arguments string. Calls are complete only when the turn finishes.
 */
export class ToolCallAssembler {
  private readonly parts = new Map<number, { id?: string; name: string; args: string; object?: Record<string, unknown> }>();

  add(delta: ToolCallDelta, position: number): void {
    const index = delta.index ?? position;
    const part = this.parts.get(index) ?? { name: '', args: '' };
    if (delta.id) part.id = delta.id;
    if (delta.function?.name) part.name += part.name && part.name === delta.function.name ? '' : delta.function.name;
    const a = delta.function?.arguments;
    // A few servers send the arguments as an object rather than a JSON string.
    if (a && typeof a === 'object') part.object = a as Record<string, unknown>;
    else if (typeof a === 'string') part.args += a;
    this.parts.set(index, part);
  }

  get size(): number {
    return this.parts.size;
  }

  finish(mapName: (wire: string) => string): ToolCall[] {
    const out: ToolCall[] = [];
    for (const [, p] of [...this.parts.entries()].sort((x, y) => x[0] - y[0])) {
      const read = p.object ? { arguments: p.object } : readToolArguments(p.args);
      out.push({
        id: p.id || newCallId(),
        name: mapName(p.name),
        arguments: read.arguments,
        ...('error' in read && read.error ? { argumentsError: read.error } : {}),
      });
    }
    this.parts.clear();
    return out;
  }
}
