import { blockFormat } from '../block-format';
import { callsFromFunctionTags } from '../function-tag-body';

/**
 * `<function=name>…</function>` without a `<tool_call>` around it: Qwen3-Coder and Qwen3.5 often
 * drop the wrapper (vLLM tool_parsers/qwen3coder_tool_parser.py accepts it bare), and Llama 3.1
 * writes `<function=name>{…}</function>` (llama.cpp common/chat.cpp, Llama 3.x format).
 * A stray `</tool_call>` after it is consumed with it.
 */
export const functionTag = blockFormat({
  family: 'Qwen3-Coder',
  openers: ['<function='],
  close: '</function>',
  tails: () => ['</tool_call>'],
  example: '<function=<tool>>\n<parameter=<name>>\n<value>\n</parameter>\n</function>',
  body: (body, tools, opener) => callsFromFunctionTags(`${opener}${body}</function>`, tools),
});
