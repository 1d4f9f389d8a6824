import { t } from '../../shared/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** ‹ 2/3 ›: which answer to a regenerated question is shown. */
export function VersionSwitcher({ index, count, onChoose, disabled }: { index: number; count: number; onChoose: (i: number) => void; disabled: boolean }) {
  if (count < 2) return null;
  return (
    <div class="version-switcher" role="group" aria-label={t('versionsGroup')}>
      <button type="button" class="icon-button" aria-label={t('versionPrevious')} disabled={disabled || index === 0} onClick={() => onChoose(index - 1)}>
        <ChevronLeftIcon />
      </button>
      <span aria-live="polite">
        <span class="visually-hidden">{t('versionOf', index + 1, count)}</span>
        <span aria-hidden="true">
          {index + 1}/{count}
        </span>
      </span>
      <button type="button" class="icon-button" aria-label={t('versionNext')} disabled={disabled || index === count - 1} onClick={() => onChoose(index + 1)}>
        <ChevronRightIcon />
      </button>
    </div>
  );
}
