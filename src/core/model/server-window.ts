import { isAbortError } from '../errors';
import { lmStudioWindow, ollamaDefaultWindow, sameOllamaModel, type ContextWindow, type LmStudioModelRow } from './context-window';
import { ollamaVersionBehind } from './ollama-behind-openai';
import { getJson } from './http-request';
import type { ModelEndpoint } from './types';

type Probe = () => Promise<ContextWindow | undefined>;

/** llama-server: `/props` (`default_generation_settings.n_ctx`; in router mode 0 until asked about one model). */
function llamaCpp(endpoint: ModelEndpoint, root: string, model: string, signal: AbortSignal): Probe {
  return async () => {
    type Props = { default_generation_settings?: { n_ctx?: number }; n_ctx?: number };
    const nCtx = (p: Props) => p.default_generation_settings?.n_ctx ?? p.n_ctx;
    let n = nCtx(await getJson<Props>(endpoint, root, { path: '/props' }, signal));
    if (n === 0) n = nCtx(await getJson<Props>(endpoint, root, { path: `/props?model=${encodeURIComponent(model)}` }, signal));
    // LM Studio answers `/props` with HTTP 200 and `{"error": …}`: no number, not llama.cpp.
    return typeof n === 'number' && n > 0 ? { tokens: n, source: 'reported', overflow: 'refuses', server: 'llamacpp' } : undefined;
  };
}

/** LM Studio: `/api/v0/models` (REST API v0) with each model's state and loaded context. */
function lmStudio(endpoint: ModelEndpoint, root: string, model: string, signal: AbortSignal): Probe {
  return async () => {
    const list = await getJson<{ data?: LmStudioModelRow[] }>(endpoint, root, { path: '/api/v0/models' }, signal);
    return Array.isArray(list.data) ? lmStudioWindow(list.data, model) : undefined;
  };
}

/**
 * Ollama behind its OpenAI-compatible `/v1` (openai/openai.go sends no `num_ctx`): the model runs at the
 * server's default. `/api/ps` tells the size of a loaded model (since v0.11); else the default for the
 * version, capped by the model's own window from `/api/show`.
 */
function ollamaV1(endpoint: ModelEndpoint, root: string, model: string, signal: AbortSignal): Probe {
  return async () => {
    // The same cached question as the Reasoning-off check asks (ollama-behind-openai.ts): one per server.
    const version = await ollamaVersionBehind(endpoint, root, signal);
    if (version === undefined) return undefined;
    const base = { overflow: 'drops-oldest', server: 'ollama' } as const;
    const ps = await getJson<{ models?: { name?: string; model?: string; context_length?: number }[] }>(endpoint, root, { path: '/api/ps' }, signal).catch(rethrowAbort);
    const running = ps?.models?.find((m) => sameOllamaModel(m.name ?? m.model ?? '', model));
    // Loaded by a native request with its own num_ctx, the model is reloaded at the default by the first /v1
    // request (server/sched.go needsReload): so this size too is asked again after that request.
    if (running?.context_length) return { ...base, tokens: running.context_length, source: 'loaded', provisional: true };
    const show = await getJson<{ model_info?: Record<string, unknown> }>(endpoint, root, { path: '/api/show', body: { model }, model }, signal).catch(rethrowAbort);
    const max = Object.entries(show?.model_info ?? {}).find(([k, v]) => k.endsWith('.context_length') && typeof v === 'number')?.[1] as number | undefined;
    const tokens = Math.min(ollamaDefaultWindow(version), max ?? Infinity);
    return { ...base, tokens, source: 'server-default', provisional: true };
  };
}

/** vLLM: `max_model_len` in `/v1/models`. */
function vllm(endpoint: ModelEndpoint, root: string, model: string, signal: AbortSignal): Probe {
  return async () => {
    const data = await getJson<{ data?: { id: string; max_model_len?: number }[] }>(endpoint, root, { path: '/v1/models' }, signal);
    const n = data.data?.find((m) => m.id === model)?.max_model_len;
    return typeof n === 'number' && n > 0 ? { tokens: n, source: 'reported', overflow: 'refuses', server: 'vllm' } : undefined;
  };
}

function rethrowAbort(err: unknown): undefined {
  if (isAbortError(err)) throw err;
  return undefined;
}

/**
 * The window an OpenAI-compatible server really runs `model` with, asking each kind of server the way
 * it answers: llama.cpp, LM Studio, Ollama, vLLM. Undefined when none says.
 */
export async function openAiServerWindow(endpoint: ModelEndpoint, root: string, model: string, signal: AbortSignal): Promise<ContextWindow | undefined> {
  for (const probe of [llamaCpp, lmStudio, ollamaV1, vllm]) {
    try {
      const w = await probe(endpoint, root, model, signal)();
      if (w) return w;
    } catch (err) {
      rethrowAbort(err);
    }
  }
  return undefined;
}
