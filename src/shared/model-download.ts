import { signal } from '@preact/signals';
import { toSidelightError, type SerializedError } from '../core/errors';
import { OllamaModels } from '../core/model/ollama-models';
import type { PullProgress } from '../core/model/pull-progress';
import { withServersGranted, type EndpointSettings } from './model-connection';

export type DownloadState =
  | { kind: 'idle' }
  | { kind: 'running'; name: string; progress: PullProgress }
  | { kind: 'done'; name: string }
  | { kind: 'cancelled'; name: string }
  | { kind: 'failed'; name: string; error: SerializedError };

/** The one model download of this page (options or side panel); a new one waits for it to end. */
export const download = signal<DownloadState>({ kind: 'idle' });

let controller: AbortController | null = null;

/** Ollama's model store for these settings, reached past the extension's Origin and local-host rules. */
export function ollamaModels(endpoint: EndpointSettings): OllamaModels {
  return new OllamaModels({ baseUrl: endpoint.baseUrl, style: 'ollama', apiKey: endpoint.apiKey || undefined, fetch: fetch.bind(globalThis) });
}

/**
 * Pulls `name` into the configured Ollama, showing progress in `download`. Closing the page or
 * Cancel download aborts the request, which stops the pull in Ollama with nothing registered.
 */
export async function startDownload(endpoint: EndpointSettings, name: string): Promise<boolean> {
  const model = name.trim();
  if (!model || download.value.kind === 'running') return false;
  controller = new AbortController();
  const signal = controller.signal;
  download.value = { kind: 'running', name: model, progress: { status: 'starting', completed: 0, total: 0, bytesPerSecond: 0 } };
  try {
    await withServersGranted([endpoint.baseUrl], () =>
      ollamaModels(endpoint).pull(model, signal, (progress) => {
        download.value = { kind: 'running', name: model, progress };
      }),
    );
    download.value = { kind: 'done', name: model };
    return true;
  } catch (err) {
    download.value = signal.aborted ? { kind: 'cancelled', name: model } : { kind: 'failed', name: model, error: toSidelightError(err).toJSON() };
    return false;
  } finally {
    controller = null;
  }
}

export function cancelDownload(): void {
  controller?.abort();
}
