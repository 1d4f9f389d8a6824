import { useEffect, useState } from 'preact/hooks';
import { toSidelightError } from '../../core/errors';
import { downloadBuiltInModel, promptApiAvailability, type PromptApiAvailability } from '../../core/model/prompt-api';
import { builtInLanguageModel } from '../built-in-model';
import { errorText } from '../error-text';
import { t, type MessageKey } from '../i18n';
import { HintText } from './hint-text';

const AVAILABILITY_TEXT: Record<PromptApiAvailability | 'checking', MessageKey> = {
  checking: 'builtInModelChecking',
  unavailable: 'builtInModelUnavailable',
  downloadable: 'builtInModelDownloadable',
  downloading: 'builtInModelDownloadingState',
  available: 'builtInModelAvailable',
};

/** The browser fetches a few GB; a stalled download is stopped after this long rather than never. */
const DOWNLOAD_LIMIT_MS = 60 * 60_000;

/**
 * "Chrome's built-in model" as a choice beside the model servers (options, first run): its
 * availability, Download with a progress bar when Chrome has not fetched it yet (Chrome starts the
 * download only from a click, so the button's click runs `create`), and Use. Absent where the
 * browser has no Prompt API.
 */
export function BuiltInModelChoice({ active, onUse, onLeave }: { active: boolean; onUse: () => void; onLeave?: () => void }) {
  const api = builtInLanguageModel();
  const [availability, setAvailability] = useState<PromptApiAvailability | 'checking'>('checking');
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (api) void promptApiAvailability(api).then(setAvailability);
  }, []);
  if (!api) return null;

  async function startDownload() {
    setError(undefined);
    setProgress(0);
    try {
      await downloadBuiltInModel(api!, setProgress, AbortSignal.timeout(DOWNLOAD_LIMIT_MS));
    } catch (err) {
      setError(errorText(toSidelightError(err)));
    } finally {
      setProgress(undefined);
      setAvailability(await promptApiAvailability(api));
    }
  }

  const percent = progress === undefined ? 0 : Math.round(progress * 100);
  return (
    <section class="built-in-model" aria-labelledby="built-in-model-title">
      <h3 id="built-in-model-title">{t('builtInModelTitle')}</h3>
      <p role="status">{t(AVAILABILITY_TEXT[availability])}</p>
      {progress !== undefined && (
        <div role="progressbar" aria-label={t('builtInModelDownloading')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={t('builtInModelPercent', percent)} class="progress">
          <div class="progress-bar" style={{ width: `${percent}%` }} />
        </div>
      )}
      {availability === 'downloadable' && progress === undefined && (
        <button type="button" onClick={() => void startDownload()}>
          {t('builtInModelDownload')}
        </button>
      )}
      {availability === 'available' &&
        (active ? (
          <div class="row">
            <p>{t('builtInModelInUse')}</p>
            {onLeave && (
              <button type="button" class="secondary" onClick={onLeave}>
                {t('builtInModelUseServer')}
              </button>
            )}
          </div>
        ) : (
          <button type="button" onClick={onUse}>
            {t('builtInModelUse')}
          </button>
        ))}
      {error && (
        <p class="inline-error" role="alert">
          <HintText text={error} />
        </p>
      )}
    </section>
  );
}
