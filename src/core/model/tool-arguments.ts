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

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Ids for calls whose server gave none (Ollama, text-written calls, attachments): 9 alphanumerics,
 * because Mistral chat templates (llama.cpp, LM Studio, vLLM's mistral tokenizer mode) refuse any
 * other shape with “Tool call IDs should be alphanumeric strings with length 9!”. 62^9 ≈ 1.3e16
 * values make a collision within one conversation practically impossible.
 */
export function newCallId(): string {
  let id = '';
  // 248 = 4 × 62: bytes at or above it would favour the first letters, so they are redrawn.
  while (id.length < 9) {
    const b = randomByte();
    if (b < 248) id += ID_ALPHABET[b % 62];
  }
  return id;
}

/**
 * Random bytes drawn a pool at a time: each getRandomValues call costs a system call (tens of µs in
 * Node), which showed as the top cost of reading text-written tool calls (`npm run bench -- agent`).
 */
const pool = new Uint8Array(1024);
let poolAt = pool.length;
function randomByte(): number {
  if (poolAt >= pool.length) {
    crypto.getRandomValues(pool);
    poolAt = 0;
  }
  return pool[poolAt++]!;
}
