import { useState } from 'preact/hooks';
import type { SearchProviderId, TimeRange } from '../../core/search/types';
import { toSidelightError } from '../../core/errors';
import { sendMessage } from '../../shared/messages';
import type { SettingsErrors } from '../../shared/settings';
import { SecretField, SelectField, TextAreaField, TextField } from '../fields';
import type { FormDraft } from '../form-draft';

interface Props {
  draft: FormDraft;
  errors: SettingsErrors;
  setField: (key: string, value: unknown) => void;
  setText: (key: string, value: string) => void;
  /** Search runs in the worker with the saved settings, so the form is saved first. */
  save: () => Promise<boolean>;
}

type Status = { kind: 'idle' | 'busy' | 'ok' | 'error'; text: string };

export function SearchSection({ draft, errors, setField, setText, save }: Props) {
  const s = draft.settings.search;
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' });
  const [query, setQuery] = useState('open source browser extension');

  async function testSearch() {
    if (!(await save())) {
      setStatus({ kind: 'error', text: 'Fix the highlighted fields first; nothing was saved.' });
      return;
    }
    setStatus({ kind: 'busy', text: `Searching “${query}”…` });
    try {
      const outcome = await sendMessage('search', { query, count: 5 });
      const top = outcome.results.slice(0, 3).map((r) => r.title).join(' · ');
      const notes = outcome.notes.length ? ` ${outcome.notes.join(' ')}` : '';
      setStatus(
        outcome.results.length
          ? { kind: 'ok', text: `Settings saved. ${outcome.results.length} results from ${outcome.providerId}: ${top}.${notes}` }
          : { kind: 'error', text: `Settings saved. The search ran on ${outcome.providerId} but found nothing.${notes} ${outcome.errors.map((e) => e.message).join(' ')}` },
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
      <TextField
        fieldKey="search.searxngUrl"
        label="SearXNG URL"
        type="url"
        value={s.searxngUrl}
        placeholder="http://localhost:8888"
        hint="Your instance must allow the JSON format (search.formats: json in settings.yml)."
        error={errors['search.searxngUrl']}
        onInput={(v) => setField('search.searxngUrl', v)}
      />
      <SecretField fieldKey="search.braveApiKey" label="Brave Search API key" value={s.braveApiKey} error={errors['search.braveApiKey']} onInput={(v) => setField('search.braveApiKey', v)} />
      <SecretField fieldKey="search.ollamaApiKey" label="Ollama API key" value={s.ollamaApiKey} error={errors['search.ollamaApiKey']} onInput={(v) => setField('search.ollamaApiKey', v)} />
      <SelectField<'0' | '1' | '2'>
        fieldKey="search.safeSearch"
        label="Safe search"
        value={String(s.safeSearch) as '0' | '1' | '2'}
        options={[
          { value: '0', label: 'Off' },
          { value: '1', label: 'Moderate' },
          { value: '2', label: 'Strict' },
        ]}
        onChange={(v) => setField('search.safeSearch', Number(v))}
      />
      <SelectField<TimeRange>
        fieldKey="search.timeRange"
        label="Default time range"
        value={s.timeRange}
        options={[
          { value: 'none', label: 'Any time' },
          { value: 'day', label: 'Past day' },
          { value: 'week', label: 'Past week' },
          { value: 'month', label: 'Past month' },
          { value: 'year', label: 'Past year' },
        ]}
        onChange={(v) => setField('search.timeRange', v)}
      />
      <TextAreaField
        fieldKey="search.preferredDomains"
        label="Preferred domains"
        value={draft.text['search.preferredDomains'] ?? ''}
        hint="One per line or comma-separated; results from these rank higher."
        onInput={(v) => setText('search.preferredDomains', v)}
      />
      <TextAreaField
        fieldKey="search.blockedDomains"
        label="Blocked domains"
        value={draft.text['search.blockedDomains'] ?? ''}
        hint="Results from these never reach the model."
        onInput={(v) => setText('search.blockedDomains', v)}
      />
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
