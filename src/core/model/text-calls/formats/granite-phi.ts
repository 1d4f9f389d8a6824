import { type CallFormat, failure, MORE } from '../call-format';
import { looksLikeCallJson, readJsonCalls, readLooseJson } from '../json-reading';
import { excerpt, skipSpace } from '../scanning';

/**
 * Granite 3.0 `<|tool_call|>[{"name": …, "arguments": …}]` (vLLM tool_parsers/granite_tool_parser.py)
 * and Phi-4-mini, which writes the same tag closed by `<|/tool_call|>` (its chat template; llama.cpp
 * common/chat.cpp).
 */
export const graniteToolCall: CallFormat = {
  family: 'Granite / Phi-4-mini',
  openers: ['<|tool_call|>'],
  example: '<|tool_call|>[{"name": "<tool>", "arguments": {…}}]<|/tool_call|>',
  read(text, ctx) {
    const j = skipSpace(text);
    if (j >= 0 && (text[j] === '[' || text[j] === '{')) return readJsonCalls(text, j, ctx, { strict: true, close: '<|/tool_call|>' });
    if (j < 0 && !ctx.final) return MORE;
    const close = text.indexOf('<|/tool_call|>');
    if (close < 0 && !ctx.final) return MORE;
    const end = close < 0 ? text.length : close + '<|/tool_call|>'.length;
    return failure(`expected a JSON list of calls after <|tool_call|>, found ${excerpt(text.slice(0, close < 0 ? undefined : close))}`, end);
  },
};

/** Phi-4-mini `functools[{"name": …, "arguments": …}]` (vLLM tool_parsers/phi4mini_tool_parser.py). */
export const phiFunctools: CallFormat = {
  family: 'Phi-4-mini',
  openers: ['functools['],
  example: 'functools[{"name": "<tool>", "arguments": {…}}]',
  rejects: (s, at) => looksLikeCallJson(s, at - 1, false) === 'no',
  read: (text, ctx) => readLooseJson(text, '[', ctx),
};
