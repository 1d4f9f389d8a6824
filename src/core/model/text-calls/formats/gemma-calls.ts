import { blockFormat } from '../block-format';
import { callsFromGemmaSyntax } from '../gemma-call-body';

function gemmaCall(family: string, open: string, close: string, quote: string) {
  return blockFormat({
    family,
    openers: [open],
    close,
    example: `${open}call:<tool>{<name>:${quote}<value>${quote}}${close}`,
    body: (body, tools) => callsFromGemmaSyntax(body, tools, quote),
  });
}

/** Gemma 4: `<|tool_call>call:name{k:<|"|>v<|"|>}<tool_call|>` (Ollama model/parsers/gemma4.go and gemma4_test.go). */
export const gemma4ToolCall = gemmaCall('Gemma 4', '<|tool_call>', '<tool_call|>', '<|"|>');

/** FunctionGemma: `<start_function_call>call:name{k:<escape>v<escape>}<end_function_call>` (Ollama model/parsers/functiongemma.go). */
export const functionGemma = gemmaCall('FunctionGemma', '<start_function_call>', '<end_function_call>', '<escape>');
