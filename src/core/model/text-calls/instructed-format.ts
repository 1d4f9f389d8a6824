/**
 * Which call format to teach a model that gets its tools through the prompt ("tools via text"): the
 * one its family was trained on, so it follows it without drifting. The parser reads every format
 * whatever is taught; this only decides what the system prompt shows and how earlier calls are
 * replayed as text. Formats as the families' own templates and the upstream parsers write them
 * (sources in each reader under formats/).
 */

export type InstructedFormatId = 'hermes' | 'qwen3-coder' | 'glm' | 'mistral' | 'mistral-v11' | 'llama-json' | 'pythonic' | 'phi-functools';

export interface CallToWrite {
  name: string;
  arguments: Record<string, unknown>;
}

export interface InstructedFormat {
  id: InstructedFormatId;
  /** One sentence for the system prompt; `<tool name>` and `<arguments>` are placeholders. */
  howTo: string;
  /** A call in this format, as the model should write it (also for replaying earlier calls). */
  write(call: CallToWrite): string;
}

/** A Python literal for a JSON value, as the pythonic formats write arguments. */
function pyLiteral(v: unknown): string {
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(pyLiteral).join(', ')}]`;
  return `{${Object.entries(v as Record<string, unknown>)
    .map(([k, x]) => `${JSON.stringify(k)}: ${pyLiteral(x)}`)
    .join(', ')}}`;
}

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

const FORMATS: Record<InstructedFormatId, InstructedFormat> = {
  hermes: {
    id: 'hermes',
    howTo: 'To call a tool, write <tool_call>{"name": "<tool name>", "arguments": {<arguments as JSON>}}</tool_call>.',
    write: (c) => `<tool_call>${JSON.stringify({ name: c.name, arguments: c.arguments })}</tool_call>`,
  },
  'qwen3-coder': {
    id: 'qwen3-coder',
    howTo: 'To call a tool, write <tool_call>\n<function=<tool name>>\n<parameter=<argument name>>\n<value>\n</parameter>\n</function>\n</tool_call>, one <parameter> per argument.',
    write: (c) =>
      `<tool_call>\n<function=${c.name}>\n${Object.entries(c.arguments)
        .map(([k, v]) => `<parameter=${k}>\n${asText(v)}\n</parameter>\n`)
        .join('')}</function>\n</tool_call>`,
  },
  glm: {
    id: 'glm',
    howTo: 'To call a tool, write <tool_call><tool name>\n<arg_key><argument name></arg_key>\n<arg_value><value></arg_value>\n</tool_call>, one key and value per argument.',
    write: (c) =>
      `<tool_call>${c.name}\n${Object.entries(c.arguments)
        .map(([k, v]) => `<arg_key>${k}</arg_key>\n<arg_value>${asText(v)}</arg_value>\n`)
        .join('')}</tool_call>`,
  },
  mistral: {
    id: 'mistral',
    howTo: 'To call a tool, write [TOOL_CALLS][{"name": "<tool name>", "arguments": {<arguments as JSON>}}].',
    write: (c) => `[TOOL_CALLS][${JSON.stringify({ name: c.name, arguments: c.arguments })}]`,
  },
  'mistral-v11': {
    id: 'mistral-v11',
    howTo: 'To call a tool, write [TOOL_CALLS]<tool name>[ARGS]{<arguments as JSON>}.',
    write: (c) => `[TOOL_CALLS]${c.name}[ARGS]${JSON.stringify(c.arguments)}`,
  },
  'llama-json': {
    id: 'llama-json',
    howTo: 'To call a tool, reply with only {"name": "<tool name>", "parameters": {<arguments as JSON>}}.',
    write: (c) => JSON.stringify({ name: c.name, parameters: c.arguments }),
  },
  pythonic: {
    id: 'pythonic',
    howTo: 'To call a tool, write [<tool name>(<argument name>=<value>, ...)] with Python literals as values.',
    write: (c) =>
      `[${c.name}(${Object.entries(c.arguments)
        .map(([k, v]) => `${k}=${pyLiteral(v)}`)
        .join(', ')})]`,
  },
  'phi-functools': {
    id: 'phi-functools',
    howTo: 'To call a tool, write functools[{"name": "<tool name>", "arguments": {<arguments as JSON>}}].',
    write: (c) => `functools[${JSON.stringify({ name: c.name, arguments: c.arguments })}]`,
  },
};

/** Model-name patterns (Ollama tags, GGUF file names, Hugging Face ids), first match wins. */
const BY_MODEL: readonly [RegExp, InstructedFormatId][] = [
  // Qwen3-Coder and Qwen3.5 were trained on the XML function format (Ollama qwen3coder.go, qwen35.go).
  [/qwen3[-_.]?coder|qwen3[._-]?5|qwen3[-_.]?next/i, 'qwen3-coder'],
  // GLM-4.5 and later: arg_key/arg_value (Ollama glm46.go, glm47.go).
  [/glm[-_.]?4[-_.]?[5-9]|glm[-_.]?5/i, 'glm'],
  // Mistral's v11 tokenizer models write name[ARGS]{…} (Ollama ministral.go); older ones a JSON list.
  [/magistral|devstral|ministral|mistral[-_.]?small[-_.]?3[._-]?[12]|mistral[-_.]?medium/i, 'mistral-v11'],
  [/mistral|mixtral|codestral|pixtral/i, 'mistral'],
  // Llama 3.2 and Llama 4 (and Gemma, per Google's function-calling guide) write pythonic lists.
  [/llama[-_.]?3[._-]?2|llama[-_.]?4|gemma/i, 'pythonic'],
  [/llama[-_.]?3/i, 'llama-json'],
  [/phi[-_.]?4[-_.]?mini/i, 'phi-functools'],
];

/** The call format to teach `model` (its name as the server reports it); Hermes when the family is unknown. */
export function instructedFormatFor(model: string): InstructedFormat {
  const hit = BY_MODEL.find(([re]) => re.test(model));
  return FORMATS[hit ? hit[1] : 'hermes'];
}
