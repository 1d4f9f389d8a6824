import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../shared/i18n';
import { urlParts } from './url-parts';

interface Props {
  url: string;
  onOpen: () => void;
  onCancel: () => void;
}

/**
 * Shown under the answer when the reader clicks a link the model wrote that is none of the answer's
 * sources (answer-link.ts): the whole address with its host marked, then Open or Cancel. Focus goes to
 * Cancel, so a second Enter does not open it.
 */
export function LinkQuestion({ url, onOpen, onCancel }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), [url]);
  const parts = urlParts(url);
  return (
    <section class="open-question" role="group" aria-label={t('linkAskTitle')}>
      <p class="open-question__title">{t('linkAskTitle')}</p>
      <p class="open-question__url">
        <span>{parts.before}</span>
        <mark class="open-question__host">{parts.host}</mark>
        <span>{parts.after}</span>
      </p>
      <p class="open-question__why">{t('linkAskWhy')}</p>
      <div class="open-question__actions">
        <button type="button" class="secondary" onClick={onOpen}>
          {t('linkAskOpen')}
        </button>
        <button type="button" ref={cancel} onClick={onCancel}>
          {t('linkAskCancel')}
        </button>
      </div>
    </section>
  );
}
