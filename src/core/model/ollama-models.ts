import { SidelightError, isAbortError, toSidelightError, userText } from '../errors';
import { getJson, requestModel, DEFAULT_IDLE_TIMEOUT_MS } from './http-request';
import { readNdjson } from './ndjson-stream';
import { PullProgressTracker, type PullLine, type PullProgress } from './pull-progress';
import type { ModelEndpoint } from './types';

/** An installed model as the Models section lists it. */
export interface InstalledModel {
  name: string;
  /** Bytes on disk. */
  size: number;
  family?: string;
  parameterSize?: string;
  quantization?: string;
  /** From `/api/show` capabilities; undefined when this Ollama does not say (before 0.6.4). */
  tools?: boolean;
  thinking?: boolean;
}

interface TagsResponse {
  models?: { name: string; size?: number; details?: { family?: string; parameter_size?: string; quantization_level?: string } }[];
}

/**
 * Ollama's own model store, behind its native API (ollama/ollama server/routes.go: GET /api/tags,
 * POST /api/show, POST /api/pull streaming NDJSON, DELETE /api/delete; docs/api.md).
 */
export class OllamaModels {
  private readonly root: string;
  constructor(private readonly endpoint: ModelEndpoint) {
    this.root = endpoint.baseUrl.replace(/\/+$/, '');
  }

  /** The installed models, most recent first (Ollama's order), each with what `/api/show` says it can do. */
  async list(signal: AbortSignal): Promise<InstalledModel[]> {
    const tags = await getJson<TagsResponse>(this.endpoint, this.root, { path: '/api/tags' }, signal);
    return Promise.all(
      (tags.models ?? []).map(async (t) => {
        const caps = await getJson<{ capabilities?: string[] }>(this.endpoint, this.root, { path: '/api/show', body: { model: t.name }, model: t.name }, signal).then(
          (s) => s.capabilities,
          (err: unknown) => {
            if (isAbortError(err) || toSidelightError(err).code === 'aborted') throw err;
            return undefined;
          },
        );
        return {
          name: t.name,
          size: t.size ?? 0,
          family: t.details?.family,
          parameterSize: t.details?.parameter_size,
          quantization: t.details?.quantization_level,
          ...(Array.isArray(caps) ? { tools: caps.includes('tools'), thinking: caps.includes('thinking') } : {}),
        };
      }),
    );
  }

  /**
   * Downloads `name`, reporting progress per line. Aborting closes the request, which cancels the pull
   * in Ollama (its request context); the manifest is written only after every layer is verified, so a
   * cancelled pull leaves no model registered.
   */
  async pull(name: string, signal: AbortSignal, onProgress: (p: PullProgress) => void, now: () => number = Date.now): Promise<void> {
    const res = await requestModel(this.endpoint, this.root, { path: '/api/pull', body: { model: name, stream: true }, model: name }, signal);
    const tracker = new PullProgressTracker();
    try {
      for await (const raw of readNdjson(res.body!, this.endpoint.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS, signal)) {
        const line = raw as PullLine;
        if (line.error) throw pullError(name, line.error);
        onProgress(tracker.update(line, now()));
        if (line.status === 'success') return;
      }
    } catch (err) {
      const e = toSidelightError(err);
      if (signal.aborted || e.code === 'aborted') throw downloadCancelled(e);
      // A line Ollama sent is already in words; a broken or silent stream means Ollama went away.
      if (e.code !== 'bad-response' && e.code !== 'network' && e.code !== 'timeout') throw e;
      throw lostDuringPull(name, e);
    }
    if (signal.aborted) throw downloadCancelled();
    throw lostDuringPull(name);
  }

  /** Deletes the model and the layers no other model uses. */
  async delete(name: string, signal: AbortSignal): Promise<void> {
    try {
      const res = await requestModel(this.endpoint, this.root, { path: '/api/delete', method: 'DELETE', body: { model: name }, model: name }, signal);
      await res.body?.cancel().catch(() => {});
    } catch (err) {
      const e = toSidelightError(err);
      if (e.status === 404) {
        throw new SidelightError('not-found', `Ollama has no model “${name}” to delete.`, {
          hint: 'It may already be gone; refresh the list.',
          status: 404,
          cause: e,
          userMessage: userText('errDeleteNoSuchModel', name),
          userHint: userText('hintDeleteRefresh'),
        });
      }
      throw e;
    }
  }
}

function downloadCancelled(cause?: unknown): SidelightError {
  return new SidelightError('aborted', 'Download cancelled.', { cause, userMessage: userText('errDownloadCancelled') });
}

function lostDuringPull(
name: string, cause?: unknown): SidelightError {
  return new SidelightError('network', `The connection to Ollama was lost while “${name}” was downloading.`, {
    hint: 'Check that Ollama is still running (`ollama serve`), then download again: it resumes where it stopped.',
    cause,
    userMessage: userText('errPullConnectionLost', name),
    userHint: userText('hintPullResume'),
  });
}

/** Ollama's error text (images.go PullModel, download.go) in words a user can act on. */
export function pullError(name: string, said: string): SidelightError {
  if (/file does not exist|not found|manifest unknown/i.test(said)) {
    return new SidelightError('not-found', `Ollama’s library has no model “${name}”.`, {
      hint: 'Check the name and tag on ollama.com/library, for example qwen3:4b or llama3.2:3b.',
      cause: said,
      userMessage: userText('errPullNoSuchModel', name),
      userHint: userText('hintPullCheckName'),
    });
  }
  if (/no space left on device|not enough space|disk full/i.test(said)) {
    return new SidelightError('quota', `The disk Ollama stores models on is full; “${name}” could not be downloaded.`, {
      hint: 'Delete models you no longer use (below), or free disk space, then download again.',
      cause: said,
      userMessage: userText('errPullDiskFull', name),
      userHint: userText('hintPullFreeDisk'),
    });
  }
  if (/invalid model name|model is required/i.test(said)) {
    return new SidelightError('invalid-arguments', `“${name}” is not a valid model name.`, {
      hint: 'Use a name like qwen3:4b: the model, a colon, then the tag.',
      cause: said,
      userMessage: userText('errPullBadName', name),
      userHint: userText('hintPullNameShape'),
    });
  }
  return new SidelightError('server', `Ollama could not download “${name}”: ${said}`, {
    hint: 'Check your internet connection and the Ollama log, then download again; Ollama resumes where it stopped.',
    cause: said,
    userMessage: userText('errPullFailed', name, said),
    userHint: userText('hintPullInternet'),
  });
}
