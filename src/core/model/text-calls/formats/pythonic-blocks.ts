import { calls, type CallFormat, failure, MORE } from '../call-format';
import { pyCallsInBlock } from '../pythonic-calls';
import { closedBlock, withOptionalTail } from '../scanning';

/** A block of pythonic calls between an opener and `close`; a malformed block is consumed whole. */
function pythonicBlock(family: string, opener: string, close: string, example: string, tails: readonly string[] = []): CallFormat {
  return {
    family,
    openers: [opener],
    example,
    read(text, ctx) {
      const block = closedBlock(text, close, ctx.final);
      if (!block) return MORE;
      const end = tails.length ? withOptionalTail(text, block.end, tails, ctx.final) : block.end;
      if (end === undefined) return MORE;
      const r = pyCallsInBlock(text.slice(0, block.bodyEnd), ctx.tools);
      return 'error' in r ? failure(r.error, end) : calls(r.calls, end);
    },
  };
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

/** Olmo 3: `<function_calls>name(k=v)\n…</function_calls>`, one call per line (Ollama model/parsers/olmo3.go; vLLM olmo3_tool_parser.py). */
export const olmo3FunctionCalls = pythonicBlock('Olmo 3', '<function_calls>', '</function_calls>', '<function_calls>\n<tool>(<name>="<value>")\n</function_calls>');
