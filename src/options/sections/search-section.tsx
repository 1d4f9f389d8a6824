import { useState } from 'preact/hooks';
import type { SearchProviderId } from '../../core/search/types';
import { toSidelightError } from '../../core/errors';
import { sendMessage } from '../../shared/messages';
import type { SettingsErrors } from '../../shared/settings';
import { SecretField, SelectField, TextField } from '../fields';
import { validateDraft, type FormDraft } from '../form-draft';

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
    setStatus({ kind: 'busy', text: `Searching “${query}”…` });
    try {
      const outcome = await sendMessage('test-search', { query, search: settings.search });
      const top = outcome.results.slice(0, 3).map((r) => r.title).join(' · ');
      const notes = outcome.notes.length ? ` ${outcome.notes.join(' ')}` : '';
      const unsaved = ' (Not saved: press Save to use these settings.)';
      setStatus(
        outcome.results.length
          ? { kind: 'ok', text: `${outcome.results.length} results from ${outcome.providerId}: ${top}.${notes}${unsaved}` }
          : { kind: 'error', text: `The search ran on ${outcome.providerId} but found nothing.${notes} ${outcome.errors.map((e) => e.message).join(' ')}` },
      );
    } catch (err) {
      setStatus({ kind: 'error', text: `Search failed: ${toSidelightError(err).toUserText()}` });
    }
  }

  return (
    <section aria-labelledby="sec-search">
      <h2 id="sec-search">Search</h2>
      <SelectField<SearchProviderId>
        fieldKey="search.provider"
        label="Search provider"
        value={s.provider}
        options={[
          { value: 'duckduckgo', label: 'DuckDuckGo (no key needed)' },
          { value: 'searxng', label: 'SearXNG (your instance)' },
          { value: 'brave', label: 'Brave Search API' },
          { value: 'ollama', label: 'Ollama web search' },
        ]}
        onChange={(v) => setField('search.provider', v)}
      />
      {s.provider === 'searxng' && (
        <TextField
          fieldKey="search.searxngUrl"
          label="SearXNG URL"
          type="url"
          value={s.searxngUrl}
          placeholder="e.g. http://localhost:8888"
          hint="Your instance must allow the JSON format (search.formats: json in settings.yml)."
          error={errors['search.searxngUrl']}
          onInput={(v) => setField('search.searxngUrl', v)}
        />
      )}
      {s.provider === 'brave' && (
        <SecretField fieldKey="search.braveApiKey" label="Brave Search API key" value={s.braveApiKey} error={errors['search.braveApiKey']} onInput={(v) => setField('search.braveApiKey', v)} />
      )}
      {s.provider === 'ollama' && (
        <SecretField fieldKey="search.ollamaApiKey" label="Ollama API key" value={s.ollamaApiKey} error={errors['search.ollamaApiKey']} onInput={(v) => setField('search.ollamaApiKey', v)} />
      )}
      {s.provider === 'duckduckgo' && <p class="field-hint provider-note">No key or setup needed. If it starts asking “are you a robot?”, set up SearXNG or a Brave key.</p>}
      <div class="field">
        <label for="test-search-query">Test query</label>
        <div class="field-row">
          <input id="test-search-query" value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
          <button type="button" onClick={testSearch} disabled={status.kind === 'busy' || !query.trim()}>
            Test search
          </button>
        </div>
      </div>
      <p class={`status status--${status.kind}`} role="status" aria-live="polite">
        {status.text}
      </p>
    </section>
  );
}
