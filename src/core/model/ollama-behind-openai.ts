import { isAbortError } from '../errors';
import { getJson } from './http-request';
import type { ModelEndpoint } from './types';

/** Per server root, Ollama's version, or undefined for another server: asked once per session. */
const known = new Map<string, Promise<string | undefined>>();

/**
 * The version of the Ollama behind an OpenAI-compatible endpoint, undefined when it is another server:
 * Ollama answers `GET /api/version` with `{"version":"…"}` (server/routes.go), the others with a 404.
 * Read where Ollama's `/v1` differs: its window is the server's default for the version
 * (server-window.ts), and Reasoning off is `reasoning_effort: "none"` there (openai/openai.go,
 * thinkFromReasoningEffort; `chat_template_kwargs` is ignored).
 */
export function ollamaVersionBehind(endpoint: ModelEndpoint, root: string, signal: AbortSignal): Promise<string | undefined> {
  let p = known.get(root);
  if (!p) {
    p = getJson<{ version?: unknown }>({ ...endpoint, connectTimeoutMs: endpoint.connectTimeoutMs ?? 5000 }, root, { path: '/api/version' }, signal).then(
      (v) => (typeof v.version === 'string' ? v.version : undefined),
      (err: unknown) => {
        // Stopped before it knew: ask again next time. Any other failure means it is not Ollama.
        if (isAbortError(err)) {
          known.delete(root);
          throw err;
        }
        return undefined;
      },
    );
    known.set(root, p);
  }
  return p;
}

/** Whether an OpenAI-compatible endpoint is Ollama's `/v1` (ollamaVersionBehind). */
export async function isOllamaServer(endpoint: ModelEndpoint, root: string, signal: AbortSignal): Promise<boolean> {
  return (await ollamaVersionBehind(endpoint, root, signal)) !== undefined;
}
