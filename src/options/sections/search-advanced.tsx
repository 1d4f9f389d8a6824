import type { TimeRange } from '../../core/search/types';
import { SelectField, TextAreaField } from '../fields';
import type { FormDraft } from '../form-draft';

interface Props {
  draft: FormDraft;
  setField: (key: string, value: unknown) => void;
  setText: (key: string, value: string) => void;
}

/** How results are filtered and ranked, whichever provider finds them. */
export function SearchAdvanced({ draft, setField, setText }: Props) {
  const s = draft.settings.search;
  return (
    <section aria-labelledby="sec-search-advanced">
      <h3 id="sec-search-advanced">Search</h3>
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
    </section>
  );
}
