import { awaitingClose, type CallFormat, failure } from '../call-format';
import { readJsonCalls } from '../json-reading';
import { closedBlock, excerpt, skipSpace } from '../scanning';

const CLOSE = '<|END_ACTION|>';

/**
 * Command R7B / Command A: `<|START_ACTION|>[{"tool_call_id": "0", "tool_name": …, "parameters": {…}}]<|END_ACTION|>`
 * (Ollama model/parsers/cohere.go; llama.cpp common/chat.cpp Command R7B).
 */
export const cohereAction: CallFormat = {
  family: 'Command R7B / Command A',
  openers: ['<|START_ACTION|>'],
  example: `<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "<tool>", "parameters": {…}}]${CLOSE}`,
  read(text, ctx) {
    const j = skipSpace(text);
    if (j >= 0 && (text[j] === '[' || text[j] === '{')) return readJsonCalls(text, j, ctx, { strict: true, close: CLOSE });
    const block = closedBlock(text, CLOSE, ctx.final, 0, ctx.seen);
    if (!block) return awaitingClose(text, CLOSE);
    return failure(`expected a JSON list of calls, found ${excerpt(text.slice(0, block.bodyEnd))}`, block.end);
  },
};
