import type { ToolCall } from '../types';
import { awaitingClose, calls, type CallFormat, failure, MORE } from './call-format';
import { closedBlock, withOptionalTail } from './scanning';

export type BodyResult = { calls: ToolCall[]; errors?: string[] } | { error: string };

export interface BlockSpec {
  family: string;
  openers: readonly string[];
  example: string;
  /** The closing marker; the body is everything before it (or up to the end of the stream). */
  close: string | ((opener: string) => string);
  /** Optional markers consumed after the close (a stray outer closing tag). */
  tails?: (opener: string) => readonly string[];
  /** Reads the whole body; `opener` for formats whose body depends on it. */
  body: (body: string, tools: readonly string[], opener: string) => BodyResult;
}

/**
 * A format whose call is a block with a closing marker: it waits for the marker (or the end of the
 * stream), then reads the body; a malformed body is consumed whole and reported.
 */
export function blockFormat(spec: BlockSpec): CallFormat {
  return {
    family: spec.family,
    openers: spec.openers,
    example: spec.example,
    read(text, ctx) {
      const close = typeof spec.close === 'string' ? spec.close : spec.close(ctx.opener);
      const block = closedBlock(text, close, ctx.final, 0, ctx.seen);
      if (!block) return awaitingClose(text, close);
      const tails = spec.tails?.(ctx.opener) ?? [];
      const end = tails.length ? withOptionalTail(text, block.end, tails, ctx.final) : block.end;
      if (end === undefined) return MORE;
      const r = spec.body(text.slice(0, block.bodyEnd), ctx.tools, ctx.opener);
      if ('error' in r) return failure(r.error, end);
      if (!r.calls.length) return failure(r.errors?.[0] ?? 'the block holds no call', end);
      return calls(r.calls, end, r.errors);
    },
  };
}
