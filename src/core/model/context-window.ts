/**
 * The window a model really runs with, and what its server does with a prompt that does not fit.
 * Servers differ: llama.cpp and vLLM refuse such a prompt with an error; Ollama leaves out whole
 * messages from the front (server/prompt.go, keeping system messages and the last message); LM Studio
 * cuts the middle of the conversation (its default `truncateMiddle` overflow policy). The last two say
 * nothing, so the agent must both plan under the window and notice a cut from the prompt counts.
 */
export type Overflow = 'refuses' | 'drops-oldest' | 'cuts-middle';

export type WindowServer = 'ollama' | 'lmstudio' | 'llamacpp' | 'vllm';

export interface ContextWindow {
  tokens: number;
  /**
   * `loaded`: the size the server runs the model at now; `reported`: the size the server serves or
   * the model allows; `server-default`: what the server loads an unloaded model at, assumed until a
   * load is seen; `setting`: nothing was reported, the user's Context size.
   */
  source: 'loaded' | 'reported' | 'server-default' | 'setting';
  overflow: Overflow;
  server?: WindowServer;
  /** The size may change once the model is loaded (just-in-time loading): ask again after the first request. */
  provisional?: boolean;
  /** The size is the one Sidelight asks for (Ollama's native `num_ctx`), so the Context size setting changes it. */
  askedFor?: boolean;
}

/**
 * Ollama's window for a request without `num_ctx` (its `/v1`), by version (envconfig/config.go
 * OLLAMA_CONTEXT_LENGTH): 2048 up to v0.6.6, 4096 from v0.6.7; from v0.16.0 sized by total VRAM
 * (server/routes.go: 4096, 32768 from 23 GiB, 262144 from 47 GiB). VRAM is not visible from here, so the
 * smallest tier is assumed until `/api/ps` shows the model loaded with its real size.
 */
export function ollamaDefaultWindow(version: string): number {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map((n) => parseInt(n, 10) || 0);
  if (major === 0 && (minor < 6 || (minor === 6 && patch < 7))) return 2048;
  return 4096;
}

/**
 * LM Studio's context for a model it loads just in time (the app's default load context; the SDK
 * schema lms-kv-config/src/schema.ts falls back to 2048 where the app gives none, which the re-ask after
 * the first request then finds).
 */
export const LM_STUDIO_JIT_WINDOW = 4096;

export interface LmStudioModelRow {
  id: string;
  state?: string;
  max_context_length?: number;
  loaded_context_length?: number;
}

/**
 * The window from LM Studio's `/api/v0/models` rows for one id. An id can be listed twice (a loaded
 * instance beside the downloaded model): the loaded row wins. A model not loaded runs, once the first
 * request loads it, at LM Studio's default, not at its `max_context_length`.
 */
export function lmStudioWindow(rows: readonly LmStudioModelRow[], model: string): ContextWindow | undefined {
  const mine = rows.filter((r) => r.id === model);
  if (!mine.length) return undefined;
  const loaded = mine.find((r) => r.state === 'loaded' && typeof r.loaded_context_length === 'number' && r.loaded_context_length > 0);
  if (loaded) return { tokens: loaded.loaded_context_length!, source: 'loaded', overflow: 'cuts-middle', server: 'lmstudio' };
  const max = Math.max(0, ...mine.map((r) => r.max_context_length ?? 0));
  return { tokens: max > 0 ? Math.min(max, LM_STUDIO_JIT_WINDOW) : LM_STUDIO_JIT_WINDOW, source: 'server-default', overflow: 'cuts-middle', server: 'lmstudio', provisional: true };
}

/** Ollama names a model `qwen3:latest` where the user may have typed `qwen3`. */
export function sameOllamaModel(listed: string, model: string): boolean {
  const full = (n: string) => (n.includes(':') ? n : `${n}:latest`);
  return full(listed) === full(model);
}
