import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../shared/i18n';
import { answerOpenQuestion, openQuestion } from './open-question-state';
import { urlParts } from './url-parts';

/**
 * Asks whether the model may open an address it wrote itself (open-provenance.ts), with the whole
 * address shown and its host marked, while the answer waits. Focus moves to Deny, the answer that
 * sends nothing, so a stray Enter cannot let the request out.
 */
export function OpenQuestionPrompt() {
  const question = openQuestion.value;
  const deny = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (question) deny.current?.focus();
  }, [question]);
  if (!question) return null;
  const parts = urlParts(question.url);
  return (
    <section class="open-question" role="group" aria-labelledby="open-question-title" aria-describedby="open-question-why">
      <h2 id="open-question-title" class="open-question__title">
        {t('openAskTitle')}
      </h2>
      <p class="open-question__url">
        <span>{parts.before}</span>
        <mark class="open-question__host">{parts.host}</mark>
        <span>{parts.after}</span>
      </p>
      <p id="open-question-why" class="open-question__why">
        {t('openAskWhy', question.host)}
      </p>
      <div class="open-question__actions">
        <button type="button" class="secondary" onClick={() => void answerOpenQuestion('once')}>
          {t('openAskAllowOnce')}
        </button>
        <button type="button" class="secondary" onClick={() => void answerOpenQuestion('always')}>
          {t('openAskAlways', question.host)}
        </button>
        <button type="button" ref={deny} onClick={() => void answerOpenQuestion('deny')}>
          {t('openAskDeny')}
        </button>
      </div>
    </section>
  );
}
