import { calls, type CallFormat, failure, MORE } from '../call-format';
import { callsFromFunctionTags } from '../function-tag-body';
import { closedBlock, withOptionalTail } from '../scanning';

/**
 * `<function=name>…</function>` without a `<tool_call>` around it: Qwen3-Coder and Qwen3.5 often
 * drop the wrapper (vLLM tool_parsers/qwen3coder_tool_parser.py accepts it bare), and Llama 3.1
 * writes `<function=name>{…}</function>` (llama.cpp common/chat.cpp, Llama 3.x format).
 * A stray `</tool_call>` after it is consumed with it.
 */
export const functionTag: CallFormat = {
  family: 'Qwen3-Coder',
  openers: ['<function='],
  example: '<function=<tool>>\n<parameter=<name>>\n<value>\n</parameter>\n</function>',
  read(text, ctx) {
    const block = closedBlock(text, '</function>', ctx.final);
    if (!block) return MORE;
    const end = withOptionalTail(text, block.end, ['</tool_call>'], ctx.final);
    if (end === undefined) return MORE;
    const r = callsFromFunctionTags(ctx.opener + text.slice(0, block.end), ctx.tools);
    return 'error' in r ? failure(r.error, end) : calls(r.calls, end);
  },
};
