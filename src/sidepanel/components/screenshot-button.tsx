import { t } from '../../shared/i18n';
import { attachScreenshot } from '../files/images-from-worker';
import { CameraIcon } from './icons';

/** “Attach a screenshot of this page”: its accessible name is the full sentence, its visible label one word. */
export function ScreenshotButton({ disabled }: { disabled: boolean }) {
  return (
    <button type="button" class="secondary small with-icon" aria-label={t('panelAttachScreenshot')} title={t('panelAttachScreenshot')} onClick={() => void attachScreenshot()} disabled={disabled}>
      <CameraIcon />
      <span class="narrow-label">{t('panelScreenshotShort')}</span>
    </button>
  );
}
