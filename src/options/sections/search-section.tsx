import { useState } from 'preact/hooks';
import type { SearchProviderId } from '../../core/search/types';
import { errorMessage, errorText } from '../../shared/error-text';
import { searchNotesText } from '../../shared/search-notes-text';
import { toSidelightError } from '../../core/errors';
import { sendMessage } from '../../shared/messages';
import type { SettingsErrors } from '../../shared/settings';
import { SecretField, SelectField, TextField } from '../fields';
import { validateDraft, type FormDraft } from '../form-draft';
import { t } from '../../shared/i18n';
import { HintText } from '../../shared/ui/hint-text';
import { completeServerUrl } from '../../core/net/complete-server-url';

interface Props {
  draft: FormDraft;
  errors: SettingsErrors;
  setField: (key: string, value: unknown) => void;
}

type Status = { kind: 'idle' | 'busy' | 'ok' | 'error'; text: string };

export function SearchSection({ draft, errors, setField }: Props) {
  const s = draft.settings.search;
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' });
  const [query, setQuery] = useState('open source browser extension');

  /** Searches with the search settings as the form shows them; nothing is saved. */
  async function testSearch() {
    const { settings, errors: found } = validateDraft(draft);
    const wrong = Object.entries(found).filter(([key]) => key.startsWith('search.'));
    if (wrong.length) {
      setStatus({ kind: 'error', text: wrong.map(([, message]) => message).join(' ') });
      return;
    }
    setStatus({ kind: 'busy', text: t('searchTesting', query) });
    try {
      const outcome = await sendMessage('test-search', { query, search: settings.search });
      const top = outcome.results.slice(0, 3).map((r) => r.title).join(' · ');
      const notes = outcome.notes.length ? ` ${searchNotesText(outcome.notes, outcome.userNotes).join(' ')}` : '';
      const unsaved = ` ${t('searchTestUnsaved')}`;
      setStatus(
        outcome.results.length
          ? { kind: 'ok', text: `${t('searchTestResults', outcome.results.length, outcome.providerId, top)}${notes}${unsaved}` }
          : { kind: 'error', text: `${t('searchTestNothing', outcome.providerId)}${notes} ${outcome.errors.map((e) => errorMessage(e)).join(' ')}` },
      );
    } catch (err) {
      setStatus({ kind: 'error', text: t('searchTestFailed', errorText(toSidelightError(err)))
 });
    }
  }

  return (
    <section aria-labelledby="sec-search">
      <h2 id="sec-search">{t('searchHeading')}</h2>
      <SelectField<SearchProviderId>
        fieldKey="search.provider"
        label={t('searchProvider')}
        value={s.provider}
        options={[
          { value: 'duckduckgo', label: t('searchProviderDuckDuckGo') },
          { value: 'searxng', label: t('searchProviderSearxng') },
          { value: 'brave', label: 'Brave Search API' },
          { value: 'ollama', label: t('searchProviderOllama') },
        ]}
        onChange={(v) => setField('search.provider', v)}
      />
      {s.provider === 'searxng' && (
        <TextField
          fieldKey="search.searxngUrl"
          label="SearXNG URL"
          type="url"
          value={s.searxngUrl}
          placeholder={t('searchSearxngPlaceholder')}
          hint={t('searchSearxngHint')}
          error={errors['search.searxngUrl']}
          onInput={(v) => setField('search.searxngUrl', v)}
          onBlur={(v) => completeServerUrl(v) !== v && setField('search.searxngUrl', completeServerUrl(v))}
        />
      )}
      {s.provider === 'brave' && (
        <SecretField fieldKey="search.braveApiKey" label={t('searchBraveKey')} value={s.braveApiKey} error={errors['search.braveApiKey']} onInput={(v) => setField('search.braveApiKey', v)} />
      )}
      {s.provider === 'ollama' && (
        <SecretField fieldKey="search.ollamaApiKey" label={t('searchOllamaKey')} value={s.ollamaApiKey} error={errors['search.ollamaApiKey']} onInput={(v) => setField('search.ollamaApiKey', v)} />
      )}
      {s.provider === 'duckduckgo' && <p class="field-hint provider-note">{t('searchDuckDuckGoNote')}</p>}
      <div class="field">
        <label for="test-search-query">{t('searchTestQuery')}</label>
        <div class="field-row">
          <input id="test-search-query" value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
          <button type="button" onClick={testSearch} disabled={status.kind === 'busy' || !query.trim()}>
            {t('searchTest')}
          </button>
        </div>
      </div>
      <p class={`status status--${status.kind}`} role="status" aria-live="polite">
        <HintText text={status.text} />
      </p>
    </section>
  );
}
