/**
 * What the first-run screen offers when Ollama has no model: small enough for most laptops, trained
 * for tool calls and thinking (ollama.com/library/qwen3: the 4b tag is 2.5 GB, Q4_K_M).
 */
export const SUGGESTED_MODEL = { name: 'qwen3:4b', size: '2.5 GB' } as const;
