import { isAbortError } from '../errors';
import { getJson } from './http-request';
import type { ModelEndpoint } from './types';

/** Per server root, whether it is Ollama: asked once per session. */
const known = new Map<string, Promise<boolean>>();

/**
 * Whether an OpenAI-compatible endpoint is Ollama's `/v1`: Ollama answers `GET /api/version` with
 * `{"version":"…"}` (server/routes.go), the others with a 404. It matters where Ollama reads a
 * field differently: Reasoning off is `reasoning_effort: "none"` there (openai/openai.go,
 * thinkFromReasoningEffort), and `chat_template_kwargs` is ignored.
 */
export function isOllamaServer(endpoint: ModelEndpoint, root: string, signal: AbortSignal): Promise<boolean> {
  let p = known.get(root);
  if (!p) {
    p = getJson<{ version?: unknown }>({ ...endpoint, connectTimeoutMs: endpoint.connectTimeoutMs ?? 5000 }, root, { path: '/api/version' }, signal).then(
      (v) => typeof v.version === 'string',
      (err: unknown) => {
        // Stopped before it knew: ask again next time. Any other failure means it is not Ollama.
        if (isAbortError(err)) {
          known.delete(root);
          throw err;
        }
        return false;
      },
    );
    known.set(root, p);
  }
  return p;
}
