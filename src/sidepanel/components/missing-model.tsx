import type { ComponentChildren } from 'preact';
import { download, startDownload } from '../../shared/model-download';
import { DownloadProgress } from '../../shared/ui/download-progress';
import { checkModelServer } from '../state/connection-state';
import { settings } from '../state/settings-state';
import { t } from '../../shared/i18n';

/** The header's model list, where an installed model can be chosen instead. */
function focusModelPicker(): void {
  document.getElementById('model-select')?.focus();
}

/**
 * Ollama does not have the model the answer asked for: download it here (Options → Models does the
 * same) and ask again once it is in, or choose an installed one in the header's model list.
 */
export function MissingModel({ name, onRetry, retryButton }: { name: string; onRetry: () => void; retryButton: ComponentChildren }) {
  const running = download.value.kind === 'running';
  async function get() {
    const ok = await startDownload(settings.value.model, name);
    if (!ok) return;
    await checkModelServer();
    onRetry();
  }
  return (
    <>
      <p>{t('panelModelMissingHint')}</p>
      <div class="row">
        <button type="button" class="small" onClick={() => void get()} disabled={running}>
          {t('panelDownloadModel', name)}
        </button>
        <button type="button" class="secondary small" onClick={focusModelPicker}>
          {t('panelPickInstalledModel')}
        </button>
        {retryButton}
      </div>
      <DownloadProgress />
    </>
  );
}
