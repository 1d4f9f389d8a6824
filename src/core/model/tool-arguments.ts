/** Reads tool arguments that arrive as an object, a JSON string, or nothing at all. */
export function readToolArguments(raw: unknown): { arguments: Record<string, unknown>; error?: string } {
  if (raw === undefined || raw === null || raw === '') return { arguments: {} };
  if (typeof raw === 'object' && !Array.isArray(raw)) return { arguments: raw as Record<string, unknown> };
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return { arguments: parsed as Record<string, unknown> };
      return { arguments: {}, error: `arguments must be a JSON object, got ${JSON.stringify(raw).slice(0, 200)}` };
    } catch {
      return { arguments: {}, error: `arguments are not valid JSON: ${raw.slice(0, 200)}` };
    }
  }
  return { arguments: {}, error: `arguments must be a JSON object, got ${typeof raw}` };
}

let counter = 0;
/** Ids for calls whose server gave none (Ollama); unique within the page's lifetime. */
export function newCallId(): string {
  counter += 1;
  return `call_${Date.now().toString(36)}_${counter}`;
}
