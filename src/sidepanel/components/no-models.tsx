import { download, startDownload } from '../../shared/model-download';
import { SUGGESTED_MODEL } from '../model/suggested-model';
import { checkModelServer } from '../state/connection-state';
import { settings, updateModelSettings } from '../state/settings-state';
import { DownloadProgress } from '../../shared/ui/download-progress';
import { t } from '../../shared/i18n';

/**
 * First run with an Ollama that has no model: offer the suggested small tool-capable model, download
 * it here with its progress, and start using it when it is in.
 */
export function NoModels() {
  const running = download.value.kind === 'running';
  async function get() {
    const ok = await startDownload(settings.value.model, SUGGESTED_MODEL.name);
    if (!ok) return;
    await updateModelSettings({ model: SUGGESTED_MODEL.name });
    await checkModelServer();
  }
  return (
    <div class="no-models">
      <h2>{t('noModelsHeading')}</h2>
      <p>{t('noModelsSuggest', SUGGESTED_MODEL.name, SUGGESTED_MODEL.size)}</p>
      <button type="button" onClick={() => void get()} disabled={running}>
        {t('noModelsDownload', SUGGESTED_MODEL.name, SUGGESTED_MODEL.size)}
      </button>
      <DownloadProgress />
    </div>
  );
}
