import { download, startDownload } from '../../shared/model-download';
import { SUGGESTED_MODEL } from '../model/suggested-model';
import { checkModelServer } from '../state/connection-state';
import { settings, updateModelSettings } from '../state/settings-state';
import { DownloadProgress } from '../../shared/ui/download-progress';

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
      <h2>Ollama has no models yet</h2>
      <p>
        Sidelight suggests <strong>{SUGGESTED_MODEL.name}</strong> ({SUGGESTED_MODEL.size}), {SUGGESTED_MODEL.about}. Larger models answer better; choose one in Options → Models.
      </p>
      <button type="button" onClick={() => void get()} disabled={running}>
        Download {SUGGESTED_MODEL.name} ({SUGGESTED_MODEL.size})
      </button>
      <DownloadProgress />
    </div>
  );
}
