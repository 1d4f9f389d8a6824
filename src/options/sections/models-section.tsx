import { useEffect, useState } from 'preact/hooks';
import { toSidelightError, type SerializedError } from '../../core/errors';
import type { InstalledModel } from '../../core/model/ollama-models';
import { formatBytes } from '../../core/model/pull-progress';
import { withServersGranted } from '../../shared/model-connection';
import { download, ollamaModels, startDownload } from '../../shared/model-download';
import { DownloadProgress } from '../../shared/ui/download-progress';
import type { FormDraft } from '../form-draft';
import { serverModelHelp } from './server-model-help';

interface Props {
  draft: FormDraft;
  setField: (key: string, value: unknown) => void;
}

type Listing = { kind: 'loading' } | { kind: 'ok'; models: InstalledModel[] } | { kind: 'error'; error: SerializedError };

function yesNo(value: boolean | undefined): string {
  return value === undefined ? 'unknown' : value ? 'yes' : 'no';
}

/**
 * Options → Models: what Ollama has installed (size, family, tools and thinking support), a download
 * with live progress and Cancel, and Delete with a confirmation. Other servers are told how they do it.
 */
export function ModelsSection({ draft, setField }: Props) {
  const m = draft.settings.model;
  const endpoint = { baseUrl: m.baseUrl, apiStyle: m.apiStyle, apiKey: m.apiKey };
  const [listing, setListing] = useState<Listing>({ kind: 'loading' });
  const [wanted, setWanted] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<SerializedError | null>(null);
  const ollama = m.apiStyle === 'ollama' && Boolean(m.baseUrl);

  async function refresh() {
    if (!ollama) return;
    setListing({ kind: 'loading' });
    try {
      const models = await withServersGranted([m.baseUrl], () => ollamaModels(endpoint).list(AbortSignal.timeout(15_000)));
      setListing({ kind: 'ok', models });
    } catch (err) {
      setListing({ kind: 'error', error: toSidelightError(err).toJSON() });
    }
  }

  useEffect(() => {
    void refresh();
  }, [m.baseUrl, m.apiStyle]);

  async function downloadModel() {
    const name = wanted.trim();
    if (!name) return;
    const ok = await startDownload(endpoint, name);
    if (ok) {
      setWanted('');
      if (!m.model) setField('model.model', name);
    }
    await refresh();
  }

  async function remove(name: string) {
    setConfirming(null);
    setDeleteError(null);
    try {
      await withServersGranted([m.baseUrl], () => ollamaModels(endpoint).delete(name, AbortSignal.timeout(30_000)));
    } catch (err) {
      setDeleteError(toSidelightError(err).toJSON());
    }
    await refresh();
  }

  if (!ollama) {
    return (
      <section aria-labelledby="sec-models">
        <h2 id="sec-models">Models</h2>
        <p class="field-hint">{m.baseUrl ? serverModelHelp(m.baseUrl) : 'Set a model server URL above (or use Detect). With Ollama, you can download and delete models here.'}</p>
      </section>
    );
  }

  const running = download.value.kind === 'running';
  return (
    <section aria-labelledby="sec-models">
      <h2 id="sec-models">Models</h2>
      {listing.kind === 'loading' && <p class="field-hint">Asking Ollama for its models…</p>}
      {listing.kind === 'error' && (
        <p class="field-error" role="alert">
          Could not list the models: {listing.error.message} {listing.error.hint}
        </p>
      )}
      {listing.kind === 'ok' && listing.models.length === 0 && <p class="field-hint">Ollama has no models yet. Download one below, for example qwen3:4b (2.5 GB).</p>}
      {listing.kind === 'ok' && listing.models.length > 0 && (
        <table class="models-table">
          <caption class="visually-hidden">Installed models</caption>
          <thead>
            <tr>
              <th scope="col">Model</th>
              <th scope="col">Size</th>
              <th scope="col">Family</th>
              <th scope="col">Tools</th>
              <th scope="col">Thinking</th>
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {listing.models.map((x) => (
              <tr key={x.name}>
                <th scope="row">{x.name}</th>
                <td>{formatBytes(x.size)}</td>
                <td>{[x.family, x.parameterSize].filter(Boolean).join(' · ') || '—'}</td>
                <td>{yesNo(x.tools)}</td>
                <td>{yesNo(x.thinking)}</td>
                <td>
                  {confirming === x.name ? (
                    <span class="confirm" role="group" aria-label={`Delete ${x.name}?`}>
                      <span>Delete {x.name} ({formatBytes(x.size)}) from Ollama?</span>{' '}
                      <button type="button" class="danger small" onClick={() => void remove(x.name)}>
                        Yes, delete
                      </button>{' '}
                      <button type="button" class="secondary small" onClick={() => setConfirming(null)}>
                        Keep
                      </button>
                    </span>
                  ) : (
                    <button type="button" class="secondary small" aria-label={`Delete ${x.name}`} onClick={() => setConfirming(x.name)}>
                      Delete
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {deleteError && (
        <p class="field-error" role="alert">
          {deleteError.message} {deleteError.hint}
        </p>
      )}
      <div class="field">
        <label for="field-model-download">Model to download</label>
        <div class="field-row">
          <input
            id="field-model-download"
            spellcheck={false}
            autoComplete="off"
            placeholder="qwen3:4b"
            value={wanted}
            disabled={running}
            onInput={(e) => setWanted(e.currentTarget.value)}
            onKeyDown={(e) => {
              // Enter downloads here instead of submitting the settings form.
              if (e.key === 'Enter') {
                e.preventDefault();
                void downloadModel();
              }
            }}
          />
          <button type="button" onClick={() => void downloadModel()} disabled={running || !wanted.trim()}>
            Download
          </button>
        </div>
        <p class="field-hint">A name from ollama.com/library with its tag, e.g. qwen3:4b or gpt-oss:20b. Keep this page open until it finishes; a cancelled download installs nothing.</p>
      </div>
      <DownloadProgress />
    </section>
  );
}
