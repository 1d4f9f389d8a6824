import { formatBytes } from '../../core/model/pull-progress';
import { cancelDownload, download } from '../model-download';
import { errorText } from '../error-text';
import { t } from '../i18n';
import { HintText } from './hint-text';

/** Bytes done of total and the speed, in words: "1.2 GB of 2.5 GB · 35 MB/s". */
function progressText(completed: number, total: number, bytesPerSecond: number, status: string): string {
  // Ollama's phases ("pulling manifest") come from the server in English.
  if (!total) return status === 'starting' ? t('downloadStarting') : `${status[0]!.toUpperCase()}${status.slice(1)}…`;
  const speed = bytesPerSecond > 0 ? ` · ${formatBytes(bytesPerSecond)}/s` : '';
  const phase = status === 'downloading' ? '' : ` · ${status}`;
  return `${t('downloadBytes', formatBytes(completed), formatBytes(total))}${speed}${phase}`;
}

/**
 * The running model download: a real progress bar (role progressbar, named "Downloading NAME", bytes
 * as its value) with what it means in words, and Cancel download. Also the outcome once it ends.
 */
export function DownloadProgress() {
  const d = download.value;
  if (d.kind === 'idle') return null;
  if (d.kind === 'done') return <p class="download-done" role="status">{t('downloadDone', d.name)}</p>;
  if (d.kind === 'cancelled') return <p class="download-cancelled" role="status">{t('downloadCancelled', d.name)}</p>;
  if (d.kind === 'failed') {
    return (
      <p class="inline-error" role="alert">
        <HintText text={errorText(d.error)} />

      </p>
    );
  }
  const { completed, total, bytesPerSecond, status } = d.progress;
  const text = progressText(completed, total, bytesPerSecond, status);
  return (
    <div class="download">
      <div class="download-row">
        <span class="download-name">{t('downloadRunning', d.name)}</span>
        <button type="button" class="secondary small" onClick={cancelDownload}>
          {t('downloadCancel')}
        </button>
      </div>
      <div
        role="progressbar"
        aria-label={t('downloadRunning', d.name)}
        aria-valuemin={0}
        aria-valuemax={total || undefined}
        aria-valuenow={total ? completed : undefined}
        aria-valuetext={text}
        class="progress"
      >
        <div class="progress-bar" style={{ width: total ? `${((100 * completed) / total).toFixed(1)}%` : '0%' }} />
      </div>
      <p class="download-text" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
