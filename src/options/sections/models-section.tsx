import { useEffect, useState } from 'preact/hooks';
import { errorText } from '../../shared/error-text';
import { toSidelightError, type SerializedError } from '../../core/errors';
import type { InstalledModel } from '../../core/model/ollama-models';
import { formatBytes } from '../../core/model/pull-progress';
import { withServersGranted } from '../../shared/model-connection';
import { download, ollamaModels, startDownload } from '../../shared/model-download';
import { DownloadProgress } from '../../shared/ui/download-progress';
import type { FormDraft } from '../form-draft';
import { serverModelHelp } from './server-model-help';
import { t } from '../../shared/i18n';
import { HintText } from '../../shared/ui/hint-text';
import { completeServerUrl } from '../../core/net/complete-server-url';
import { validateSettings } from '../../shared/settings';

interface Props {
  draft: FormDraft;
  setField: (key: string, value: unknown) => void;
}

const LIST_AFTER_TYPING_MS = 400;

type Listing = { kind: 'loading' } | { kind: 'ok'; models: InstalledModel[] } | { kind: 'error'; error: SerializedError };

function yesNo(value: boolean | undefined): string {
  return value === undefined ? t('modelsUnknown') : value ? t('modelsYes') : t('modelsNo');
}

/**
 * Options → Models: what Ollama has installed (size, family, tools and thinking support), a download
 * with live progress and Cancel, and Delete with a confirmation. Other servers are told how they do it.
 */
export function ModelsSection({ draft, setField }: Props) {
  const m = draft.settings.model;
  const [listing, setListing] = useState<Listing>({ kind: 'loading' });
  const [wanted, setWanted] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<SerializedError | null>(null);
  const ollama = m.apiStyle === 'ollama' && Boolean(m.baseUrl);
  // What is listed is the address as it will be saved; one that is not an address yet is not probed.
  const listUrl = completeServerUrl(m.baseUrl);
  const listable = ollama && !validateSettings({ ...draft.settings, model: { ...m, baseUrl: listUrl } })['model.baseUrl'];
  const endpoint = { baseUrl: listUrl, apiStyle: m.apiStyle, apiKey: m.apiKey };

  async function refresh() {
    if (!listable) return;
    setListing({ kind: 'loading' });
    try {
      const models = await withServersGranted([listUrl], () => ollamaModels(endpoint).list(AbortSignal.timeout(15_000)));
      setListing({ kind: 'ok', models });
    } catch (err) {
      setListing({ kind: 'error', error: toSidelightError(err).toJSON() });
    }
  }

  // Not on every keystroke: `l`, `lo`, `loc`… would each be asked for its models.
  useEffect(() => {
    const timer = setTimeout(() => void refresh(), LIST_AFTER_TYPING_MS);
    return () => clearTimeout(timer);
  }, [listUrl, m.apiStyle]);

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
      await withServersGranted([listUrl], () => ollamaModels(endpoint).delete(name, AbortSignal.timeout(30_000)));
    } catch (err) {
      setDeleteError(toSidelightError(err).toJSON());
    }
    await refresh();
  }

  if (ollama && !listable) {
    return (
      <section aria-labelledby="sec-models">
        <h2 id="sec-models">{t('modelsHeading')}</h2>
        <p class="field-hint">{t('modelsNeedsAddress')}</p>
      </section>
    );
  }
  if (!ollama) {
    return (
      <section aria-labelledby="sec-models">
        <h2 id="sec-models">{t('modelsHeading')}</h2>
        <p class="field-hint">{m.baseUrl ? serverModelHelp(m.baseUrl) : t('modelsNoServer')}</p>
      </section>
    );
  }

  const running = download.value.kind === 'running';
  return (
    <section aria-labelledby="sec-models">
      <h2 id="sec-models">{t('modelsHeading')}</h2>
      {listing.kind === 'loading' && <p class="field-hint">{t('modelsLoading')}</p>}
      {listing.kind === 'error' && (
        <p class="field-error" role="alert">
          <HintText text={t('modelsListFailed', errorText(listing.error))} />
        </p>
      )}
      {listing.kind === 'ok' && listing.models.length === 0 && <p class="field-hint">{t('modelsNone')}</p>}
      {listing.kind === 'ok' && listing.models.length > 0 && (
        <table class="models-table">
          <caption class="visually-hidden">{t('modelsTableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('modelsColumnModel')}</th>
              <th scope="col">{t('modelsColumnSize')}</th>
              <th scope="col">{t('modelsColumnFamily')}</th>
              <th scope="col">{t('modelsColumnTools')}</th>
              <th scope="col">{t('modelsColumnThinking')}</th>
              <th scope="col">
                <span class="visually-hidden">{t('modelsColumnActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {listing.models.map((x) => (
              <tr key={x.name}>
                <th scope="row">{x.name}</th>
                {/* data-label: a narrow page shows each model as a card, its values named (options.css). */}
                <td data-label={t('modelsColumnSize')}>{formatBytes(x.size)}</td>
                <td data-label={t('modelsColumnFamily')}>{[x.family, x.parameterSize].filter(Boolean).join(' · ') || '—'}</td>
                <td data-label={t('modelsColumnTools')}>{yesNo(x.tools)}</td>
                <td data-label={t('modelsColumnThinking')}>{yesNo(x.thinking)}</td>
                <td class="models-actions">
                  {confirming === x.name ? (
                    <span class="confirm" role="group" aria-label={t('modelsDeleteQuestion', x.name)}>
                      <span>{t('modelsDeleteConfirm', x.name, formatBytes(x.size))}</span>{' '}
                      <button type="button" class="danger small" onClick={() => void remove(x.name)}>
                        {t('modelsDeleteYes')}
                      </button>{' '}
                      <button type="button" class="secondary small" onClick={() => setConfirming(null)}>
                        {t('modelsDeleteKeep')}
                      </button>
                    </span>
                  ) : (
                    <button type="button" class="secondary small" aria-label={t('modelsDeleteLabel', x.name)} onClick={() => setConfirming(x.name)}>
                      {t('modelsDelete')}
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
          <HintText text={errorText(deleteError)} />

        </p>
      )}
      <div class="field">
        <label for="field-model-download">{t('modelsDownloadLabel')}</label>
        <div class="field-row">
          <input
            id="field-model-download"
            spellcheck={false}
            autoComplete="off"
            placeholder={t('modelsDownloadPlaceholder')}
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
            {t('modelsDownloadButton')}
          </button>
        </div>
        <p class="field-hint">{t('modelsDownloadHint')}</p>
      </div>
      <DownloadProgress />
    </section>
  );
}
