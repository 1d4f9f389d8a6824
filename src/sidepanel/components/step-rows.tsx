import { faviconUrl } from '../citations/favicon';
import { openPage } from '../citations/open-page';
import { siteOf } from '../citations/source-numbers';
import type { ActivityStep } from '../conversation/types';

interface Row {
  url: string;
  title: string;
}

/** What a step found, as a reader would want it: a search's results, or the page it opened. */
function rowsOf(s: ActivityStep): Row[] {
  if (s.kind === 'search') return s.hits ?? [];
  if (s.kind === 'open' && s.status === 'done' && s.url && /^https?:/i.test(s.url)) return [{ url: s.url, title: s.pageTitle || s.url }];
  return [];
}

/**
 * A research step's results and pages as title, site and icon rows, never in the model's format
 * (`【0†Title†host】`, `**viewing lines …**`): that stays behind "What the model saw". Titles are text.
 */
export function StepRows({ step }: { step: ActivityStep }) {
  const rows = rowsOf(step);
  if (rows.length === 0) return null;
  return (
    <ul class="step-rows">
      {rows.map((r) => {
        const icon = faviconUrl(r.url);
        return (
          <li key={r.url} class="step-row">
            {icon ? <img class="source-icon" src={icon} alt="" width={16} height={16} /> : <span class="source-icon" aria-hidden="true" />}
            <a
              class="step-row-title"
              href={r.url}
              rel="noopener noreferrer"
              target="_blank"
              onClick={(e) => {
                e.preventDefault();
                void openPage(r.url);
              }}
            >
              {r.title || r.url}
            </a>
            <span class="step-row-site">{siteOf({ url: r.url })}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** True when the step has rows to show. */
export function hasStepRows(s: ActivityStep): boolean {
  return rowsOf(s).length > 0;
}
