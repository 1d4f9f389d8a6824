import type { ChatMessage, ChatRequest, ToolCall, ToolSpec } from './types';

/**
 * “Tools via text”: for a server or model that refuses native tool calls, the same round goes out
 * with the tool signatures and one call format in the system prompt and no `tools` field. The call
 * format is Hermes/Qwen's `<tool_call>{…}</tool_call>`, the one most open models were trained on and
 * the first the streaming text parser recognises. Earlier tool exchanges are replayed as plain text
 * (the call in the assistant's words, the result as a user message), because templates without tool
 * support drop `tool` messages silently (Ollama's gemma3 template renders only user/assistant/system)
 * or refuse them. The transformation is pure, so every round of an answer renders the same prefix.
 */
function textToolsInstructions(tools: readonly ToolSpec[]): string {
  const signatures = tools.map((t) => JSON.stringify({ type: 'function', function: t })).join('\n');
  return [
    '# Tool calls',
    '',
    'You call a tool by writing one line per call, exactly in this form, and nothing after it:',
    '<tool_call>{"name": "<tool name>", "arguments": {<arguments as JSON>}}</tool_call>',
    'The result comes back in the next message inside <tool_response name="<tool name>">…</tool_response>. Several independent calls may go in one message, one line each.',
    'When you have what you need, answer the user normally, without a tool call.',
    '',
    'The tools, as JSON signatures:',
    '<tools>',
    signatures,
    '</tools>',
  ].join('\n');
}

function callAsText(call: ToolCall): string {
  return `<tool_call>${JSON.stringify({ name: call.name, arguments: call.arguments })}</tool_call>`;
}

function resultAsText(m: Extract<ChatMessage, { role: 'tool' }>): string {
  return `<tool_response name="${m.name}">\n${m.content}\n</tool_response>`;
}

/** Templates that demand alternating roles (Gemma, Mistral) refuse two user messages in a row. */
function pushMerged(out: ChatMessage[], m: ChatMessage): void {
  const last = out[out.length - 1];
  if (last && last.role === 'user' && m.role === 'user') {
    // The images stay with the merged message (a vision model without native tools, gemma3, gets both).
    const images = [...(last.images ?? []), ...(m.images ?? [])];
    out[out.length - 1] = { role: 'user', content: `${last.content}\n\n${m.content}`, ...(images.length ? { images } : {}) };
  } else out.push(m);
}

/** The request as a server without native tools must receive it. */
export function toTextToolsRequest(request: ChatRequest): ChatRequest {
  const instructions = textToolsInstructions(request.tools);
  const messages: ChatMessage[] = [];
  let systemDone = false;
  for (const m of request.messages) {
    if (m.role === 'system' && !systemDone) {
      messages.push({ role: 'system', content: `${m.content}\n\n${instructions}` });
      systemDone = true;
    } else if (m.role === 'assistant' && m.toolCalls?.length) {
      const calls = m.toolCalls.map(callAsText).join('\n');
      const { toolCalls: _calls, ...rest } = m;
      messages.push({ ...rest, content: m.content ? `${m.content}\n${calls}` : calls });
    } else if (m.role === 'tool') {
      pushMerged(messages, { role: 'user', content: resultAsText(m) });
    } else {
      pushMerged(messages, m);
    }
  }
  if (!systemDone) messages.unshift({ role: 'system', content: instructions });
  return { ...request, messages, tools: [] };
}
