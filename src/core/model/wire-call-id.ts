const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const NINE_ALNUM = /^[A-Za-z0-9]{9}$/;

/** cyrb53: a 53-bit string hash, enough that two ids of one conversation practically never meet. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The id a tool call is replayed under: 9 letters and digits, the one shape every template takes.
 * Servers make their own (llama.cpp 32 random characters, vLLM `chatcmpl-tool-…`, Ollama `call_…`),
 * and Mistral's templates refuse anything else (“Tool call IDs should be alphanumeric strings with
 * length 9!”; mistral_common's validator: “Tool call id was … but must be a-z, A-Z, 0-9, with a length
 * of 9.”), which breaks a conversation that moves to a Mistral model. The mapping is a pure function
 * of the id, so the call and its result keep matching, and every round replays the same prompt
 * (the server's prefix cache still holds). Ids already in that shape are kept as they are.
 */
export function wireCallId(id: string): string {
  if (NINE_ALNUM.test(id)) return id;
  let n = hash53(id);
  let out = '';
  for (let i = 0; i < 9; i++) {
    out += ALPHABET[n % 62];
    n = Math.floor(n / 62);
  }
  return out;
}
