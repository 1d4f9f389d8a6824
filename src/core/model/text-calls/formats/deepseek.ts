import { readToolArguments } from '../../tool-arguments';
import { blockFormat } from '../block-format';
import { excerpt } from '../scanning';
import { callsInSection, type OneCall } from '../sectioned-calls';
import { makeCall, resolveToolName, unknownToolMessage } from '../tool-names';

const CALLS_END = '<｜tool▁calls▁end｜>';
const CALL_BEGIN = '<｜tool▁call▁begin｜>';
const CALL_END = '<｜tool▁call▁end｜>';
const SEP = '<｜tool▁sep｜>';

/**
 * One DeepSeek call: V3.1/V3.2 and Ollama's deepseek3 parser write `name<｜tool▁sep｜>{…}`; V3 and R1
 * write `function<｜tool▁sep｜>name\n```json\n{…}\n``` ` (llama.cpp common/chat.cpp
 * common_chat_parse_deepseek_r1 and parse_deepseek_v3_1).
 */
function readDeepSeekCall(call: string, tools: readonly string[]): OneCall {
  const sep = call.indexOf(SEP);
  if (sep < 0) return { error: `expected <tool>${SEP}{arguments}, found ${excerpt(call)}` };
  let raw = call.slice(0, sep).trim();
  let args = call.slice(sep + SEP.length).trim();
  if (raw === 'function') {
    const nl = args.indexOf('\n');
    raw = (nl < 0 ? args : args.slice(0, nl)).trim();
    args = nl < 0 ? '' : args.slice(nl + 1).trim();
  }
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/.exec(args);
  if (fenced) args = fenced[1]!;
  const name = resolveToolName(raw, tools);
  if (!name) return { error: unknownToolMessage(raw, tools) };
  const a = readToolArguments(args);
  return { calls: [makeCall(name, a.arguments, a.error)] };
}

/**
 * DeepSeek V3 / R1 / V3.1: `<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>…<｜tool▁call▁end｜>…<｜tool▁calls▁end｜>`
 * (Ollama model/parsers/deepseek3.go; vLLM deepseekv3_tool_parser.py, deepseekv31_tool_parser.py).
 * The section opener has the spellings llama.cpp accepts from R1 distills (`<｜tool_calls_begin｜>`,
 * `<｜tool calls begin｜>`, `<｜tool\_calls\_begin｜>`, `<｜tool▁calls｜>`), and a lone
 * `<｜tool▁call▁begin｜>` without the section is read too.
 */
export const deepseek = blockFormat({
  family: 'DeepSeek',
  openers: ['<｜tool▁calls▁begin｜>', '<｜tool_calls_begin｜>', '<｜tool calls begin｜>', '<｜tool\\_calls\\_begin｜>', '<｜tool▁calls｜>', CALL_BEGIN],
  close: (opener) => (opener === CALL_BEGIN ? CALL_END : CALLS_END),
  tails: (opener) => (opener === CALL_BEGIN ? [CALLS_END] : []),
  example: `<｜tool▁calls▁begin｜>${CALL_BEGIN}<tool>${SEP}{…}${CALL_END}${CALLS_END}`,
  body: (body, tools, opener) => callsInSection(opener === CALL_BEGIN ? CALL_BEGIN + body : body, CALL_BEGIN, CALL_END, (c) => readDeepSeekCall(c, tools)),
});
