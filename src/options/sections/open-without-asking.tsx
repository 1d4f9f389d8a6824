import { t } from '../../shared/i18n';
import type { FormDraft } from '../form-draft';

interface Props {
  draft: FormDraft;
  setField: (key: string, value: unknown) => void;
}

/**
 * The hosts the user told the panel not to ask about again before the model opens an address it wrote
 * itself (core/browser/open-provenance.ts), each removable. Hosts are only added from the panel's
 * question, one at a time: there is deliberately no way here to stop asking everywhere.
 */
export function OpenWithoutAsking({ draft, setField }: Props) {
  const hosts = draft.settings.browsing.openWithoutAsking;
  return (
    <div class="field" role="group" aria-labelledby="open-without-asking-label" aria-describedby="open-without-asking-hint">
      <p class="field-label" id="open-without-asking-label">
        {t('browsingOpenWithoutAsking')}
      </p>
      {hosts.length === 0 ? (
        <p class="field-hint">{t('browsingOpenWithoutAskingNone')}</p>
      ) : (
        <ul class="host-list" aria-labelledby="open-without-asking-label">
          {hosts.map((host) => (
            <li key={host}>
              <span>{host}</span>{' '}
              <button
                type="button"
                class="secondary small"
                onClick={() =>
                  setField(
                    'browsing.openWithoutAsking',
                    hosts.filter((h) => h !== host),
                  )
                }
              >
                {t('browsingOpenWithoutAskingRemove', host)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p class="field-hint" id="open-without-asking-hint">
        {t('browsingOpenWithoutAskingHint')}
      </p>
    </div>
  );
}
