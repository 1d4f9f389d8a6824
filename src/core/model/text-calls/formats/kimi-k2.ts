import { readToolArguments } from '../../tool-arguments';
import { blockFormat } from '../block-format';
import { excerpt } from '../scanning';
import { callsInSection, type OneCall } from '../sectioned-calls';
import { makeCall, resolveToolName, unknownToolMessage } from '../tool-names';

const SECTION_END = '<|tool_calls_section_end|>';
const CALL_BEGIN = '<|tool_call_begin|>';
const CALL_END = '<|tool_call_end|>';
const ARGS = '<|tool_call_argument_begin|>';

/** `functions.name:0 <|tool_call_argument_begin|> {…}`: the id names the tool (vLLM kimi_k2_tool_parser.py). */
function readKimiCall(call: string, tools: readonly string[]): OneCall {
  const a = call.indexOf(ARGS);
  if (a < 0) return { error: `expected functions.<tool>:<n>${ARGS}{arguments}, found ${excerpt(call)}` };
  const id = call.slice(0, a).trim();
  const m = /^(.+):\d+$/.exec(id);
  if (!m) return { error: `the call id ${excerpt(id)} is not functions.<tool>:<n>` };
  const name = resolveToolName(m[1]!, tools);
  if (!name) return { error: unknownToolMessage(m[1]!, tools) };
  const args = readToolArguments(call.slice(a + ARGS.length).trim());
  return { calls: [makeCall(name, args.arguments, args.error)] };
}

/**
 * Kimi K2: `<|tool_calls_section_begin|><|tool_call_begin|>functions.name:0<|tool_call_argument_begin|>{…}<|tool_call_end|>…<|tool_calls_section_end|>`
 * (vLLM tool_parsers/kimi_k2_tool_parser.py and tests/tool_use/test_kimi_k2_tool_parser.py;
 * llama.cpp common/chat-parsers/kimi-k2.cpp). A lone `<|tool_call_begin|>` is read too.
 */
export const kimiK2 = blockFormat({
  family: 'Kimi K2',
  openers: ['<|tool_calls_section_begin|>', CALL_BEGIN],
  close: (opener) => (opener === CALL_BEGIN ? CALL_END : SECTION_END),
  tails: (opener) => (opener === CALL_BEGIN ? [SECTION_END] : []),
  example: `<|tool_calls_section_begin|>${CALL_BEGIN}functions.<tool>:0${ARGS}{…}${CALL_END}${SECTION_END}`,
  body: (body, tools, opener) => callsInSection(opener === CALL_BEGIN ? CALL_BEGIN + body : body, CALL_BEGIN, CALL_END, (c) => readKimiCall(c, tools)),
});
