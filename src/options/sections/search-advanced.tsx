import type { TimeRange } from '../../core/search/types';
import { SelectField, TextAreaField } from '../fields';
import type { FormDraft } from '../form-draft';
import { t } from '../../shared/i18n';

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
      <h3 id="sec-search-advanced">{t('searchHeading')}</h3>
      <SelectField<'0' | '1' | '2'>
        fieldKey="search.safeSearch"
        label={t('searchSafeSearch')}
        value={String(s.safeSearch) as '0' | '1' | '2'}
        options={[
          { value: '0', label: t('optionOff') },
          { value: '1', label: t('searchSafeModerate') },
          { value: '2', label: t('searchSafeStrict') },
        ]}
        onChange={(v) => setField('search.safeSearch', Number(v))}
      />
      <SelectField<TimeRange>
        fieldKey="search.timeRange"
        label={t('searchTimeRange')}
        value={s.timeRange}
        options={[
          { value: 'none', label: t('searchTimeAny') },
          { value: 'day', label: t('searchTimeDay') },
          { value: 'week', label: t('searchTimeWeek') },
          { value: 'month', label: t('searchTimeMonth') },
          { value: 'year', label: t('searchTimeYear') },
        ]}
        onChange={(v) => setField('search.timeRange', v)}
      />
      <TextAreaField
        fieldKey="search.preferredDomains"
        label={t('searchPreferredDomains')}
        value={draft.text['search.preferredDomains'] ?? ''}
        hint={t('searchPreferredDomainsHint')}
        onInput={(v) => setText('search.preferredDomains', v)}
      />
      <TextAreaField
        fieldKey="search.blockedDomains"
        label={t('searchBlockedDomains')}
        value={draft.text['search.blockedDomains'] ?? ''}
        hint={t('searchBlockedDomainsHint')}
        onInput={(v) => setText('search.blockedDomains', v)}
      />
    </section>
  );
}
