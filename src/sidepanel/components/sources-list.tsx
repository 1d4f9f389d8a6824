import { openPage } from '../citations/open-page';
import { faviconUrl } from '../citations/favicon';
import type { NumberedSource } from '../citations/source-numbers';
import { t } from '../../shared/i18n';

function usage(s: NumberedSource): string {
  return s.used ? t('sourceCited') : s.opened ? t('sourceReadNotCited') : t('sourceNotUsed');
}

/**
 * Every page seen for this answer, open by default under it: the number its chips show, the page's
 * icon, title and site, and whether the answer cites it. Collapsible when it is in the way.
 */
export function SourcesList({ sources }: { sources: NumberedSource[] }) {
  if (sources.length === 0) return null;
  const used = sources.filter((s) => s.used).length;
  return (
    <details class="sources" open>
      <summary>{t('sourcesSummary', used, sources.length)}</summary>
      <ol>
        {sources.map((s) => {
          const icon = faviconUrl(s.url);
          return (
            <li key={s.url} class={s.used ? 'source source--used' : 'source'}>
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
            </li>
          );
        })}
      </ol>
    </details>
  );
}
