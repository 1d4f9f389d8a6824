import { callsFromJson } from '../../tool-call-json';
import { awaitingClose, calls, type CallFormat, notACall } from '../call-format';
import { closedBlock } from '../scanning';

/**
 * A ```json block holding a call, as models without a call syntax of their own write it (and xLAM,
 * vLLM tool_parsers/xlam_tool_parser.py). A block that is not a call stays in the answer, whole.
 */
export const jsonFence: CallFormat = {
  family: 'JSON block',
  openers: ['```json'],
  example: '```json\n{"name": "<tool>", "arguments": {…}}\n```',
  read(text, ctx) {
    const block = closedBlock(text, '```', ctx.final, 0, ctx.seen);
    if (!block) return awaitingClose(text, '```');
    if (!block.closed) return notACall(text.length);
    const r = callsFromJson(text.slice(0, block.bodyEnd).trim(), ctx.tools, false);
    return r.kind === 'calls' ? calls(r.calls, block.end) : notACall(block.end);
  },
};
