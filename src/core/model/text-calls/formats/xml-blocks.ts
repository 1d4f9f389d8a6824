import { blockFormat } from '../block-format';
import { callsFromFunctionTags } from '../function-tag-body';
import { callsFromInvokes } from '../invoke-body';

/**
 * MiniMax-M2: `<minimax:tool_call><invoke name="x"><parameter name="k">v</parameter></invoke></minimax:tool_call>`
 * (vLLM tool_parsers/minimax_m2_tool_parser.py and tests/tool_use/test_minimax_m2_tool_parser.py).
 */
export const minimaxM2 = blockFormat({
  family: 'MiniMax-M2',
  openers: ['<minimax:tool_call>'],
  close: '</minimax:tool_call>',
  example: '<minimax:tool_call>\n<invoke name="<tool>">\n<parameter name="<name>"><value></parameter>\n</invoke>\n</minimax:tool_call>',
  body: (body, tools) => callsFromInvokes(body, tools),
});

/**
 * DeepSeek V3.2 DSML: `<｜DSML｜function_calls><｜DSML｜invoke name="x"><｜DSML｜parameter name="k" string="true">v</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜function_calls>`
 * (vLLM tool_parsers/deepseekv32_tool_parser.py).
 */
export const deepseekDsml = blockFormat({
  family: 'DeepSeek V3.2',
  openers: ['<｜DSML｜function_calls>'],
  close: '</｜DSML｜function_calls>',
  example: '<｜DSML｜function_calls>\n<｜DSML｜invoke name="<tool>">\n<｜DSML｜parameter name="<name>" string="true"><value></｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>',
  body: (body, tools) => callsFromInvokes(body, tools, '｜DSML｜'),
});

/**
 * Seed-OSS: `<seed:tool_call><function=x><parameter=k>v</parameter></function></seed:tool_call>`
 * (vLLM tool_parsers/seed_oss_tool_parser.py; llama.cpp common/chat-parsers/seed-oss.cpp).
 */
export const seedOss = blockFormat({
  family: 'Seed-OSS',
  openers: ['<seed:tool_call>'],
  close: '</seed:tool_call>',
  example: '<seed:tool_call>\n<function=<tool>>\n<parameter=<name>><value></parameter>\n</function>\n</seed:tool_call>',
  body: callsFromFunctionTags,
});
