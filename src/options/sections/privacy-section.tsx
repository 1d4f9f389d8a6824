import { t } from '../../shared/i18n';
import { PreloadPagesNote } from './preload-pages-note';

export function PrivacySection() {
  return (
    <section aria-labelledby="sec-privacy">
      <h2 id="sec-privacy">{t('privacyHeading')}</h2>
      <ul class="notes">
        <li>{t('privacyWhereDataGoes')}</li>
        <li>{t('privacyStorage')}</li>
        <li>{t('privacyKeys')}</li>
        <li>{t('privacyLocalNetwork')}</li>
        <PreloadPagesNote />
      </ul>
    </section>
  );
}
