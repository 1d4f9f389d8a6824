import { awaitingClose, calls, type CallFormat, failure, MORE } from '../call-format';
import { callFromArgKeys } from '../arg-key-body';
import { callsFromFunctionTags } from '../function-tag-body';
import { readJsonCalls } from '../json-reading';
import { closedBlock, skipSpace } from '../scanning';

const CLOSE = '</tool_call>';
const QWEN_EXAMPLE = '<tool_call>\n<function=<tool>>\n<parameter=<name>>\n<value>\n</parameter>\n</function>\n</tool_call>';
const GLM_EXAMPLE = '<tool_call><tool>\n<arg_key><name></arg_key>\n<arg_value><value></arg_value>\n</tool_call>';

/**
 * `<tool_call>…</tool_call>`, whose body differs by family:
 * - `{"name": …, "arguments": …}` — Hermes, Qwen2.5/Qwen3 (vLLM tool_parsers/hermes_tool_parser.py);
 *   `[{…}]` — Granite 3.1+ (vLLM granite_tool_parser.py);
 * - `<function=name><parameter=k>v</parameter></function>` — Qwen3-Coder, Qwen3.5, Nemotron 3
 *   (Ollama model/parsers/qwen3coder.go, qwen35.go, nemotron3nano.go);
 * - `name<arg_key>k</arg_key><arg_value>v</arg_value>` — GLM-4.5 and later (Ollama glm46.go, glm47.go).
 * A JSON call ends the block when its last bracket arrives; the other bodies end at `</tool_call>`,
 * and a malformed one is consumed up to it, never shown.
 */
export const toolCallTag: CallFormat = {
  family: 'Hermes / Qwen / GLM',
  openers: ['<tool_call>'],
  example: '<tool_call>\n{"name": "<tool>", "arguments": {…}}\n</tool_call>',
  read(text, ctx) {
    const j = skipSpace(text);
    if (j >= 0 && (text[j] === '{' || text[j] === '[')) return readJsonCalls(text, j, ctx, { strict: true, close: CLOSE });
    if (j < 0 && !ctx.final) return MORE;
    const block = closedBlock(text, CLOSE, ctx.final, 0, ctx.seen);
    if (!block) return awaitingClose(text, CLOSE);
    const body = text.slice(0, block.bodyEnd).trim();
    if (!body) return failure('<tool_call> holds no call', block.end);
    const tagged = body.startsWith('<function=');
    const r = tagged ? callsFromFunctionTags(body, ctx.tools) : callFromArgKeys(body, ctx.tools);
    return 'error' in r ? failure(r.error, block.end, tagged ? QWEN_EXAMPLE : GLM_EXAMPLE) : calls(r.calls, block.end);
  },
};
