import { calls, type CallFormat, failure, MORE } from '../call-format';
import { readJsonCalls } from '../json-reading';
import { pyCallsInBlock } from '../pythonic-calls';
import { skipSpace } from '../scanning';

/**
 * Llama 3.1/3.2/3.3 `<|python_tag|>{"name": …, "parameters": {…}}`, several calls separated by `;`
 * (llama.cpp common/chat.cpp Llama 3.x; vLLM tool_parsers/llama_tool_parser.py), or Llama 3.1's
 * built-in style `name.call(k="v")` (llama.cpp common/chat.cpp, builtin tools). The call ends the
 * turn (`<|eom_id|>`), so anything else after the tag is read as calls up to the end of the stream.
 */
export const llamaPythonTag: CallFormat = {
  family: 'Llama 3.x',
  openers: ['<|python_tag|>'],
  example: '<|python_tag|>{"name": "<tool>", "parameters": {…}}',
  read(text, ctx) {
    const j = skipSpace(text);
    if (j < 0) return ctx.final ? failure('<|python_tag|> was not followed by a call', text.length) : MORE;
    if (text[j] === '{' || text[j] === '[') return readJsonCalls(text, j, ctx, { strict: true, separator: ';' });
    if (!ctx.final) return MORE;
    const r = pyCallsInBlock(text, ctx.tools);
    return 'error' in r ? failure(r.error, text.length) : calls(r.calls, text.length);
  },
};
