/**
 * Request fields Sidelight sends where they help and most servers take them, but that a strictly
 * validating endpoint may refuse (OpenAI's API: `Unrecognized request argument supplied: …`, or
 * `Additional properties are not allowed ('reasoning_content' was unexpected)`; pydantic servers
 * with `extra="forbid"`: `Extra inputs are not permitted` at the field). Ollama's `/v1` (Go's JSON
 * decoder), llama.cpp (nlohmann lookups) and vLLM (extra fields allowed, a log line) ignore the
 * ones they do not read.
 */
export type OptionalField = 'parallel_tool_calls' | 'reasoning' | 'reasoning_content';

const FIELDS: readonly OptionalField[] = ['parallel_tool_calls', 'reasoning', 'reasoning_content'];
const REFUSAL_WORDS = /unrecognized|unexpected|not permitted|not allowed|unknown|unsupported|extra/i;

/** Endpoints that refused a field, remembered for the session so only the first request pays for the retry. */
const refused = new Map<string, Set<OptionalField>>();

export function refusedFields(baseUrl: string): ReadonlySet<OptionalField> {
  return refused.get(baseUrl) ?? new Set();
}

export function rememberRefusedField(baseUrl: string, field: OptionalField): void {
  const set = refused.get(baseUrl) ?? new Set<OptionalField>();
  set.add(field);
  refused.set(baseUrl, set);
}

/** The optional field a 400/422 answer names as the reason, if any of those that were sent. */
export function refusedField(status: number, body: string, sent: ReadonlySet<OptionalField>): OptionalField | undefined {
  if (status !== 400 && status !== 422) return undefined;
  if (!REFUSAL_WORDS.test(body)) return undefined;
  // `\b` keeps `reasoning` from matching inside `reasoning_content` or `reasoning_effort`.
  return FIELDS.find((f) => sent.has(f) && new RegExp(`\\b${f}\\b`).test(body));
}
