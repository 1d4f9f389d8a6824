import { useState } from 'preact/hooks';
import { openPage } from '../citations/open-page';
import { faviconUrl } from '../citations/favicon';
import type { NumberedSource } from '../citations/source-numbers';
import { pageKey } from '../conversation/host';
import { formatNumber, t, tCount } from '../../shared/i18n';

function usage(s: NumberedSource): string {
  if (s.used && s.pages?.length) return t('sourceCitedPages', s.pages.map((p) => formatNumber(p)).join(', '));
  return s.used ? t('sourceCited') : s.opened ? t('sourceReadNotCited') : t('sourceNotOpened');
}

/** The answer's kept copies of the pages it read (src/sidepanel/files/saved-copy.ts) and how to show one. */
export interface SavedCopies {
  /** Page key → cursor of the kept copy; a page without one has no control. */
  cursors: ReadonlyMap<string, number>;
  /** Shows the copy; false when storage no longer has it. */
  show(url: string, cursor: number): Promise<boolean>;
}

/** Shows the page as the model read it; if storage lost it since, says so in its place. */
function SavedCopyButton({ source, cursor, copies }: { source: NumberedSource; cursor: number; copies: SavedCopies }) {
  const [gone, setGone] = useState(false);
  if (gone) return <span class="source-copy-gone">{t('sourceSavedCopyGone')}</span>;
  return (
    <button
      type="button"
      class="source-copy"
      aria-label={t('sourceSavedCopyLabel', source.title || source.url)}
      onClick={() => void copies.show(source.url, cursor).then((shown) => setGone(!shown))}
    >
      {t('sourceSavedCopy')}
    </button>
  );
}

function SourceRow({ s, copies }: { s: NumberedSource; copies?: SavedCopies | undefined }) {
  const icon = faviconUrl(s.url);
  const cursor = copies?.cursors.get(pageKey(s.url));
  return (
    <li class={s.used ? 'source source--used' : 'source'}>
      <span class="source-number" aria-hidden="true">
        {s.number}
      </span>
      {icon ? <img class="source-icon" src={icon} alt="" width={16} height={16} /> : <span class="source-icon" aria-hidden="true" />}
      <a
        class="source-title"
        href={s.url}
        rel="noopener noreferrer"
        target="_blank"
        aria-label={t('sourceLabel', s.number, s.title || s.url, s.site, usage(s))}
        onClick={(e) => {
          e.preventDefault();
          void openPage(s.url);
        }}
      >
        {s.title || s.url}
      </a>
      <span class="source-site">{s.site}</span>
      <span class="source-usage">{usage(s)}</span>
      {copies && cursor !== undefined && <SavedCopyButton source={s} cursor={cursor} copies={copies} />}
    </li>
  );
}

/**
 * Every page seen for this answer, open by default under it: the number its chips show, the page's
 * icon, title and site, whether the answer cites it, and for a page it read, the copy it read; the
 * results never opened are folded under one line. Collapsible when it is in the way.
 */
export function SourcesList({ sources, copies, unresolved = 0 }: { sources: NumberedSource[]; copies?: SavedCopies; unresolved?: number }) {
  if (sources.length === 0 && unresolved === 0) return null;
  const used = sources.filter((s) => s.used).length;
  // A citation that resolves to nothing is no cited source: it is counted apart, never as "cited".
  const summary = [sources.length ? t('sourcesSummary', used, sources.length) : t('sourcesNone')];
  if (unresolved) summary.push(tCount(unresolved, 'sourcesUnresolvedOne', 'sourcesUnresolvedOther'));
  // Results the model never opened are no source of the answer: counted, and one click away.
  const read = sources.filter((s) => s.used || s.opened);
  const unopened = sources.filter((s) => !s.used && !s.opened);
  return (
    <details class="sources" open>
      <summary>{summary.join(' · ')}</summary>
      <ol>
        {read.map((s) => (
          <SourceRow key={s.url} s={s} copies={copies} />
        ))}
      </ol>
      {unopened.length > 0 && (
        <details class="sources-unopened">
          <summary>{tCount(unopened.length, 'sourcesNotOpenedOne', 'sourcesNotOpenedOther')}</summary>
          <ol>
            {unopened.map((s) => (
              <SourceRow key={s.url} s={s} copies={copies} />
            ))}
          </ol>
        </details>
      )}
    </details>
  );
}
