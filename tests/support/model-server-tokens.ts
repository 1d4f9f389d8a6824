/**
 * Real token counts for the scripted model server: gpt-oss's tokenizer (o200k, shipped inside the
 * js-tiktoken package, so it works offline) over the prompt as a chat template would render it.
 */
import { Tiktoken } from 'js-tiktoken/lite';
import o200k from 'js-tiktoken/ranks/o200k_base';

let encoder: Tiktoken | undefined;

export function countTokens(text: string): number {
  encoder ??= new Tiktoken(o200k);
  return encoder.encode(text).length;
}

interface WireMessage {
  role?: string;
  content?: unknown;
  thinking?: string;
  reasoning_content?: string;
  tool_calls?: unknown[];
}

/** A ChatML rendering (Qwen/Hermes style): tools in the system block, one block per message. */
export function renderPrompt(body: { messages?: WireMessage[]; tools?: unknown[] }): string {
  const parts: string[] = [];
  const tools = body.tools?.length ? `\n\n# Tools\n<tools>\n${body.tools.map((t) => JSON.stringify(t)).join('\n')}\n</tools>` : '';
  const messages = body.messages ?? [];
  if (tools && messages[0]?.role !== 'system') parts.push(`<|im_start|>system${tools}<|im_end|>`);
  for (const [i, m] of messages.entries()) {
    const thinking = m.thinking ?? m.reasoning_content;
    const calls = (m.tool_calls ?? []).map((c) => `\n<tool_call>\n${JSON.stringify(c)}\n</tool_call>`).join('');
    const body = `${thinking ? `<think>\n${thinking}\n</think>\n` : ''}${typeof m.content === 'string' ? m.content : JSON.stringify(m.content ?? '')}${calls}`;
    parts.push(`<|im_start|>${m.role === 'tool' ? 'user\n<tool_response>' : m.role}\n${body}${i === 0 && m.role === 'system' ? tools : ''}<|im_end|>`);
  }
  parts.push('<|im_start|>assistant\n');
  return parts.join('\n');
}

export function promptTokens(body: { messages?: WireMessage[]; tools?: unknown[] }): number {
  return countTokens(renderPrompt(body));
}
