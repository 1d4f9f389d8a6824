import { pageKey } from '../conversation/host';
import { openPage } from '../citations/open-page';
import type { Source } from '../conversation/types';

/** Every result and page seen for this answer, and whether the answer cites it. */
export function SourcesList({ sources, cited }: { sources: Source[]; cited: Set<string> }) {
  if (sources.length === 0) return null;
  const sorted = [...sources].sort((a, b) => Number(cited.has(pageKey(b.url))) - Number(cited.has(pageKey(a.url))) || (a.rank ?? 999) - (b.rank ?? 999));
  const usedCount = sorted.filter((s) => cited.has(pageKey(s.url))).length;
  return (
    <details class="sources">
      <summary>
        Sources · {usedCount} used of {sources.length}
      </summary>
      <ol>
        {sorted.map((s) => {
          const used = cited.has(pageKey(s.url));
          return (
            <li key={s.url} class={used ? 'source source--used' : 'source'}>
              <span class="source-rank">{s.rank ? `#${s.rank}` : 'direct'}</span>{' '}
              <a
                href={s.url}
                rel="noopener noreferrer"
                target="_blank"
                onClick={(e) => {
                  e.preventDefault();
                  void openPage(s.url);
                }}
              >
                {s.title || s.url}
              </a>{' '}
              <span class="source-host">{s.host}</span>{' '}
              <span class="source-badge">{used ? 'used' : s.opened ? 'opened, not used' : 'not used'}</span>
            </li>
          );
        })}
      </ol>
    </details>
  );
}
