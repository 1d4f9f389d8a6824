import { blockFormat } from '../block-format';
import { callsFromInvokes } from '../invoke-body';
import { pyCallsInBlock } from '../pythonic-calls';

/** A block of pythonic calls between an opener and `close`; a malformed block is consumed whole. */
function pythonicBlock(family: string, opener: string, close: string, example: string) {
  return blockFormat({ family, openers: [opener], close, example, body: pyCallsInBlock });
}

/**
 * Gemma 3: a ```tool_code block holding `print(name(k=v))` or `name(k=v)` (Google's Gemma function
 * calling guide, ai.google.dev/gemma/docs/capabilities/function-calling; Ollama's gemma3 template).
 */
export const gemmaToolCode = pythonicBlock('Gemma 3', '```tool_code', '```', '```tool_code\n<tool>(<name>="<value>")\n```');

/** Llama 4: `<|python_start|>[name(k=v)]<|python_end|>` (vLLM tool_parsers/llama4_pythonic_tool_parser.py). */
export const llama4PythonStart = pythonicBlock('Llama 4', '<|python_start|>', '<|python_end|>', '<|python_start|>[<tool>(<name>="<value>")]<|python_end|>');

/** LFM2: `<|tool_call_start|>[name(k=v)]<|tool_call_end|>` (Ollama model/parsers/lfm2.go; llama.cpp common/chat-parsers/lfm2.cpp). */
export const lfm2ToolCall = pythonicBlock('LFM2', '<|tool_call_start|>', '<|tool_call_end|>', '<|tool_call_start|>[<tool>(<name>="<value>")]<|tool_call_end|>');

/**
 * Olmo 3: `<function_calls>name(k=v)\n…</function_calls>`, one call per line (Ollama
 * model/parsers/olmo3.go; vLLM olmo3_tool_parser.py). Models tuned on Claude transcripts put
 * `<invoke name="x"><parameter name="k">v</parameter></invoke>` in the same block; read that too.
 */
export const olmo3FunctionCalls = blockFormat({
  family: 'Olmo 3',
  openers: ['<function_calls>'],
  close: '</function_calls>',
  example: '<function_calls>\n<tool>(<name>="<value>")\n</function_calls>',
  body: (body, tools) => (body.trimStart().startsWith('<invoke') ? callsFromInvokes(body, tools) : pyCallsInBlock(body, tools)),
});
